import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployerJobDto } from '@core/jobs/schemas';
import { apiJson } from '@/lib/api-client';

/** One key for the jobs tab, the overview and the applicants' job filter, so a posted job shows in all three. */
export function employerJobsKey(userId: string) {
  return ['/api/employer', userId, 'jobs'] as const;
}

export function getEmployerJobs(userId: string): Promise<EmployerJobDto[]> {
  return apiJson<EmployerJobDto[]>('GET', `/api/employer/${userId}/jobs`);
}

export function getEmployerJobsQueryOptions(userId: string) {
  return queryOptions({ queryKey: employerJobsKey(userId), queryFn: () => getEmployerJobs(userId) });
}

export function useEmployerJobs(userId: string | undefined) {
  return useQuery({ ...getEmployerJobsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
