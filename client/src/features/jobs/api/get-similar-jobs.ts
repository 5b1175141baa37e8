import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SimilarJobDto } from '@core/jobs/schemas';
import { apiJson } from '@/lib/api-client';

export function getSimilarJobs(jobId: string): Promise<SimilarJobDto[]> {
  return apiJson<SimilarJobDto[]>('GET', `/api/public/jobs/${encodeURIComponent(jobId)}/similar`);
}

export function getSimilarJobsQueryOptions(jobId: string) {
  return queryOptions({ queryKey: ['/api/public/jobs', jobId, 'similar'], queryFn: () => getSimilarJobs(jobId) });
}

export function useSimilarJobs(jobId: string) {
  return useQuery(getSimilarJobsQueryOptions(jobId));
}
