import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethod } from '@core/subscriptions/schemas';
import { apiJson } from '@/lib/api-client';

export function getPaymentMethods(): Promise<PaymentMethod[]> {
  return apiJson<PaymentMethod[]>('GET', '/api/payment-methods');
}

export const getPaymentMethodsQueryOptions = () => queryOptions({ queryKey: ['/api/payment-methods'], queryFn: getPaymentMethods });

export function usePaymentMethods() {
  return useQuery(getPaymentMethodsQueryOptions());
}
