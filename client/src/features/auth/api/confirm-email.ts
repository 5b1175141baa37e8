import { useMutation } from '@tanstack/react-query';
import type { ConfirmEmailChangeRequest } from '@core/auth/email-change-schemas';
import { apiJson } from '@/lib/api-client';

export function confirmEmailChange(input: ConfirmEmailChangeRequest): Promise<{ message: string }> {
  return apiJson<{ message: string }>('POST', '/api/auth/confirm-email', input);
}

export function useConfirmEmailChange() {
  return useMutation({ mutationFn: confirmEmailChange });
}
