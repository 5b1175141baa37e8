import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkerSubscription } from '@core/subscriptions/schemas';
import { apiJson } from '@/lib/api-client';

export function getWorkerSubscription(userId: string): Promise<WorkerSubscription> {
  return apiJson<WorkerSubscription>('GET', `/api/worker/subscription/${userId}`);
}

export function getWorkerSubscriptionQueryOptions(userId: string) {
  return queryOptions({ queryKey: ['/api/worker/subscription', userId], queryFn: () => getWorkerSubscription(userId) });
}

export function useWorkerSubscription(userId: string) {
  return useQuery(getWorkerSubscriptionQueryOptions(userId));
}
