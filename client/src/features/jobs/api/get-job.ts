import { queryOptions } from '@tanstack/react-query';
import type { JobDto } from '@core/jobs/schemas';
import { apiJson } from '@/lib/api-client';

export function getJob(jobId: string): Promise<JobDto> {
  return apiJson<JobDto>('GET', `/api/jobs/${jobId}`);
}

export function getJobQueryOptions(jobId: string) {
  return queryOptions({ queryKey: ['/api/jobs', jobId], queryFn: () => getJob(jobId) });
}
