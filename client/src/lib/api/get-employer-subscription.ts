import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployerSubscription } from '@core/subscriptions/schemas';
import { apiJson } from '@/lib/api-client';

/** Read by the jobs (posts left), estimator (plan) and billing tabs; one key, so a post or an upgrade refreshes them all. */
export const employerSubscriptionKey = (userId: string) => ['/api/employer/subscription', userId] as const;

export function getEmployerSubscription(userId: string): Promise<EmployerSubscription> {
  return apiJson<EmployerSubscription>('GET', `/api/employer/subscription/${userId}`);
}

export function getEmployerSubscriptionQueryOptions(userId: string) {
  return queryOptions({ queryKey: employerSubscriptionKey(userId), queryFn: () => getEmployerSubscription(userId) });
}

export function useEmployerSubscription(userId: string | undefined) {
  return useQuery({ ...getEmployerSubscriptionQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
