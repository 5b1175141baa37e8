import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkJobsFromEstimateInput, BulkJobsResponse } from '@core/jobs/schemas';
import { apiJson } from '@/lib/api-client';

export function createJobsFromEstimate(input: BulkJobsFromEstimateInput): Promise<BulkJobsResponse> {
  return apiJson<BulkJobsResponse>('POST', '/api/jobs/bulk-from-estimate', input);
}

export function useCreateJobsFromEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJobsFromEstimate,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/employer'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/jobs'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/employer/subscription'] }),
      ]),
  });
}
