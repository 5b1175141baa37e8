import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { JobSearchQuery, JobSearchResponse } from '@core/jobs/schemas';
import { apiJson } from '@/lib/api-client';

export type JobFilters = Omit<JobSearchQuery, 'cursor' | 'limit'>;

export function toSearchParams(filters: JobFilters, cursor?: string | null, limit?: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  if (cursor) params.set('cursor', cursor);
  if (limit) params.set('limit', String(limit));
  return params.toString();
}

/** The one job-list fetcher: the worker's job search pages through it, the resume form takes one page. */
export function getJobs(filters: JobFilters, cursor?: string | null, limit?: number): Promise<JobSearchResponse> {
  return apiJson<JobSearchResponse>('GET', `/api/jobs?${toSearchParams(filters, cursor, limit)}`);
}

/**
 * How long a search's results count as current. Jobs are posted all the time, so a search repeated
 * later (the same words again, or back to the jobs tab) asks the server again instead of showing the
 * cached list; a few seconds keep the dashboard's head-start fetch from being repeated as the tab mounts.
 */
export const SEARCH_FRESH_MS = 5_000;

export function getJobsQueryOptions(filters: JobFilters) {
  return infiniteQueryOptions({
    queryKey: ['/api/jobs', 'search', filters],
    staleTime: SEARCH_FRESH_MS,
    queryFn: ({ pageParam }) => getJobs(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useJobs(filters: JobFilters) {
  return useInfiniteQuery(getJobsQueryOptions(filters));
}

const JOB_CHOICES = 50;

/** The newest open jobs, to choose one to tailor a resume for. */
export const getJobChoicesQueryOptions = () =>
  queryOptions({ queryKey: ['/api/jobs', 'resume-choices'], queryFn: () => getJobs({ sort: 'newest' }, null, JOB_CHOICES) });

export function useJobChoices() {
  return useQuery(getJobChoicesQueryOptions());
}
