import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveSetupCardRequest } from '@core/payments/schemas';
import type { PaymentMethod } from '@core/subscriptions/schemas';
import { apiJson } from '@/lib/api-client';
import { BILLING_KEYS } from './confirm-payment';

export function saveSetupCard(input: SaveSetupCardRequest): Promise<PaymentMethod> {
  return apiJson<PaymentMethod>('POST', '/api/payment-methods', input);
}

export function useSaveSetupCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSetupCard,
    onSuccess: () => Promise.all(BILLING_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
