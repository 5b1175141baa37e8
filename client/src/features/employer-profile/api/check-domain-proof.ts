import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DomainProofResponse } from '@core/employer-profile/domain-proof';
import { apiJson } from '@/lib/api-client';
import { domainProofQueryKey } from './get-domain-proof';
import { EMPLOYER_PROFILE_QUERY_KEY } from './get-employer-profile';

export function checkDomainProof(userId: string) {
  return apiJson<DomainProofResponse>('POST', `/api/employer-profile/${userId}/domain-proof/check`);
}

/** Asks the server to look for the token now; the profile's badge follows. */
export function useCheckDomainProof(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => checkDomainProof(userId),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: domainProofQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: EMPLOYER_PROFILE_QUERY_KEY, exact: true }),
      ]);
    },
  });
}
