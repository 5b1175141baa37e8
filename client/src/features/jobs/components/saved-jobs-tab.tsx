import * as React from 'react';
import { Bookmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { JobDto } from '@core/jobs/schemas';
import { JobCard, JobCardSkeleton } from './job-card';
import { LazyJobDetailDialog } from './lazy-job-detail-dialog';
import { useJobCardActions } from '../hooks/use-job-card-actions';
import { Button } from '@/components/ui/button';

/** The worker's saved jobs, with the same card actions as the search. */
export function SavedJobsTab() {
  const { t } = useTranslation('saved-jobs');
  const [, setSearchParams] = useSearchParams();
  const actions = useJobCardActions();
  const [selectedJob, setSelectedJob] = React.useState<JobDto | null>(null);
  const { data, isPending, isError, refetch } = actions.savedJobs;

  return (
    <section aria-labelledby="saved-jobs-heading" className="grid gap-4">
      <h2 id="saved-jobs-heading" className="text-xl font-semibold">
        {t('title')} {data && <span className="text-base font-normal text-muted-foreground">({data.length})</span>}
      </h2>
      {isPending ? (
        <div className="grid gap-4" aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: 2 }, (_, index) => (
            <JobCardSkeleton key={index} />
          ))}
        </div>
      ) : isError ? (
        <div role="alert" className="rounded-lg border border-destructive/40 bg-red-50 p-6 text-center">
          <p className="font-medium">{t('errorTitle')}</p>
          <Button className="mt-3" variant="outline" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : data.length === 0 ? (
        <div className="rounded-lg border bg-white p-10 text-center">
          <Bookmark className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
          <p className="mt-3 text-lg font-semibold">{t('emptyTitle')}</p>
          <p className="text-muted-foreground">{t('emptyDescription')}</p>
          <Button className="mt-4" onClick={() => setSearchParams({ tab: 'jobs' })}>
            {t('browseJobs')}
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4" aria-label={t('listLabel')}>
          {data.map(({ job }) => (
            <li key={job.id}>
              <JobCard job={job} {...actions.cardProps(job)} onViewDetails={setSelectedJob} />
            </li>
          ))}
        </ul>
      )}
      <LazyJobDetailDialog job={selectedJob} onOpenChange={(open) => !open && setSelectedJob(null)} {...actions.dialogProps(selectedJob)} />
    </section>
  );
}
