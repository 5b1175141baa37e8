import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateWorkerProfileRequest, WorkerProfileResponse } from '@core/worker-profile/schemas';
import { apiJson } from '@/lib/api-client';
import { getWorkerProfileQueryOptions } from './get-worker-profile';

export function updateWorkerProfile(userId: string, input: UpdateWorkerProfileRequest) {
  return apiJson<WorkerProfileResponse>('PUT', `/api/worker-profile/${userId}`, input);
}

export function useUpdateWorkerProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateWorkerProfileRequest) => updateWorkerProfile(userId, input),
    onSuccess: (profile) => queryClient.setQueryData(getWorkerProfileQueryOptions(userId).queryKey, profile),
  });
}
