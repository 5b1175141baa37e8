import { useMutation } from '@tanstack/react-query';
import type { CreateIntentRequest, CreateIntentResponse } from '@core/payments/schemas';
import { apiJson } from '@/lib/api-client';

export function createPaymentIntent(input: CreateIntentRequest): Promise<CreateIntentResponse> {
  return apiJson<CreateIntentResponse>('POST', '/api/payments/create-intent', input);
}

export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent });
}
