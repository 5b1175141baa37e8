import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkerApplication } from '@core/applications/schemas';
import { apiJson } from '@/lib/api-client';

/** One key for the jobs, saved and applications tabs, so applying in one refreshes the others. */
export function workerApplicationsKey(userId: string) {
  return ['/api/worker', userId, 'applications'] as const;
}

export function getWorkerApplications(userId: string): Promise<WorkerApplication[]> {
  return apiJson<WorkerApplication[]>('GET', `/api/worker/${userId}/applications`);
}

export function getWorkerApplicationsQueryOptions(userId: string) {
  return queryOptions({ queryKey: workerApplicationsKey(userId), queryFn: () => getWorkerApplications(userId) });
}

export function useWorkerApplications(userId: string | undefined) {
  return useQuery({ ...getWorkerApplicationsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
