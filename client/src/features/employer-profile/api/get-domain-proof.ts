import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DomainProofResponse } from '@core/employer-profile/domain-proof';
import { apiJson } from '@/lib/api-client';

export const domainProofQueryKey = (userId: string) => ['/api/employer-profile', userId, 'domain-proof'] as const;
// The website is part of the key: a profile saved with another website reads the new domain.
const domainProofWebsiteKey = (userId: string, website: string) => [...domainProofQueryKey(userId), website] as const;

export function getDomainProof(userId: string): Promise<DomainProofResponse> {
  return apiJson<DomainProofResponse>('GET', `/api/employer-profile/${userId}/domain-proof`);
}

export function getDomainProofQueryOptions(userId: string, website: string) {
  return queryOptions({ queryKey: domainProofWebsiteKey(userId, website), queryFn: () => getDomainProof(userId) });
}

/** The employer's token and the two places it can go (a DNS record, a file on the website). */
export function useDomainProof(userId: string, website: string) {
  return useQuery(getDomainProofQueryOptions(userId, website));
}
