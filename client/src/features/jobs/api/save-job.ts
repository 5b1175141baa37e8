import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedJobDto } from '@core/saved-jobs/schemas';
import { apiJson } from '@/lib/api-client';
import { savedJobsKey } from './get-saved-jobs';

export function saveJob(jobId: string): Promise<SavedJobDto> {
  return apiJson<SavedJobDto>('POST', '/api/saved-jobs', { jobId });
}

export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedJobsKey }),
  });
}
