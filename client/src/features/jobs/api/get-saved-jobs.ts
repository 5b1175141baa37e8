import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedJobDto } from '@core/saved-jobs/schemas';
import { apiJson } from '@/lib/api-client';

export const savedJobsKey = ['/api/saved-jobs'] as const;

export function getSavedJobs(): Promise<SavedJobDto[]> {
  return apiJson<SavedJobDto[]>('GET', '/api/saved-jobs');
}

export function getSavedJobsQueryOptions() {
  return queryOptions({ queryKey: savedJobsKey, queryFn: getSavedJobs });
}

export function useSavedJobs(enabled = true) {
  return useQuery({ ...getSavedJobsQueryOptions(), enabled });
}
