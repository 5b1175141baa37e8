import * as React from 'react';
import { Briefcase, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ESTIMATE_HANDOFF_KEY, parseEstimateHandoff, POST_MULTIPLE_JOBS_KEY, type EstimateHandoff } from '@core/estimator/handoff';
import { JOB_MESSAGES } from '@core/jobs/messages';
import type { JobDto } from '@core/jobs/schemas';
import { requireCode } from '@core/shared/messages';
import { SUBSCRIPTION_MESSAGES } from '@core/subscriptions/schemas';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useAuth } from '@/lib/auth';
import { useEmployerJobs } from '@/lib/api/get-employer-jobs';
import { useEmployerSubscription } from '@/lib/api/get-employer-subscription';
import { translateMessage } from '@/lib/i18n';
import { useRenewJob } from '../api/renew-job';
import { useUpdateJobStatus } from '../api/update-job-status';
import { clearJobDraft, readJobDraft } from '../job-draft';
import { BulkJobsDialog } from './bulk-jobs-dialog';
import { DeleteJobDialog } from './delete-job-dialog';
import { EmployerJobCard } from './employer-job-card';
import { JobFormDialog } from './job-form-dialog';
import { EMPTY_JOB_FORM, jobToFormValues, type JobFormValues } from './job-form-values';
import { NoPostsLeftDialog } from './no-posts-left-dialog';

export interface EmployerJobsTabProps {
  /** action=create&tab=jobs in the URL opens the create dialog once. */
  openCreateOnMount?: boolean;
  isProfileComplete: boolean;
}

type FormState = { mode: 'create'; values: JobFormValues } | { mode: 'edit'; values: JobFormValues; jobId: string };

function clearEstimateHandoff() {
  sessionStorage.removeItem(POST_MULTIPLE_JOBS_KEY);
  sessionStorage.removeItem(ESTIMATE_HANDOFF_KEY);
}

