import * as React from 'react';
import { BarChart3, Copy, Pencil, Power, RefreshCw, Share2, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES } from '@core/applications/schemas';
import type { EmployerJobDto } from '@core/jobs/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { optionLabel } from '@/lib/option-label';
import { formatPostedAge, formatSalary } from '../utils/job-labels';
import { JobDistributionPanel } from './job-distribution-panel';
import { JobTermBadges } from './job-credentials';

const JobActivityChart = React.lazy(() => import('./job-activity-chart').then((m) => ({ default: m.JobActivityChart })));

/**
 * One of the employer's own jobs, with its views and applications per stage, its post's expiry,
 * edit, duplicate, activate/deactivate (renew once expired) and delete.
 */
export function EmployerJobCard({
  job,
  isStatusPending,
  isRenewPending,
  onEdit,
  onDuplicate,
  canDuplicate,
  onToggleActive,
  onRenew,
  onDelete,
}: {
  job: EmployerJobDto;
  isStatusPending: boolean;
  isRenewPending: boolean;
  onEdit(): void;
  onDuplicate(): void;
  canDuplicate: boolean;
  onToggleActive(): void;
  onRenew(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation('jobs');
  const [isActivityOpen, setIsActivityOpen] = React.useState(false);
  const [isDistributionOpen, setIsDistributionOpen] = React.useState(false);
  const totalApplications = Object.values(job.applicationCounts).reduce((sum, count) => sum + count, 0);
  return (
    <Card aria-labelledby={`employer-job-${job.id}`} data-testid="employer-job">
      <CardHeader className="gap-2 pb-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={`employer-job-${job.id}`} className="text-lg font-semibold">
            {job.title}
          </h3>
          <div className="flex gap-1.5">
            {job.isBoosted && <Badge variant="warning">{t('card.boosted')}</Badge>}
            {job.reviewStatus === 'published' ? (
              <Badge variant={job.isActive ? 'success' : 'secondary'}>{job.isActive ? t('employer.active') : t('employer.inactive')}</Badge>
            ) : (
              <Badge variant={job.reviewStatus === 'held' ? 'warning' : 'danger'} data-testid="job-review-status">
                {t(`employer.review.${job.reviewStatus}`)}
              </Badge>
            )}
          </div>
        </div>
        <p className="text-sm text-muted-foreground">
          {[job.location, optionLabel('jobType', job.jobType), formatSalary(t, job), formatPostedAge(t, job.postedAt)].join(' · ')}
        </p>
        {job.reviewStatus === 'rejected' && job.reviewNote && (
          <p className="break-words text-sm font-medium text-red-700" data-testid="job-rejection">
            {t('employer.review.rejectedReason', { reason: job.reviewNote })}
          </p>
        )}
        {job.reviewStatus === 'held' && <p className="text-sm text-amber-800">{t('employer.review.heldHint')}</p>}
        <p className={job.isExpired ? 'text-sm font-medium text-red-700' : 'text-sm text-muted-foreground'} data-testid="job-expiry">
          {t(job.isExpired ? 'employer.expiry.expired' : 'employer.expiry.expires', { date: formatDate(job.expiresAt) })}
        </p>
      </CardHeader>
      <CardContent className="pb-3 text-sm">
        <p className="line-clamp-2 text-slate-700">{job.description}</p>
        {job.positions > 1 && <p className="mt-1">{t('detail.positions', { count: job.positions })}</p>}
        <div className="mt-2 empty:hidden">
          <JobTermBadges job={job} />
        </div>
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('employer.stats.statsLabel')}>
          <li>
            <Badge variant="outline">{t('employer.stats.views', { count: job.views })}</Badge>
          </li>
          <li>
            <Badge variant="outline">{t('employer.stats.applications', { count: totalApplications })}</Badge>
          </li>
          {APPLICATION_STATUSES.filter((status) => job.applicationCounts[status] > 0).map((status) => (
            <li key={status}>
              <Badge variant="secondary">
                {t(`employer.stats.stages.${status}`)}: {job.applicationCounts[status]}
              </Badge>
            </li>
          ))}
        </ul>
        {isActivityOpen && (
          <div id={`employer-job-${job.id}-activity`} className="mt-3">
            <React.Suspense fallback={<div className="h-40 animate-pulse rounded-md bg-slate-100" aria-hidden="true" />}>
              <JobActivityChart jobId={job.id} />
            </React.Suspense>
          </div>
        )}
        {isDistributionOpen && (
          <div id={`employer-job-${job.id}-distribution`} className="mt-3">
            <JobDistributionPanel jobId={job.id} />
          </div>
        )}
      </CardContent>
      {/* The small buttons take a finger's 44 px on a narrow screen whatever the pointer; desktops keep their 36 px row. */}
      <CardFooter className="flex flex-wrap gap-2 max-sm:*:min-h-11">
        <Button variant="outline" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          {t('employer.edit')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={isActivityOpen}
          aria-controls={`employer-job-${job.id}-activity`}
          onClick={() => setIsActivityOpen((open) => !open)}
        >
          <BarChart3 aria-hidden="true" />
          {isActivityOpen ? t('employer.stats.hideActivity') : t('employer.stats.showActivity')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={isDistributionOpen}
          aria-controls={`employer-job-${job.id}-distribution`}
          onClick={() => setIsDistributionOpen((open) => !open)}
        >
          <Share2 aria-hidden="true" />
          {t('employer.distribution.toggle')}
        </Button>
        <Button variant="outline" size="sm" disabled={!canDuplicate} onClick={onDuplicate}>
          <Copy aria-hidden="true" />
          {t('employer.duplicate')}
        </Button>
        {job.reviewStatus !== 'published' ? null : job.isExpired ? (
          // Reopening would not extend the post: an expired job is listed again by a renewal, which uses a post.
          <Button size="sm" disabled={isRenewPending} onClick={onRenew}>
            <RefreshCw aria-hidden="true" />
            {isRenewPending ? t('employer.expiry.renewing') : t('employer.expiry.renew')}
          </Button>
        ) : (
          <Button variant="outline" size="sm" disabled={isStatusPending} onClick={onToggleActive}>
            <Power aria-hidden="true" />
            {job.isActive ? t('employer.deactivate') : t('employer.activate')}
          </Button>
        )}
        <Button variant="outline" size="sm" className="text-destructive" onClick={onDelete}>
          <Trash2 aria-hidden="true" />
          {t('employer.delete')}
        </Button>
      </CardFooter>
    </Card>
  );
}
