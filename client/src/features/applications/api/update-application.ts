import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateApplicationRequest, WorkerApplication } from '@core/applications/schemas';
import { apiJson } from '@/lib/api-client';
import { workerApplicationsKey } from '@/lib/api/get-worker-applications';

export function updateApplication(id: string, input: UpdateApplicationRequest): Promise<WorkerApplication> {
  return apiJson<WorkerApplication>('PUT', `/api/applications/${id}`, input);
}

export function useUpdateApplication(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateApplicationRequest }) => updateApplication(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workerApplicationsKey(userId) }),
  });
}
