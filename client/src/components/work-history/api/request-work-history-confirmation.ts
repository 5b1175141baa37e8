import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ConfirmationRequest, confirmationRequestResultSchema } from '@core/work-history/schemas';
import { apiJson } from '@/lib/api-client';
import { workerWorkHistoryQueryKey } from './get-worker-work-history';

type ConfirmationRequestResult = z.infer<typeof confirmationRequestResultSchema>;

export function requestWorkHistoryConfirmation({ entryId, input }: { entryId: string; input: ConfirmationRequest }) {
  return apiJson<ConfirmationRequestResult>('POST', `/api/work-history/${entryId}/confirmation-requests`, input);
}

/** Sends the entry's contact a one-time link; the history is read again, so the entry shows it is awaiting confirmation. */
export function useRequestWorkHistoryConfirmation(workerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWorkHistoryConfirmation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workerWorkHistoryQueryKey(workerId) }),
  });
}
