import { useQuery } from '@tanstack/react-query';
import type { GoogleIndexingList } from '@core/admin/google-indexing';
import { apiJson } from '@/lib/api-client';

export const googleIndexingKey = ['/api/admin/google-indexing'] as const;

export function useGoogleIndexing() {
  return useQuery({ queryKey: googleIndexingKey, queryFn: () => apiJson<GoogleIndexingList>('GET', '/api/admin/google-indexing') });
}
