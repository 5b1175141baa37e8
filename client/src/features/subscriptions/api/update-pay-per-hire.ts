import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export function updatePayPerHire(employerId: string, payPerHireEnabled: boolean): Promise<{ payPerHireEnabled: boolean }> {
  return apiJson('PATCH', `/api/employer-profile/${employerId}`, { payPerHireEnabled });
}

export function useUpdatePayPerHire(employerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payPerHireEnabled: boolean) => updatePayPerHire(employerId, payPerHireEnabled),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/employer/subscription'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/employer-profile'] }),
      ]),
  });
}
