import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest } from '@core/auth/account-schemas';
import { apiJson } from '@/lib/api-client';

export function deleteAccount(input: DeleteAccountRequest) {
  return apiJson<{ message: string }>('DELETE', '/api/auth/delete-permanently', input);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
