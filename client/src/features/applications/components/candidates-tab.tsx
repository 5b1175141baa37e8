import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw, Users } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_CREATED_EVENT } from '@core/applications/events';
import { APPLICATION_STATUSES } from '@core/applications/schemas';
import { ListLoadError, ListSkeleton } from '@/components/list-load-state';
import { Button } from '@/components/ui/button';
import { refetchAfterEvent, useRealtimeEvent } from '@/lib/realtime';
import { cn } from '@/lib/utils';
import { DEFAULT_APPLICANT_FILTERS, useEmployerApplicants } from '../api/get-employer-applicants';
import { EMPLOYER_APPLICATIONS_KEY } from '../api/get-employer-applications';
import { ApplicantFilters } from './applicant-filters';
import { CandidatesPipeline, type PipelineView } from './candidates-pipeline';

/** The employer's Applications tab: their applicants filtered, sorted and paged, polled every 5 s and refreshed live on a new application. */
export function CandidatesTab() {
  const { t } = useTranslation('applications');
  const [filters, setFilters] = React.useState(DEFAULT_APPLICANT_FILTERS);
  const [view, setView] = React.useState<PipelineView>('list');
  const applications = useEmployerApplicants(filters);
  // A new applicant (on the web or by replying to a text) shows up at once instead of at the next poll.
  const queryClient = useQueryClient();
  useRealtimeEvent(APPLICATION_CREATED_EVENT, () => void refetchAfterEvent(queryClient, { queryKey: EMPLOYER_APPLICATIONS_KEY }));
  const counts = applications.data?.pages[0]?.counts;
  const count = counts ? APPLICATION_STATUSES.reduce((sum, status) => sum + counts[status], 0) : 0;
  const listed = applications.data?.pages.flatMap((page) => page.applications) ?? [];
  const isFiltered = filters.jobId !== '' || filters.status !== '' || filters.q.trim() !== '';

  return (
    <section aria-labelledby="candidates-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="candidates-title" className="text-xl font-semibold">
            {t('candidates.title')}
          </h2>
          {applications.isSuccess && <p className="text-sm text-muted-foreground">{t('candidates.count', { count })}</p>}
        </div>
        <Button variant="outline" size="sm" disabled={applications.isFetching} onClick={() => void applications.refetch()}>
          <RefreshCw className={cn(applications.isFetching && 'animate-spin')} aria-hidden="true" />
          {applications.isFetching ? t('candidates.refreshing') : t('candidates.refresh')}
        </Button>
      </div>

      {applications.isPending ? (
        <ListSkeleton />
      ) : applications.isError ? (
        <ListLoadError message={t('candidates.loadError')} />
      ) : count === 0 && !isFiltered ? (
        <div className="flex flex-col items-center rounded-lg border border-dashed bg-white p-8 text-center">
          <Users className="h-8 w-8 text-muted-foreground" aria-hidden="true" />
          <h3 className="mt-3 text-lg font-semibold">{t('candidates.emptyTitle')}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{t('candidates.emptyDescription')}</p>
        </div>
      ) : (
        <>
          <ApplicantFilters filters={filters} counts={counts} onChange={setFilters} />
          {listed.length === 0 && view === 'list' ? (
            <div role="status" className="rounded-lg border border-dashed bg-white p-6 text-center">
              <h3 className="font-semibold">{t('filters.noMatchesTitle')}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{t('filters.noMatchesDescription')}</p>
            </div>
          ) : (
            <CandidatesPipeline applications={listed} filters={filters} view={view} onViewChange={setView} />
          )}
          {view === 'list' && applications.hasNextPage && (
            <Button
              variant="outline"
              className="justify-self-center"
              disabled={applications.isFetchingNextPage}
              onClick={() => void applications.fetchNextPage()}
            >
              {applications.isFetchingNextPage ? t('filters.loadingMore') : t('filters.loadMore')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
