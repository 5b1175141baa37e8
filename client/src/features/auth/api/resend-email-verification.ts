import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export function resendEmailVerification(): Promise<{ message: string }> {
  return apiJson<{ message: string }>('POST', '/api/auth/verify-email/resend');
}

export function useResendEmailVerification() {
  return useMutation({ mutationFn: resendEmailVerification });
}
