import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export function createCardSetup(): Promise<{ clientSecret: string }> {
  return apiJson('POST', '/api/payment-methods/setup-intent');
}

export function useCreateCardSetup() {
  return useMutation({ mutationFn: createCardSetup });
}
