import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { WorkerCredential } from '@core/credentials/schemas';
import { apiJson } from '@/lib/api-client';

export function getWorkerCredentials(): Promise<WorkerCredential[]> {
  return apiJson<WorkerCredential[]>('GET', '/api/worker/credentials');
}

export const getWorkerCredentialsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/worker/credentials'], queryFn: getWorkerCredentials });

export function useWorkerCredentials({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getWorkerCredentialsQueryOptions(), enabled });
}

/**
 * The wallet, the career tools' certifications and the profile's certification names are one set
 * of records: a change made in any of them refreshes all three.
 */
export function invalidateCredentialRecords(queryClient: QueryClient) {
  return Promise.all(
    [getWorkerCredentialsQueryOptions().queryKey, ['/api/certifications'], ['/api/worker-profile']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
