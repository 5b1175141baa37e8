import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Purchase } from '@core/payments/schemas';
import { apiJson } from '@/lib/api-client';

export function getPurchases(): Promise<Purchase[]> {
  return apiJson<Purchase[]>('GET', '/api/payments/purchases');
}

export const getPurchasesQueryOptions = () => queryOptions({ queryKey: ['/api/payments/purchases'], queryFn: getPurchases });

export function usePurchases() {
  return useQuery(getPurchasesQueryOptions());
}
