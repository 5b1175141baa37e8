import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invoice } from '@core/subscriptions/schemas';
import { apiJson } from '@/lib/api-client';

export function getBillingHistory(userId: string): Promise<Invoice[]> {
  return apiJson<Invoice[]>('GET', `/api/employer/billing-history/${userId}`);
}

export function getBillingHistoryQueryOptions(userId: string) {
  return queryOptions({ queryKey: ['/api/employer/billing-history', userId], queryFn: () => getBillingHistory(userId) });
}

export function useBillingHistory(userId: string) {
  return useQuery(getBillingHistoryQueryOptions(userId));
}
