import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DomainProofResponse } from '@core/employer-profile/domain-proof';
import { apiJson } from '@/lib/api-client';

export const domainProofQueryKey = (userId: string) => ['/api/employer-profile', userId, 'domain-proof'] as const;

export function getDomainProof(userId: string): Promise<DomainProofResponse> {
  return apiJson<DomainProofResponse>('GET', `/api/employer-profile/${userId}/domain-proof`);
}

export function getDomainProofQueryOptions(userId: string) {
  return queryOptions({ queryKey: domainProofQueryKey(userId), queryFn: () => getDomainProof(userId) });
}

/** The employer's token and the two places it can go (a DNS record, a file on the website). */
export function useDomainProof(userId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getDomainProofQueryOptions(userId), enabled });
}
