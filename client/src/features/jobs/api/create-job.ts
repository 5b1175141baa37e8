import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateJobInput, PostedJobDto } from '@core/jobs/schemas';
import { apiJson } from '@/lib/api-client';

/** The job as posted: published, or held for an operator's review (reviewStatus). */
export function createJob(input: CreateJobInput): Promise<PostedJobDto> {
  return apiJson<PostedJobDto>('POST', '/api/jobs', input);
}

/** Posting changes the employer's list, the search results and the plan's post usage. */
export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/employer'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/jobs'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/employer/subscription'] }),
      ]),
  });
}
