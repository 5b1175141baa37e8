import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function deleteJob(jobId: string): Promise<void> {
  await apiRequest('DELETE', `/api/jobs/${jobId}`);
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/employer'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/jobs'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/employer/subscription'] }),
      ]),
  });
}
