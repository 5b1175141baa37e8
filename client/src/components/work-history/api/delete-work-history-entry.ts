import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { workerWorkHistoryQueryKey } from './get-worker-work-history';

export async function deleteWorkHistoryEntry(entryId: string): Promise<void> {
  await apiRequest('DELETE', `/api/work-history/${entryId}`);
}

/** The worker removes a job he added (its open links stop working with it). */
export function useDeleteWorkHistoryEntry(workerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkHistoryEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workerWorkHistoryQueryKey(workerId) }),
  });
}
