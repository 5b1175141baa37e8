import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobDistribution } from '@core/feeds/schemas';
import { apiJson } from '@/lib/api-client';

export function getJobDistribution(jobId: string): Promise<JobDistribution> {
  return apiJson<JobDistribution>('GET', `/api/employer/jobs/${encodeURIComponent(jobId)}/distribution`);
}

export function getJobDistributionQueryOptions(jobId: string) {
  return queryOptions({ queryKey: ['/api/employer/jobs', jobId, 'distribution'], queryFn: () => getJobDistribution(jobId) });
}

export function useJobDistribution(jobId: string) {
  return useQuery(getJobDistributionQueryOptions(jobId));
}
