import { useMutation } from '@tanstack/react-query';
import type { PhoneCodeRequest } from '@core/auth/phone-sign-in-schemas';
import { apiJson } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/** Texts a sign-in code to the number, in the language the visitor is reading. */
export function requestPhoneCode(input: Omit<PhoneCodeRequest, 'language'>): Promise<{ message: string }> {
  return apiJson<{ message: string }>('POST', '/api/auth/phone/code', { ...input, language: currentLanguage() });
}

export function useRequestPhoneCode() {
  return useMutation({ mutationFn: requestPhoneCode });
}
