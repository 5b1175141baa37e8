import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkerProfileResponse } from '@core/worker-profile/schemas';
import { apiJson } from '@/lib/api-client';

export function getWorkerProfile(userId: string) {
  return apiJson<WorkerProfileResponse>('GET', `/api/worker-profile/${userId}`);
}

export function getWorkerProfileQueryOptions(userId: string) {
  return queryOptions({ queryKey: ['/api/worker-profile', userId], queryFn: () => getWorkerProfile(userId) });
}

export function useWorkerProfile(userId: string | undefined) {
  return useQuery({ ...getWorkerProfileQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
