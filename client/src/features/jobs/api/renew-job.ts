import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RenewedJobDto } from '@core/jobs/schemas';
import { apiJson } from '@/lib/api-client';

/** Lists an expired job again; it uses one post of the plan, like posting. */
export function renewJob(jobId: string): Promise<RenewedJobDto> {
  return apiJson<RenewedJobDto>('POST', `/api/jobs/${jobId}/renew`);
}

export function useRenewJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewJob,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/employer'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/jobs'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/employer/subscription'] }),
      ]),
  });
}
