import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { JobSearchQuery, JobSearchResponse } from '@core/jobs/schemas';
import { apiJson } from '@/lib/api-client';

export type JobFilters = Omit<JobSearchQuery, 'cursor' | 'limit'>;

export function toSearchParams(filters: JobFilters, cursor?: string | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

export function getJobs(filters: JobFilters, cursor?: string | null): Promise<JobSearchResponse> {
  return apiJson<JobSearchResponse>('GET', `/api/jobs?${toSearchParams(filters, cursor)}`);
}

export function getJobsQueryOptions(filters: JobFilters) {
  return infiniteQueryOptions({
    queryKey: ['/api/jobs', 'search', filters],
    queryFn: ({ pageParam }) => getJobs(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useJobs(filters: JobFilters) {
  return useInfiniteQuery(getJobsQueryOptions(filters));
}
