import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResumeFromProfileResponse } from '@core/worker-profile/schemas';
import { apiJson } from '@/lib/api-client';
import { getWorkerProfileQueryOptions } from './get-worker-profile';

export function createResumeFromProfile() {
  return apiJson<ResumeFromProfileResponse>('POST', '/api/worker-profile/resume-from-profile', {});
}

/** The server saves the new resume on the profile itself, so the cached profile (and its completeness) is its answer. */
export function useCreateResumeFromProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createResumeFromProfile,
    onSuccess: ({ profile }) => queryClient.setQueryData(getWorkerProfileQueryOptions(userId).queryKey, profile),
  });
}
