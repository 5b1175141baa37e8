import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FreezeResponse } from '@core/admin/account-schemas';
import { apiJson } from '@/lib/api-client';
import { accountsKey } from './get-accounts';
import { auditKey } from './get-audit';
import { reportsKey } from './get-reports';
import { unverifiedEmployersKey } from './get-unverified-employers';

/** Freezes (with a reason) or unfreezes an account. */
export function setAccountFrozen(id: string, frozen: boolean, reason: string) {
  return apiJson<FreezeResponse>('POST', `/api/admin/accounts/${encodeURIComponent(id)}/${frozen ? 'freeze' : 'unfreeze'}`, { reason });
}

export function useSetAccountFrozen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, frozen, reason }: { id: string; frozen: boolean; reason: string }) => setAccountFrozen(id, frozen, reason),
    onSuccess: () =>
      Promise.all(
        [reportsKey, auditKey, accountsKey, unverifiedEmployersKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
