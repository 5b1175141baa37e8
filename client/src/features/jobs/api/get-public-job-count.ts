import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JobCountResponse } from '@core/jobs/schemas';
import { apiJson } from '@/lib/api-client';
import { toSearchParams } from '@/lib/api/get-jobs';
import type { PublicJobFilters } from './get-public-jobs';

/** How many jobs the public search finds (/jobs' "N jobs"); the sort does not change it. */
export function getPublicJobCount(filters: PublicJobFilters): Promise<JobCountResponse> {
  return apiJson<JobCountResponse>('GET', `/api/public/jobs/count?${toSearchParams(filters)}`);
}

export function getPublicJobCountQueryOptions(filters: PublicJobFilters) {
  const { sort: _sort, ...countFilters } = filters;
  return queryOptions({
    queryKey: ['/api/public/jobs', 'count', countFilters],
    queryFn: () => getPublicJobCount(countFilters),
    // The last count stays while the next one is asked for, so the line does not blink as the filters change.
    placeholderData: keepPreviousData,
  });
}

export function usePublicJobCount(filters: PublicJobFilters) {
  return useQuery(getPublicJobCountQueryOptions(filters));
}
