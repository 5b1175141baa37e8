import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { JobSearchResponse, PublicJobSearchQuery } from '@core/jobs/schemas';
import { apiJson } from '@/lib/api-client';
import { toSearchParams } from '@/lib/api/get-jobs';

export type PublicJobFilters = Omit<PublicJobSearchQuery, 'cursor' | 'limit'>;

/** Anyone's job search (/jobs): the worker's index and cards, without best match. */
export function getPublicJobs(filters: PublicJobFilters, cursor?: string | null): Promise<JobSearchResponse> {
  return apiJson<JobSearchResponse>('GET', `/api/public/jobs?${toSearchParams(filters, cursor)}`);
}

export function getPublicJobsQueryOptions(filters: PublicJobFilters) {
  return infiniteQueryOptions({
    queryKey: ['/api/public/jobs', 'search', filters],
    queryFn: ({ pageParam }) => getPublicJobs(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function usePublicJobs(filters: PublicJobFilters) {
  return useInfiniteQuery(getPublicJobsQueryOptions(filters));
}
