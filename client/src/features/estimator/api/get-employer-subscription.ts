import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** The fields the estimator reads; the subscriptions domain owns the full shape. */
export interface EmployerSubscriptionSummary {
  plan: string | null;
  isActive: boolean;
}

export function getEmployerSubscription(userId: string): Promise<EmployerSubscriptionSummary> {
  return apiJson<EmployerSubscriptionSummary>('GET', `/api/employer/subscription/${userId}`);
}

export function getEmployerSubscriptionQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['/api/employer/subscription', userId],
    queryFn: () => getEmployerSubscription(userId),
  });
}

export function useEmployerSubscription(userId: string | undefined) {
  return useQuery({ ...getEmployerSubscriptionQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
