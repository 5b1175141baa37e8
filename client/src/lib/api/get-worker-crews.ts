import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Crew } from '@core/crews/schemas';
import { apiJson } from '@/lib/api-client';

/**
 * A worker's crews (issue 51): the crews tab lists them and a job's "Apply with my crew" picks from them.
 * Under `/api/worker`, so applying (which invalidates that prefix) and every crew change refresh it.
 */
export function workerCrewsKey(userId: string) {
  return ['/api/worker', userId, 'crews'] as const;
}

export function getWorkerCrews(userId: string): Promise<Crew[]> {
  return apiJson<Crew[]>('GET', `/api/worker/${userId}/crews`);
}

export function getWorkerCrewsQueryOptions(userId: string) {
  return queryOptions({ queryKey: workerCrewsKey(userId), queryFn: () => getWorkerCrews(userId) });
}

export function useWorkerCrews(userId: string | undefined) {
  return useQuery({ ...getWorkerCrewsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
