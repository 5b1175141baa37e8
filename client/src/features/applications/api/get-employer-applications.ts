import { queryOptions, useQuery } from '@tanstack/react-query';
import { EMPLOYER_APPLICATIONS_POLL_MS } from '@core/applications/employer-lists';
import type { EmployerApplication } from '@core/applications/schemas';
import { apiJson } from '@/lib/api-client';

export const EMPLOYER_APPLICATIONS_KEY = ['/api/employer/applications'] as const;

export function getEmployerApplications(): Promise<EmployerApplication[]> {
  return apiJson<EmployerApplication[]>('GET', '/api/employer/applications');
}

export function getEmployerApplicationsQueryOptions() {
  return queryOptions({ queryKey: EMPLOYER_APPLICATIONS_KEY, queryFn: getEmployerApplications });
}

/** The candidates list polls every 5 s, refetches on focus and is always stale (002 section 7). */
export function useEmployerApplications({ poll = false }: { poll?: boolean } = {}) {
  return useQuery({
    ...getEmployerApplicationsQueryOptions(),
    ...(poll ? { refetchInterval: EMPLOYER_APPLICATIONS_POLL_MS, refetchOnWindowFocus: true, staleTime: 0 } : {}),
  });
}
