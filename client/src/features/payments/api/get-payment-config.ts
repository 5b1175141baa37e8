import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentConfig } from '@core/payments/schemas';
import { apiJson } from '@/lib/api-client';

export function getPaymentConfig(): Promise<PaymentConfig> {
  return apiJson<PaymentConfig>('GET', '/api/payments/config');
}

export const getPaymentConfigQueryOptions = () => queryOptions({ queryKey: ['/api/payments/config'], queryFn: getPaymentConfig });

export function usePaymentConfig() {
  return useQuery(getPaymentConfigQueryOptions());
}
