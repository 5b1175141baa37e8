import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch, UpdateSavedSearchInput } from '@core/saved-searches/schemas';
import { apiJson } from '@/lib/api-client';
import { savedSearchesKey } from './get-saved-searches';

export function updateSavedSearch({ id, ...changes }: UpdateSavedSearchInput & { id: string }): Promise<SavedSearch> {
  return apiJson<SavedSearch>('PATCH', `/api/saved-searches/${id}`, changes);
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}
