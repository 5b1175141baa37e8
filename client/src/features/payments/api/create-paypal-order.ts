import { useMutation } from '@tanstack/react-query';
import type { PayPalCreateOrderRequest } from '@core/payments/schemas';
import { apiJson } from '@/lib/api-client';

export function createPayPalOrder(input: PayPalCreateOrderRequest): Promise<{ approvalUrl: string | null }> {
  return apiJson('POST', '/api/paypal/create-order', input);
}

export function useCreatePayPalOrder() {
  return useMutation({ mutationFn: createPayPalOrder });
}
