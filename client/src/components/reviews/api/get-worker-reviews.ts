import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkerReviewList } from '@core/reviews/schemas';
import { apiJson } from '@/lib/api-client';

export const workerReviewsQueryKey = (workerId: string) => ['/api/workers', workerId, 'reviews'] as const;

export function getWorkerReviews(workerId: string): Promise<WorkerReviewList> {
  return apiJson<WorkerReviewList>('GET', `/api/workers/${workerId}/reviews?limit=50`);
}

export function getWorkerReviewsQueryOptions(workerId: string) {
  return queryOptions({ queryKey: workerReviewsQueryKey(workerId), queryFn: () => getWorkerReviews(workerId) });
}

/** The shown reviews of a worker by the employers who hired him (read by himself or employers he applied to). */
export function useWorkerReviews(workerId: string, isEnabled = true) {
  return useQuery({ ...getWorkerReviewsQueryOptions(workerId), enabled: isEnabled });
}
