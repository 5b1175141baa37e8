import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostedJobDto, UpdateJobInput } from '@core/jobs/schemas';
import { apiJson } from '@/lib/api-client';

export function updateJob({ jobId, input }: { jobId: string; input: UpdateJobInput }): Promise<PostedJobDto> {
  return apiJson<PostedJobDto>('PUT', `/api/jobs/${jobId}`, input);
}

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJob,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/employer'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/jobs'] }),
      ]),
  });
}
