import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployerSubscription } from '@core/subscriptions/schemas';
import { apiJson } from '@/lib/api-client';

export function getEmployerSubscription(userId: string): Promise<EmployerSubscription> {
  return apiJson<EmployerSubscription>('GET', `/api/employer/subscription/${userId}`);
}

export const employerSubscriptionKey = (userId: string) => ['/api/employer/subscription', userId] as const;

export function getEmployerSubscriptionQueryOptions(userId: string) {
  return queryOptions({ queryKey: employerSubscriptionKey(userId), queryFn: () => getEmployerSubscription(userId) });
}

export function useEmployerSubscription(userId: string) {
  return useQuery(getEmployerSubscriptionQueryOptions(userId));
}
