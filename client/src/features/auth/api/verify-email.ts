import { useMutation } from '@tanstack/react-query';
import type { VerifyEmailRequest } from '@core/auth/email-verification-schemas';
import { apiJson } from '@/lib/api-client';

export function verifyEmail(input: VerifyEmailRequest): Promise<{ message: string }> {
  return apiJson<{ message: string }>('POST', '/api/auth/verify-email', input);
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
