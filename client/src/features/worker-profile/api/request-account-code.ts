import { useMutation } from '@tanstack/react-query';
import type { AccountCodeRequest } from '@core/auth/phone-account-schemas';
import { apiJson } from '@/lib/api-client';

/** What the texted code will do: delete the account, or set its password. */
export type AccountCodePurpose = 'delete' | 'password';

const PATHS: Record<AccountCodePurpose, string> = {
  delete: '/api/auth/delete-permanently/code',
  password: '/api/auth/password/code',
};

/** Texts the signed-in worker a code to the number the account verified. */
export function requestAccountCode(purpose: AccountCodePurpose, input: AccountCodeRequest) {
  return apiJson<{ message: string }>('POST', PATHS[purpose], input);
}

export function useRequestAccountCode(purpose: AccountCodePurpose) {
  return useMutation({ mutationFn: (input: AccountCodeRequest) => requestAccountCode(purpose, input) });
}
