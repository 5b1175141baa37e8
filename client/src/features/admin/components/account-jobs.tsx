import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountDetail } from '@core/admin/account-schemas';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useCloseJob } from '../api/close-job';
import { AccountSection } from './account-section';
import { ReasonDialog } from './reason-dialog';

type Job = AccountDetail['jobs'][number];

/** The account's jobs; an open one can be closed, with a reason its employer is e-mailed. */
export function AccountJobs({ jobs }: { jobs: Job[] }) {
  const { t } = useTranslation('admin');
  const closeJob = useCloseJob();
  const [closing, setClosing] = React.useState<Job | null>(null);
  return (
    <>
      <AccountSection title={t('accounts.jobs')} empty={jobs.length === 0}>
        {jobs.map((job) => (
          <li key={job.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0 [overflow-wrap:anywhere]">
              {job.title} · {job.isActive ? t('accounts.open') : t('accounts.closed')} · {formatDate(job.postedAt)}
            </span>
            {job.isActive && (
              <Button
                size="sm"
                variant="outline"
                aria-label={t('accounts.closeJobFor', { title: job.title })}
                onClick={() => setClosing(job)}
              >
                {t('accounts.closeJob')}
              </Button>
            )}
          </li>
        ))}
      </AccountSection>
      {closing && (
        <ReasonDialog
          key={closing.id}
          open
          onOpenChange={(open) => !open && setClosing(null)}
          idPrefix={`close-job-${closing.id}`}
          title={t('accounts.closeJobTitle', { title: closing.title })}
          description={t('accounts.closeJobDescription')}
          actionLabel={t('accounts.closeJob')}
          isPending={closeJob.isPending}
          onConfirm={(reason) =>
            closeJob.mutate(
              { jobId: closing.id, reason },
              {
                onSuccess: () => {
                  toast({ title: t('accounts.jobClosedToast') });
                  setClosing(null);
                },
                onError: (error) =>
                  toast({ variant: 'destructive', title: t('actionFailed'), description: getErrorMessage(error, t('loadError')) }),
              },
            )
          }
        />
      )}
    </>
  );
}
