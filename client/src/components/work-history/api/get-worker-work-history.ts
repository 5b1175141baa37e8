import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkHistoryList } from '@core/work-history/schemas';
import { apiJson } from '@/lib/api-client';

export const workerWorkHistoryQueryKey = (workerId: string) => ['/api/workers', workerId, 'work-history'] as const;

export function getWorkerWorkHistory(workerId: string): Promise<WorkHistoryList> {
  return apiJson<WorkHistoryList>('GET', `/api/workers/${workerId}/work-history`);
}

export function getWorkerWorkHistoryQueryOptions(workerId: string) {
  return queryOptions({ queryKey: workerWorkHistoryQueryKey(workerId), queryFn: () => getWorkerWorkHistory(workerId) });
}

/** A worker's work history: his hires on CrewBridge and the jobs he added (read by himself or employers he applied to). */
export function useWorkerWorkHistory(workerId: string) {
  return useQuery(getWorkerWorkHistoryQueryOptions(workerId));
}
