import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConfirmationPreview } from '@core/work-history/schemas';
import { apiJson } from '@/lib/api-client';

export function getWorkHistoryConfirmation(token: string): Promise<ConfirmationPreview> {
  return apiJson<ConfirmationPreview>('GET', `/api/work-history-confirmations/${encodeURIComponent(token)}`);
}

export const getWorkHistoryConfirmationQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['/api/work-history-confirmations', token], queryFn: () => getWorkHistoryConfirmation(token), retry: false });

/** What a confirmation link shows: the entry as the worker wrote it, and whether the link still works. */
export function useWorkHistoryConfirmation(token: string) {
  return useQuery({ ...getWorkHistoryConfirmationQueryOptions(token), enabled: token !== '' });
}
