import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResumeSubscriptionResponse } from '@core/subscriptions/renewal';
import { apiJson } from '@/lib/api-client';

export function resumeSubscription(): Promise<ResumeSubscriptionResponse> {
  return apiJson('POST', '/api/subscription/resume');
}

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/employer/subscription'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/worker/subscription'] }),
      ]),
  });
}
