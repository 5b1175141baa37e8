import { useQuery } from '@tanstack/react-query';
import type { WorkerProfileResponse } from '@core/worker-profile/schemas';
import { apiJson } from '@/lib/api-client';

/**
 * The signed-in worker's profile, which prefills the apply form. Same query key as the profile
 * feature's own query, so both share one cached answer (features do not import each other).
 */
export function useApplyProfile(userId: string | undefined) {
  return useQuery({
    queryKey: ['/api/worker-profile', userId ?? ''],
    queryFn: () => apiJson<WorkerProfileResponse>('GET', `/api/worker-profile/${userId}`),
    enabled: Boolean(userId),
  });
}
