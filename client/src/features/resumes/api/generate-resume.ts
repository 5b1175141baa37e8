import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GeneratedResume, GenerateResumeInput } from '@core/resumes/schemas';
import { apiJson } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { getGeneratedResumesQueryOptions } from './get-generated-resumes';
import { getResumeSubscriptionQueryOptions } from './get-resume-subscription';

export function generateResume(input: GenerateResumeInput) {
  return apiJson<GeneratedResume>('POST', '/api/generate-resume', input);
}

/** After a generation the current user is re-read (001 section 4) along with the list and the usage. */
export function useGenerateResume() {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  return useMutation({
    mutationFn: generateResume,
    onSuccess: async () => {
      await Promise.all([
        refreshUser(),
        queryClient.invalidateQueries({ queryKey: getGeneratedResumesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getResumeSubscriptionQueryOptions().queryKey }),
      ]);
    },
  });
}
