import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { JobDto } from '@core/jobs/schemas';
import { useStableCallback } from '@/hooks/use-stable-callback';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useCreateApplication } from '../api/create-application';
import { useSavedJobs } from '../api/get-saved-jobs';
import { useWorkerApplications } from '@/lib/api/get-worker-applications';
import { useSaveJob } from '../api/save-job';
import { useUnsaveJob } from '../api/unsave-job';
import type { ApplyState } from '../components/apply-button';
import type { ApplyDetails } from '../components/job-detail-dialog';
import type { SaveState } from '../components/job-card';

/** Apply and save/unsave for job cards, with the worker's applied and saved jobs behind the button states. */
export function useJobCardActions() {
  const { t } = useTranslation('jobs');
  const { user } = useAuth();
  const isWorker = user?.userType === 'worker';
  const applications = useWorkerApplications(isWorker ? user.id : undefined);
  const savedJobs = useSavedJobs(isWorker);
  const createApplication = useCreateApplication();
  const saveJob = useSaveJob();
  const unsaveJob = useUnsaveJob();

  const appliedJobIds = React.useMemo(
    () => new Set((applications.data ?? []).map((application) => application.jobId).filter(Boolean)),
    [applications.data],
  );
  const savedJobIds = React.useMemo(() => new Set((savedJobs.data ?? []).map((saved) => saved.jobId)), [savedJobs.data]);

  const getApplyState = (jobId: string): ApplyState => {
    if (appliedJobIds.has(jobId)) return 'applied';
    return createApplication.isPending && createApplication.variables?.jobId === jobId ? 'applying' : 'idle';
  };

  const getSaveState = (jobId: string): SaveState => {
    const isBusy = (saveJob.isPending && saveJob.variables === jobId) || (unsaveJob.isPending && unsaveJob.variables === jobId);
    if (isBusy) return 'saving';
    return savedJobIds.has(jobId) ? 'saved' : 'idle';
  };

  // Apply Now on a card sends no details: the server fills expected pay and availability from the profile.
  const apply = (jobId: string, details?: ApplyDetails) =>
    createApplication.mutate(
      { jobId, ...details, coverLetter: details?.coverLetter || undefined },
      {
        onSuccess: () => toast({ title: t('toast.applied'), description: t('toast.appliedDescription') }),
        onError: (error) =>
          toast({
            title: t('toast.applyFailed'),
            description: getErrorMessage(error, t('toast.applyFailedDescription')),
            variant: 'destructive',
          }),
      },
    );

  const toggleSave = (jobId: string) => {
    if (savedJobIds.has(jobId)) {
      unsaveJob.mutate(jobId, {
        onSuccess: () => toast({ title: t('toast.unsaved'), description: t('toast.unsavedDescription') }),
        onError: (error) =>
          toast({
            title: t('toast.unsaveFailed'),
            description: getErrorMessage(error, t('toast.tryAgain')),
            variant: 'destructive',
          }),
      });
      return;
    }
    saveJob.mutate(jobId, {
      onSuccess: () => toast({ title: t('toast.saved'), description: t('toast.savedDescription') }),
      onError: (error) =>
        toast({ title: t('toast.saveFailed'), description: getErrorMessage(error, t('toast.tryAgain')), variant: 'destructive' }),
    });
  };

  // The same two handlers for every card and every render: a memoised card renders again only when its job or states change.
  const onApply = useStableCallback((job: JobDto) => apply(job.id));
  const onToggleSave = useStableCallback((job: JobDto) => toggleSave(job.id));

  /** What a JobCard needs for one job. */
  const cardProps = (job: JobDto) => ({
    applyState: getApplyState(job.id),
    saveState: getSaveState(job.id),
    onApply,
    onToggleSave,
  });

  /** What the JobDetailDialog needs for the job it shows (none while closed). */
  const dialogProps = (job: JobDto | null) => ({
    applyState: job ? getApplyState(job.id) : ('idle' as const),
    saveState: job ? getSaveState(job.id) : ('idle' as const),
    onApply: (shown: JobDto, details: ApplyDetails) => apply(shown.id, details),
    onToggleSave: (shown: JobDto) => toggleSave(shown.id),
  });

  return { cardProps, dialogProps, savedJobs };
}
