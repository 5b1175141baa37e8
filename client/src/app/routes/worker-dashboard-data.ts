import { getJobCountQueryOptions } from '@/features/jobs/api/get-job-count';
import { jobFiltersFromSearchParams } from '@/features/jobs/components/job-search-tab';
import { getWorkerProfileQueryOptions } from '@/features/worker-profile/api/get-worker-profile';
import { getJobsQueryOptions } from '@/lib/api/get-jobs';
import { queryClient } from '@/lib/query-client';
import { WORKER_TAB_LOADERS, isWorkerTab } from './worker-dashboard-tabs';

/**
 * Asks for what the worker dashboard shows first: the profile, and the tab named in the link (or
 * the jobs tab, where a complete profile opens) with its first page of jobs and their count. The page's queries
 * then find these in the cache. A refused session is cleared by the session check with the cache.
 */
export function prefetchWorkerDashboard(userId: string, searchParams: URLSearchParams) {
  void queryClient.prefetchQuery(getWorkerProfileQueryOptions(userId));
  const tab = searchParams.get('tab');
  if (isWorkerTab(tab) && tab !== 'jobs') {
    WORKER_TAB_LOADERS[tab]().catch(() => undefined);
    return;
  }
  const filters = jobFiltersFromSearchParams(searchParams);
  void queryClient.prefetchInfiniteQuery(getJobsQueryOptions(filters));
  void queryClient.prefetchQuery(getJobCountQueryOptions(filters));
}
