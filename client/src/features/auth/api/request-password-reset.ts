import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest } from '@core/auth/password-reset-schemas';
import { apiJson } from '@/lib/api-client';

export function requestPasswordReset(input: ForgotPasswordRequest): Promise<{ message: string }> {
  return apiJson<{ message: string }>('POST', '/api/auth/forgot-password', input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
