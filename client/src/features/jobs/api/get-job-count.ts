import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobCountResponse } from '@core/jobs/schemas';
import { apiJson } from '@/lib/api-client';
import { SEARCH_FRESH_MS, toSearchParams, type JobFilters } from '@/lib/api/get-jobs';

export function getJobCount(filters: JobFilters): Promise<JobCountResponse> {
  const { sort: _sort, ...countFilters } = filters;
  return apiJson<JobCountResponse>('GET', `/api/jobs/count?${toSearchParams(countFilters)}`);
}

export function getJobCountQueryOptions(filters: JobFilters) {
  const { sort: _sort, ...countFilters } = filters;
  return queryOptions({
    queryKey: ['/api/jobs', 'count', countFilters],
    queryFn: () => getJobCount(countFilters),
    staleTime: SEARCH_FRESH_MS,
  });
}

export function useJobCount(filters: JobFilters) {
  return useQuery(getJobCountQueryOptions(filters));
}
