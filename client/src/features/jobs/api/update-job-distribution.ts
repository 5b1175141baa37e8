import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobDistribution, UpdateJobDistributionRequest } from '@core/feeds/schemas';
import { apiJson } from '@/lib/api-client';
import { getJobDistributionQueryOptions } from './get-job-distribution';

export function updateJobDistribution(jobId: string, input: UpdateJobDistributionRequest): Promise<JobDistribution> {
  return apiJson<JobDistribution>('PUT', `/api/employer/jobs/${encodeURIComponent(jobId)}/distribution`, input);
}

export function useUpdateJobDistribution(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateJobDistributionRequest) => updateJobDistribution(jobId, input),
    onSuccess: (distribution) => queryClient.setQueryData(getJobDistributionQueryOptions(jobId).queryKey, distribution),
  });
}
