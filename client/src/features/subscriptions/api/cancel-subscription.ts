import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export function cancelSubscription(): Promise<{ message: string; accessUntil: string }> {
  return apiJson('POST', '/api/subscription/cancel');
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/employer/subscription'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/worker/subscription'] }),
      ]),
  });
}
