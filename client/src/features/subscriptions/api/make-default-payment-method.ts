import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '@core/subscriptions/schemas';
import { apiJson } from '@/lib/api-client';

export function makeDefaultPaymentMethod(id: string): Promise<PaymentMethod[]> {
  return apiJson<PaymentMethod[]>('POST', `/api/payment-methods/${id}/default`);
}

export function useMakeDefaultPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeDefaultPaymentMethod,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/payment-methods'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/employer/subscription'] }),
      ]),
  });
}
