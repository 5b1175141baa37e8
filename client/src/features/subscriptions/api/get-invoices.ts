import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invoice } from '@core/subscriptions/schemas';
import { apiJson } from '@/lib/api-client';

/** The signed-in user's invoices and credit notes, newest first (a worker's billing history). */
export function getInvoices(): Promise<Invoice[]> {
  return apiJson<Invoice[]>('GET', '/api/payments/invoices');
}

export const invoicesKey = ['/api/payments/invoices'] as const;

export function getInvoicesQueryOptions() {
  return queryOptions({ queryKey: invoicesKey, queryFn: getInvoices });
}

export function useInvoices() {
  return useQuery(getInvoicesQueryOptions());
}
