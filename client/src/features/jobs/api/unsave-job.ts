import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { savedJobsKey } from './get-saved-jobs';

export async function unsaveJob(jobId: string): Promise<void> {
  await apiRequest('DELETE', `/api/saved-jobs/${jobId}`);
}

export function useUnsaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsaveJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedJobsKey }),
  });
}
