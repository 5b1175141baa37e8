import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployerSubscription } from '@core/subscriptions/schemas';
import { apiJson } from '@/lib/api-client';

/** Same key as the subscription tab, so posting a job refreshes the usage there too. */
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
