import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmPaymentRequest, ConfirmPaymentResponse } from '@core/payments/schemas';
import { apiJson } from '@/lib/api-client';

// Billing screens of the subscriptions feature read these; features share keys, never imports.
export const BILLING_KEYS = [
  ['/api/payments/purchases'],
  ['/api/employer/subscription'],
  ['/api/worker/subscription'],
  ['/api/employer/billing-history'],
  ['/api/payments/invoices'],
  ['/api/payment-methods'],
];

export function confirmPayment(input: ConfirmPaymentRequest): Promise<ConfirmPaymentResponse> {
  return apiJson<ConfirmPaymentResponse>('POST', '/api/payments/confirm', input);
}

export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    onSuccess: () => Promise.all(BILLING_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
