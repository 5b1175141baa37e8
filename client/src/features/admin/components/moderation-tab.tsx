import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { ModerationJob } from '@core/admin/moderation-schemas';
import { formatPay } from '@core/jobs/pay';
import { HOLD_REASON_LABELS } from '@core/trust/review';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useModeration } from '../api/get-moderation';
import { useApproveJob } from '../api/review-job';
import { RejectJobDialog } from './reject-job-dialog';

/** Jobs held for review, oldest first: why each was held, its text, and approve or reject. */
export function ModerationTab() {
  const { t } = useTranslation('admin');
  const { data, isPending, isError } = useModeration();
  if (isPending) return <p className="text-muted-foreground">{t('loading')}</p>;
  if (isError) return <p role="alert">{t('loadError')}</p>;
  if (data.jobs.length === 0) return <p className="text-muted-foreground">{t('moderation.empty')}</p>;
  return (
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-3" aria-label={t('moderation.listLabel')}>
      {data.jobs.map((job) => (
        <HeldJob key={job.id} job={job} />
      ))}
    </ul>
  );
}

function HeldJob({ job }: { job: ModerationJob }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language === 'es' ? 'es' : 'en';
  const approve = useApproveJob();
  const [isRejecting, setIsRejecting] = React.useState(false);
  const headingId = `held-job-${job.id}`;
  const pay = formatPay(job.salaryMin, job.salaryMax, job.payUnit, language);
  const onApprove = () =>
    approve.mutate(job.id, {
      onSuccess: () => toast({ title: t('moderation.approved', { title: job.title }) }),
      onError: (error) =>
        toast({ variant: 'destructive', title: t('moderation.failed'), description: getErrorMessage(error, t('moderation.tryAgain')) }),
    });
  return (
    <li
      aria-labelledby={headingId}
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2 rounded-md border bg-white p-3 text-sm [overflow-wrap:anywhere] sm:p-4"
      data-testid="held-job"
    >
      <h2 id={headingId} className="break-words text-base font-semibold">
        {job.title}
      </h2>
      <p className="break-words text-muted-foreground">
        {[job.companyName, job.employerEmail, job.location, pay, formatDateTime(job.postedAt)].filter(Boolean).join(' · ')}
        {job.employerVerified && ` · ${t('moderation.verified')}`}
      </p>
      <ul className="flex flex-wrap gap-1.5" aria-label={t('moderation.signals')}>
        {job.signals.map((signal) => (
          <li key={signal}>
            <Badge variant="warning" className="whitespace-normal">
              {HOLD_REASON_LABELS[signal][language]}
            </Badge>
          </li>
        ))}
      </ul>
      <p className="whitespace-pre-line break-words text-slate-700">{job.description}</p>
      {job.requirements.length > 0 && <p className="break-words text-slate-700">{job.requirements.join(' · ')}</p>}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={approve.isPending} onClick={onApprove}>
          {approve.isPending ? t('moderation.approving') : t('moderation.approve')}
        </Button>
        <Button size="sm" variant="outline" className="text-destructive" onClick={() => setIsRejecting(true)}>
          {t('moderation.reject')}
        </Button>
      </div>
      <RejectJobDialog job={job} open={isRejecting} onOpenChange={setIsRejecting} />
    </li>
  );
}
