import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResumeSubscription } from '@core/resumes/schemas';
import { apiJson } from '@/lib/api-client';
import { getResumeSubscriptionQueryOptions } from './get-resume-subscription';

export function startFreeTrial() {
  return apiJson<ResumeSubscription>('POST', '/api/resume-subscription/free-trial');
}

export function useStartFreeTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startFreeTrial,
    onSuccess: (subscription) => queryClient.setQueryData(getResumeSubscriptionQueryOptions().queryKey, subscription),
  });
}
