import { useMutation } from '@tanstack/react-query';
import type { TestConfirmRequest } from '@core/payments/schemas';
import { apiJson } from '@/lib/api-client';

export function confirmTestCardPayment(input: TestConfirmRequest): Promise<{ paymentIntentId: string; status: 'succeeded' }> {
  return apiJson('POST', '/api/payments/test-mode/confirm', input);
}

export function useConfirmTestCardPayment() {
  return useMutation({ mutationFn: confirmTestCardPayment });
}
