import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployerProfileResponse } from '@core/employer-profile/schemas';
import { apiJson } from '@/lib/api-client';

export const EMPLOYER_PROFILE_QUERY_KEY = ['/api/employer-profile'] as const;

export function getEmployerProfile(): Promise<EmployerProfileResponse> {
  return apiJson<EmployerProfileResponse>('GET', '/api/employer-profile');
}

export function getEmployerProfileQueryOptions() {
  return queryOptions({ queryKey: EMPLOYER_PROFILE_QUERY_KEY, queryFn: getEmployerProfile });
}

/** The signed-in employer's company profile with its completeness. */
export function useEmployerProfile() {
  return useQuery(getEmployerProfileQueryOptions());
}
