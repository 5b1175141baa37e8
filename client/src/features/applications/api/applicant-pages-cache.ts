import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ApplicationStatus, EmployerApplication, EmployerApplicationsPage } from '@core/applications/schemas';
import type { ApplicantFilters } from './get-employer-applicants';
import { EMPLOYER_APPLICATIONS_KEY } from './get-employer-applications';

const PAGES_KEY = [...EMPLOYER_APPLICATIONS_KEY, 'page'] as const;

type Pages = InfiniteData<EmployerApplicationsPage, string | null>;

/** Every loaded applicants list (the list view's and each board column's), to restore after a failed change. */
export type ApplicantPagesSnapshot = Array<[QueryKey, Pages | undefined]>;

export async function snapshotApplicantPages(queryClient: QueryClient): Promise<ApplicantPagesSnapshot> {
  // A poll landing after the change would bring back the old stage.
  await queryClient.cancelQueries({ queryKey: PAGES_KEY });
  return queryClient.getQueriesData<Pages>({ queryKey: PAGES_KEY });
}

export function restoreApplicantPages(queryClient: QueryClient, snapshot: ApplicantPagesSnapshot) {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

function cachedStatuses(queryClient: QueryClient): Map<string, ApplicationStatus> {
  const statuses = new Map<string, ApplicationStatus>();
  for (const [, data] of queryClient.getQueriesData<Pages>({ queryKey: PAGES_KEY })) {
    for (const page of data?.pages ?? []) for (const application of page.applications) statuses.set(application.id, application.status);
  }
  return statuses;
}

const matchesFilters = (application: EmployerApplication, filters: ApplicantFilters) =>
  (filters.status === '' || filters.status === application.status) && (filters.jobId === '' || filters.jobId === application.jobId);

/**
 * Puts changed applications into every loaded list without refetching: each leaves the lists whose
 * stage it no longer has, joins the top of a stage column it moved to, is replaced where it stays,
 * and the stage counts move with it. `previousStatus` defaults to the stage the cache shows.
 */
export function applyApplicationChanges(
  queryClient: QueryClient,
  changed: EmployerApplication[],
  previousStatus?: (id: string) => ApplicationStatus | undefined,
) {
  const cached = previousStatus ? null : cachedStatuses(queryClient);
  const moves = changed.map((application) => {
    const from = previousStatus ? previousStatus(application.id) : cached!.get(application.id);
    return { application, from: from ?? application.status };
  });
  for (const [key, data] of queryClient.getQueriesData<Pages>({ queryKey: PAGES_KEY })) {
    if (!data) continue;
    const filters = key[2] as ApplicantFilters;
    const byId = new Map(moves.map((move) => [move.application.id, move]));
    let pages = data.pages.map((page) => ({
      ...page,
      applications: page.applications.flatMap((application) => {
        const move = byId.get(application.id);
        if (!move) return [application];
        byId.delete(application.id);
        return matchesFilters(move.application, filters) ? [move.application] : [];
      }),
    }));
    // Added only to a stage column (the list's order and search are the server's to decide).
    const joining = [...byId.values()].filter((move) => filters.status !== '' && matchesFilters(move.application, filters));
    if (joining.length > 0 && pages[0]) {
      pages[0] = { ...pages[0], applications: [...joining.map((move) => move.application), ...pages[0].applications] };
    }
    pages = pages.map((page) => {
      const counts = { ...page.counts };
      for (const { application, from } of moves) {
        if (from === application.status || (filters.jobId !== '' && filters.jobId !== application.jobId)) continue;
        counts[from] = Math.max(0, counts[from] - 1);
        counts[application.status] += 1;
      }
      return { ...page, counts };
    });
    queryClient.setQueryData<Pages>(key, { ...data, pages });
  }
}
