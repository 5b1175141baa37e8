import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicCompany } from '@core/employer-profile/public-company';
import { apiJson } from '@/lib/api-client';

/** A company's public page: its profile's public fields, open jobs and rating; 404 for an id that is no employer. */
export function getPublicCompany(employerId: string): Promise<PublicCompany> {
  return apiJson<PublicCompany>('GET', `/api/public/employers/${encodeURIComponent(employerId)}`);
}

// Shared (lib/api): the company page asks for it, and the server's render of that page (jobs' public-page-data) fills it.
export function getPublicCompanyQueryOptions(employerId: string) {
  return queryOptions({ queryKey: ['/api/public/employers', employerId], queryFn: () => getPublicCompany(employerId), retry: false });
}

export function usePublicCompany(employerId: string) {
  return useQuery(getPublicCompanyQueryOptions(employerId));
}
