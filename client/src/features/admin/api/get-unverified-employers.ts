import { useQuery } from '@tanstack/react-query';
import type { UnverifiedEmployersResponse } from '@core/admin/schemas';
import { apiJson } from '@/lib/api-client';

export const unverifiedEmployersKey = ['/api/admin/unverified-employers'] as const;

export function useUnverifiedEmployers() {
  return useQuery({
    queryKey: unverifiedEmployersKey,
    queryFn: () => apiJson<UnverifiedEmployersResponse>('GET', '/api/admin/unverified-employers'),
  });
}
