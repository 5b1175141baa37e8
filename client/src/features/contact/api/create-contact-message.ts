import { useMutation } from '@tanstack/react-query';
import type { ContactRequest, ContactResponse } from '@core/contact/schemas';
import { apiJson } from '@/lib/api-client';

export function createContactMessage(input: ContactRequest): Promise<ContactResponse> {
  return apiJson<ContactResponse>('POST', '/api/contact', input);
}

export function useCreateContactMessage() {
  return useMutation({ mutationFn: createContactMessage });
}
