import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployerVerification } from '@core/admin/moderation-schemas';
import { apiJson } from '@/lib/api-client';
import { accountsKey } from './get-accounts';
import { auditKey } from './get-audit';
import { moderationKey } from './get-moderation';
import { unverifiedEmployersKey } from './get-unverified-employers';

/** Verifies an employer by hand, or takes the verification back (the API takes no reason). */
export function setEmployerVerified(employerId: string, verified: boolean) {
  return apiJson<EmployerVerification>(
    'POST',
    `/api/admin/employers/${encodeURIComponent(employerId)}/${verified ? 'verify' : 'unverify'}`,
  );
}

export function useSetEmployerVerified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ employerId, verified }: { employerId: string; verified: boolean }) => setEmployerVerified(employerId, verified),
    // The moderation queue shows each held job's employer as verified or not; Today flags the unverified ones.
    onSuccess: () =>
      Promise.all(
        [accountsKey, auditKey, moderationKey, unverifiedEmployersKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
