import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobDto } from '@core/jobs/schemas';
import { apiJson } from '@/lib/api-client';

export function updateJobStatus({ jobId, isActive }: { jobId: string; isActive: boolean }): Promise<JobDto> {
  return apiJson<JobDto>('PATCH', `/api/jobs/${jobId}/status`, { isActive });
}

export function useUpdateJobStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJobStatus,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/employer'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/jobs'] }),
      ]),
  });
}
