import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedSearch } from '@core/saved-searches/schemas';
import { apiJson } from '@/lib/api-client';

export const savedSearchesKey = ['/api/saved-searches'] as const;

export function getSavedSearches(): Promise<SavedSearch[]> {
  return apiJson<SavedSearch[]>('GET', '/api/saved-searches');
}

export function getSavedSearchesQueryOptions() {
  return queryOptions({ queryKey: savedSearchesKey, queryFn: getSavedSearches });
}

export function useSavedSearches() {
  return useQuery(getSavedSearchesQueryOptions());
}
