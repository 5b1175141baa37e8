import { useMutation } from '@tanstack/react-query';
import type { PhoneResetCodeRequest } from '@core/auth/phone-account-schemas';
import { apiJson } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/** "Forgot password" by text: the answer is the same whether or not the number has an account. */
export function requestPhoneReset(input: Omit<PhoneResetCodeRequest, 'language'>): Promise<{ message: string }> {
  return apiJson<{ message: string }>('POST', '/api/auth/forgot-password/phone', { ...input, language: currentLanguage() });
}

export function useRequestPhoneReset() {
  return useMutation({ mutationFn: requestPhoneReset });
}
