import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmationAnswer } from '@core/work-history/schemas';
import { apiJson } from '@/lib/api-client';
import { getWorkHistoryConfirmationQueryOptions } from './get-work-history-confirmation';

export function answerWorkHistoryConfirmation({ token, answer }: { token: string; answer: ConfirmationAnswer }) {
  return apiJson<{ message: string }>('POST', `/api/work-history-confirmations/${encodeURIComponent(token)}`, answer);
}

/** The contact confirms the entry, or corrects and confirms it; the link is read again (now used). */
export function useAnswerWorkHistoryConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerWorkHistoryConfirmation,
    onSuccess: (_result, { token }) => queryClient.invalidateQueries({ queryKey: getWorkHistoryConfirmationQueryOptions(token).queryKey }),
  });
}
