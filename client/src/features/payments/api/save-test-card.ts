import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TestCardForm } from '@core/payments/schemas';
import type { PaymentMethod } from '@core/subscriptions/schemas';
import { apiJson } from '@/lib/api-client';
import { BILLING_KEYS } from './confirm-payment';

export function saveTestCard(input: TestCardForm): Promise<PaymentMethod> {
  return apiJson<PaymentMethod>('POST', '/api/payment-methods/test-mode', input);
}

export function useSaveTestCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTestCard,
    onSuccess: () => Promise.all(BILLING_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
