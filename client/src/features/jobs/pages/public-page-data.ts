import type { QueryClient } from '@tanstack/react-query';
import { PUBLIC_JOB_SORTS, type PublicJobSort } from '@core/jobs/search-options';
import { getCredentialCatalogueQueryOptions } from '@/lib/api/get-credential-catalogue';
import { getPublicCompanyQueryOptions } from '@/lib/api/get-public-company';
import { getPublicJobQueryOptions } from '../api/get-public-job';
import { getPublicJobCountQueryOptions } from '../api/get-public-job-count';
import { getPublicJobsQueryOptions, type PublicJobFilters } from '../api/get-public-jobs';
import { getSimilarJobsQueryOptions } from '../api/get-similar-jobs';
import type { FilterForm } from '../components/job-search-filters';
import { formFromValues, toJobFilters } from '../utils/search-form';

/** The form for the address's query (a shared or indexed link); "qualified" needs a worker, so it is never read. */
export function formFromParams(params: URLSearchParams): FilterForm {
  const { qualified: _qualified, ...values } = Object.fromEntries(params);
  return formFromValues(values, PUBLIC_JOB_SORTS);
}

export function toPublicFilters(form: FilterForm): PublicJobFilters {
  const { qualified: _qualified, ...filters } = toJobFilters(form);
  return { ...filters, sort: filters.sort as PublicJobSort };
}

/**
 * What /jobs, /jobs/{id} and /companies/{id} show first, asked under the same query keys as the pages ask: the
 * server renders the page with them (client/src/entry-server.tsx) and the browser's first render
 * finds them in its cache, so it draws the same page instead of a loading state.
 */
export async function prefetchPublicPage(queryClient: QueryClient, url: URL): Promise<boolean> {
  const jobPage = /^\/jobs\/([^/]+)$/.exec(url.pathname);
  if (jobPage) {
    const jobId = decodeURIComponent(jobPage[1]!);
    const [job] = await Promise.all([
      queryClient.fetchQuery(getPublicJobQueryOptions(jobId)).catch(() => null),
      queryClient.prefetchQuery(getSimilarJobsQueryOptions(jobId)),
    ]);
    // The credentials' names: only a job that lists credentials shows them.
    if (job && job.requiredCredentials.length + job.preferredCredentials.length > 0) {
      await queryClient.prefetchQuery(getCredentialCatalogueQueryOptions());
    }
    return job !== null;
  }
  const companyPage = /^\/companies\/([^/]+)$/.exec(url.pathname);
  if (companyPage) {
    const company = await queryClient.fetchQuery(getPublicCompanyQueryOptions(decodeURIComponent(companyPage[1]!))).catch(() => null);
    return company !== null;
  }
  if (url.pathname === '/jobs') {
    const filters = toPublicFilters(formFromParams(url.searchParams));
    const options = getPublicJobsQueryOptions(filters);
    // The count ("N jobs") is drawn above the cards: in the HTML too, so the page does not move when the script takes over.
    await Promise.all([queryClient.prefetchInfiniteQuery(options), queryClient.prefetchQuery(getPublicJobCountQueryOptions(filters))]);
    return queryClient.getQueryState(options.queryKey)?.status === 'success';
  }
  return false;
}
