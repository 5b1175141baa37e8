import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSavedSearchInput, SavedSearch } from '@core/saved-searches/schemas';
import { apiJson } from '@/lib/api-client';
import { savedSearchesKey } from './get-saved-searches';

export function createSavedSearch(input: CreateSavedSearchInput): Promise<SavedSearch> {
  return apiJson<SavedSearch>('POST', '/api/saved-searches', input);
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}
