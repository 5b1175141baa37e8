import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@core/auth/phone-account-schemas';
import { apiJson } from '@/lib/api-client';

/** The password of an account that has one, or the code texted to an account that joined by phone. */
export function deleteAccount(input: DeleteAccountBody) {
  return apiJson<{ message: string }>('DELETE', '/api/auth/delete-permanently', input);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