/** The employer's jobs: list, post, edit, activate/deactivate, delete, and posting from a labor estimate. */
export function EmployerJobsTab({ openCreateOnMount = false, isProfileComplete }: EmployerJobsTabProps) {
  const { t } = useTranslation('jobs');
  const { user } = useAuth();
  const jobs = useEmployerJobs(user?.id);
  const subscription = useEmployerSubscription(user?.id);
  const updateStatus = useUpdateJobStatus();
  const renew = useRenewJob();
  const [form, setForm] = React.useState<FormState | null>(null);
  const [jobToDelete, setJobToDelete] = React.useState<JobDto | null>(null);
  const [bulkEstimate, setBulkEstimate] = React.useState<EstimateHandoff | null>(null);
  const [isNoPostsPromptOpen, setIsNoPostsPromptOpen] = React.useState(false);
  const hasHandledMountAction = React.useRef(false);

  const usage = subscription.data;
  const hasNoPostLeft = usage !== undefined && usage.jobPostsLimit !== null && usage.jobPostsUsed >= usage.jobPostsLimit;
  const canPost = isProfileComplete && !hasNoPostLeft;

  React.useEffect(() => {
    // The allowance decides between the job form and the no-posts prompt, so wait for it.
    if (!openCreateOnMount || hasHandledMountAction.current || subscription.isPending) return;
    hasHandledMountAction.current = true;
    const handoff = parseEstimateHandoff(sessionStorage.getItem(ESTIMATE_HANDOFF_KEY));
    // A plan without posts cannot post: offer to buy one; the estimate or the job's draft stays stored for afterwards.
    if (isProfileComplete && hasNoPostLeft) {
      setIsNoPostsPromptOpen(true);
      return;
    }
    // Back from buying a post (issue 55): the job written before it, as it was left.
    const draft = isProfileComplete ? readJobDraft(EMPTY_JOB_FORM) : null;
    if (draft) {
      clearJobDraft();
      setForm({ mode: 'create', values: draft });
      toast({ title: t('draft.restoredTitle'), description: t('draft.restoredDescription') });
      return;
    }
    if (sessionStorage.getItem(POST_MULTIPLE_JOBS_KEY) === 'true') {
      if (handoff) setBulkEstimate(handoff);
      else {
        clearEstimateHandoff();
        toast({ title: t('bulk.noDataTitle'), description: t('bulk.noDataDescription'), variant: 'destructive' });
      }
      return;
    }
    if (!isProfileComplete) {
      toast({ title: t('toast.profileRequired'), description: translateMessage(JOB_MESSAGES.profileRequired), variant: 'destructive' });
      return;
    }
    if (handoff) {
      clearEstimateHandoff();
      setForm({
        mode: 'create',
        values: {
          ...EMPTY_JOB_FORM,
          industry: handoff.industry,
          location: handoff.location,
          description: t('handoff.description', {
            workers: handoff.estimatedWorkers,
            duration: handoff.estimatedDuration,
            location: handoff.location,
          }),
          skills: handoff.requiredSkills,
        },
      });
      toast({ title: t('handoff.loadedTitle'), description: t('handoff.loadedDescription') });
      return;
    }
    setForm({ mode: 'create', values: EMPTY_JOB_FORM });
  }, [openCreateOnMount, isProfileComplete, hasNoPostLeft, subscription.isPending, t]);

  const toggleActive = (job: JobDto) =>
    updateStatus.mutate(
      { jobId: job.id, isActive: !job.isActive },
      {
        onSuccess: (updated) =>
          toast({ title: t('toast.jobUpdated'), description: updated.isActive ? t('toast.activated') : t('toast.deactivated') }),
        onError: (error) =>
          toast({ title: t('toast.error'), description: getErrorMessage(error, t('toast.jobUpdateFailed')), variant: 'destructive' }),
      },
    );

  // A renewal uses a post as posting does, so with none left it leads to buying one the same way.
  const renewJob = (job: JobDto) => {
    if (hasNoPostLeft) {
      setIsNoPostsPromptOpen(true);
      return;
    }
    renew.mutate(job.id, {
      onSuccess: (renewed) =>
        toast({
          title: t('employer.expiry.renewedTitle'),
          description: t('employer.expiry.renewedDescription', { date: formatDate(renewed.expiresAt) }),
        }),
      onError: (error) => {
        if (error instanceof ApiError && error.code === requireCode(SUBSCRIPTION_MESSAGES.noPostsLeft)) setIsNoPostsPromptOpen(true);
        else
          toast({
            title: t('employer.expiry.renewFailed'),
            description: getErrorMessage(error, t('toast.tryAgain')),
            variant: 'destructive',
          });
      },
    });
  };

  return (
    <section aria-labelledby="employer-jobs-heading" className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="employer-jobs-heading" className="text-xl font-semibold">
          {t('employer.title')} {jobs.data && <span className="text-base font-normal text-muted-foreground">({jobs.data.length})</span>}
        </h2>
        <Button disabled={!canPost} onClick={() => setForm({ mode: 'create', values: EMPTY_JOB_FORM })}>
          <Plus aria-hidden="true" />
          {t('employer.postNew')}
        </Button>
      </div>
      {!isProfileComplete ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{translateMessage(JOB_MESSAGES.profileRequired)}</p>
      ) : (
        hasNoPostLeft && (
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            {t('employer.noPostsLeft')}{' '}
            <Link to="/pricing" className="font-medium underline">
              {t('employer.viewPlans')}
            </Link>
          </p>
        )
      )}

      {jobs.isPending ? (
        <div role="status" className="grid gap-4" aria-busy="true" aria-label={t('search.loading')}>
          {Array.from({ length: 2 }, (_, index) => (
            <div key={index} className="h-40 animate-pulse rounded-lg bg-slate-200" aria-hidden="true" />
          ))}
        </div>
      ) : jobs.isError ? (
        <div role="alert" className="rounded-lg border border-destructive/40 bg-red-50 p-6 text-center">
          <p className="font-medium">{t('employer.errorTitle')}</p>
          <Button className="mt-3" variant="outline" onClick={() => void jobs.refetch()}>
            {t('search.retry')}
          </Button>
        </div>
      ) : jobs.data.length === 0 ? (
        <div className="rounded-lg border bg-white p-10 text-center">
          <Briefcase className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
          <p className="mt-3 text-lg font-semibold">{t('employer.emptyTitle')}</p>
          <p className="text-muted-foreground">{t('employer.emptyDescription')}</p>
        </div>
      ) : (
        <ul className="grid gap-4" aria-label={t('employer.listLabel')}>
          {jobs.data.map((job) => (
            <li key={job.id}>
              <EmployerJobCard
                job={job}
                isStatusPending={updateStatus.isPending && updateStatus.variables?.jobId === job.id}
                isRenewPending={renew.isPending && renew.variables === job.id}
                onEdit={() => setForm({ mode: 'edit', jobId: job.id, values: jobToFormValues(job) })}
                // A copy is a new post: it uses an allowance like any other, so no posts left offers to buy one.
                onDuplicate={() =>
                  hasNoPostLeft ? setIsNoPostsPromptOpen(true) : setForm({ mode: 'create', values: jobToFormValues(job) })
                }
                canDuplicate={isProfileComplete}
                onToggleActive={() => toggleActive(job)}
                onRenew={() => renewJob(job)}
                onDelete={() => setJobToDelete(job)}
              />
            </li>
          ))}
        </ul>
      )}

      {form && (
        <JobFormDialog
          mode={form.mode}
          open
          onOpenChange={(open) => !open && setForm(null)}
          initialValues={form.values}
          jobId={form.mode === 'edit' ? form.jobId : undefined}
          onNoPostsLeft={() => setIsNoPostsPromptOpen(true)}
        />
      )}

      <DeleteJobDialog job={jobToDelete} onClose={() => setJobToDelete(null)} />

      <NoPostsLeftDialog open={isNoPostsPromptOpen} onOpenChange={setIsNoPostsPromptOpen} />

      <BulkJobsDialog
        estimate={bulkEstimate}
        onOpenChange={(open) => {
          if (open) return;
          setBulkEstimate(null);
          clearEstimateHandoff();
        }}
        onPosted={() => {
          setBulkEstimate(null);
          clearEstimateHandoff();
        }}
      />
    </section>
  );
}
