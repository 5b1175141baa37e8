import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobDto } from '@core/jobs/schemas';
import { apiJson } from '@/lib/api-client';

/** An open job for anyone, signed in or not; 410 once closed, 404 when there is none. */
export function getPublicJob(jobId: string): Promise<JobDto> {
  return apiJson<JobDto>('GET', `/api/public/jobs/${encodeURIComponent(jobId)}`);
}

export function getPublicJobQueryOptions(jobId: string) {
  return queryOptions({ queryKey: ['/api/public/jobs', jobId], queryFn: () => getPublicJob(jobId), retry: false });
}

export function usePublicJob(jobId: string) {
  return useQuery(getPublicJobQueryOptions(jobId));
}
