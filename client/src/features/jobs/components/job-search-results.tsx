import * as React from 'react';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { Briefcase } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { JobDto, JobSearchResponse } from '@core/jobs/schemas';
import { Button } from '@/components/ui/button';
import { JobCardSkeleton } from './job-card';

// The first cards render at once; the rest follow a few at a time, each batch in an interruptible
// render of its own, so a phone paints the first screen of jobs without one long task for the whole
// page: a batch's commit (its DOM) stays short too, where sixteen cards at once held a slow phone for a fifth of a second.
const CARDS_PER_RENDER = 4;

/** A job search's results: loading, error with retry, the empty state, the cards and Load more. */
export function JobSearchResults({
  jobs,
  renderCard,
  empty,
}: {
  jobs: UseInfiniteQueryResult<InfiniteData<JobSearchResponse>>;
  renderCard: (job: JobDto) => React.ReactNode;
  /** What an empty list says (below a briefcase). */
  empty: React.ReactNode;
}) {
  const { t } = useTranslation('jobs');
  // Deferred: a new page of results renders in slices after the query's own (sync) render, which keeps the old cards.
  // No first value: results already here at mount render at once (four cards), as the server drew them on /jobs.
  const data = React.useDeferredValue(jobs.data);
  const list = React.useMemo(() => data?.pages.flatMap((page) => page.jobs) ?? [], [data]);
  const [cardLimit, setCardLimit] = React.useState(CARDS_PER_RENDER);
  React.useEffect(() => {
    if (list.length > cardLimit) React.startTransition(() => setCardLimit(cardLimit + CARDS_PER_RENDER));
  }, [list.length, cardLimit]);

  if (!data && !jobs.isError) {
    return (
      <div role="status" className="grid gap-4" aria-busy="true" aria-label={t('search.loading')}>
        {Array.from({ length: 3 }, (_, index) => (
          <JobCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (jobs.isError) {
    return (
      <div role="alert" className="rounded-lg border border-destructive/40 bg-red-50 p-6 text-center">
        <p className="font-medium">{t('search.errorTitle')}</p>
        <Button className="mt-3" variant="outline" onClick={() => void jobs.refetch()}>
          {t('search.retry')}
        </Button>
      </div>
    );
  }
  if (list.length === 0) {
    return (
      <div className="rounded-lg border bg-white p-6 text-center sm:p-10">
        <Briefcase className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
        {empty}
      </div>
    );
  }
  return (
    <>
      <ul className="grid gap-4" aria-label={t('search.resultsLabel')}>
        {list.slice(0, cardLimit).map((job) => (
          <li key={job.id}>{renderCard(job)}</li>
        ))}
      </ul>
      {jobs.hasNextPage && (
        <Button variant="outline" className="mx-auto" disabled={jobs.isFetchingNextPage} onClick={() => void jobs.fetchNextPage()}>
          {jobs.isFetchingNextPage ? t('search.loadingMore') : t('search.loadMore')}
        </Button>
      )}
    </>
  );
}
