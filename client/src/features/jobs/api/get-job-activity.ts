import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobActivityResponse } from '@core/jobs/schemas';
import { apiJson } from '@/lib/api-client';

export function getJobActivity(userId: string, jobId: string): Promise<JobActivityResponse> {
  return apiJson<JobActivityResponse>('GET', `/api/employer/${userId}/jobs/${jobId}/activity`);
}

export function getJobActivityQueryOptions(userId: string, jobId: string) {
  return queryOptions({ queryKey: ['/api/employer', userId, 'jobs', jobId, 'activity'], queryFn: () => getJobActivity(userId, jobId) });
}

export function useJobActivity(userId: string | undefined, jobId: string) {
  return useQuery({ ...getJobActivityQueryOptions(userId ?? '', jobId), enabled: Boolean(userId) });
}
