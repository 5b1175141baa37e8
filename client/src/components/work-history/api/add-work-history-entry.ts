import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewWorkHistoryEntry, WorkHistoryEntry } from '@core/work-history/schemas';
import { apiJson } from '@/lib/api-client';
import { workerWorkHistoryQueryKey } from './get-worker-work-history';

export function addWorkHistoryEntry(input: NewWorkHistoryEntry): Promise<WorkHistoryEntry> {
  return apiJson<WorkHistoryEntry>('POST', '/api/work-history', input);
}

/** The worker adds a job he did elsewhere; his history is read again to show it. */
export function useAddWorkHistoryEntry(workerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWorkHistoryEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workerWorkHistoryQueryKey(workerId) }),
  });
}
