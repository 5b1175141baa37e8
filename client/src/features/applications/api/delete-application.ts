import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { workerApplicationsKey } from '@/lib/api/get-worker-applications';

export async function deleteApplication(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/applications/${id}`);
}

export function useDeleteApplication(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workerApplicationsKey(userId) }),
  });
}
