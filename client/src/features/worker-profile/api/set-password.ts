import { useMutation } from '@tanstack/react-query';
import type { SetPasswordByCodeRequest } from '@core/auth/phone-account-schemas';
import { apiJson } from '@/lib/api-client';

/** A worker who joined by phone sets a password with the code texted to his number. */
export function setPasswordByCode(input: SetPasswordByCodeRequest) {
  return apiJson<{ message: string }>('POST', '/api/auth/password', input);
}

export function useSetPasswordByCode() {
  return useMutation({ mutationFn: setPasswordByCode });
}
