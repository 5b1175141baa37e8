import * as React from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createJobSchema, EXPERIENCE_LEVELS_ON_EDIT, JOB_MESSAGES, updateJobSchema, type UpdateJob } from '@core/jobs/schemas';
import { EXPERIENCE_LEVELS, JOB_TYPES, JOB_TYPES_ON_EDIT } from '@core/shared/options';
import { SUBSCRIPTION_MESSAGES } from '@core/subscriptions/schemas';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage, isApiErrorFor } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { useCreateJob } from '../api/create-job';
import { useUpdateJob } from '../api/update-job';
import { clearJobDraft, saveJobDraft } from '../job-draft';
import { JobFormFields } from './job-form-fields';
import type { JobFormValues } from './job-form-values';

const REQUIRED_FIELDS = ['title', 'industry', 'description', 'location', 'jobType'] as const;

/** Create (mode 'create') or edit a job with the rules and messages of 002 section 5; edits accept both option lists. */
export function JobFormDialog({
  mode,
  open,
  onOpenChange,
  initialValues,
  jobId,
  onNoPostsLeft,
}: {
  mode: 'create' | 'edit';
  open: boolean;
  onOpenChange(open: boolean): void;
  initialValues: JobFormValues;
  jobId?: string;
  /** The plan had no post left: the form is kept as a draft (issue 55) and the caller offers to buy one. */
  onNoPostsLeft?(): void;
}) {
  const { t } = useTranslation('jobs');
  const createJob = useCreateJob();
  const updateJob = useUpdateJob();
  const isEdit = mode === 'edit';
  const schema = isEdit ? updateJobSchema : createJobSchema;
  const form = useForm<JobFormValues, unknown, UpdateJob>({
    resolver: zodResolver(schema) as unknown as Resolver<JobFormValues, unknown, UpdateJob>,
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const { handleSubmit, reset, watch } = form;

  React.useEffect(() => {
    if (open) reset(initialValues);
  }, [open, initialValues, reset]);

  const values = watch();
  const isMissingRequired = REQUIRED_FIELDS.some((field) => !values[field]?.trim());
  const isPending = createJob.isPending || updateJob.isPending;
  const jobTypes = isEdit ? JOB_TYPES_ON_EDIT : JOB_TYPES;
  const experienceLevels: readonly string[] = isEdit
    ? [...new Set([...EXPERIENCE_LEVELS_ON_EDIT, ...(values.experienceLevel ? [values.experienceLevel] : [])])]
    : EXPERIENCE_LEVELS;

  const onInvalid = (errors: FieldErrors<JobFormValues>) => {
    const salaryError = errors.salaryMin?.message ?? errors.salaryMax?.message;
    if (salaryError) {
      toast({ title: t('toast.invalidSalary'), description: translateMessage(salaryError), variant: 'destructive' });
      return;
    }
    const termsError = [errors.requiredCredentials, errors.preferredCredentials, errors.perDiem, errors.rotation].find(Boolean)?.message;
    if (termsError) {
      toast({ title: t('toast.error'), description: translateMessage(termsError), variant: 'destructive' });
      return;
    }
    toast({
      title: t('toast.missingInformation'),
      description: isEdit ? t('form.missingOnEdit') : t('form.missingOnCreate'),
      variant: 'destructive',
    });
  };

  const onValid = (job: UpdateJob) => {
    if (isEdit && jobId) {
      updateJob.mutate(
        { jobId, input: job },
        {
          onSuccess: (updated) => {
            const description = updated.reviewStatus === 'held' ? t('review.postedHeld') : t('toast.jobUpdatedDescription');
            toast({ title: t('toast.jobUpdated'), description });
            onOpenChange(false);
          },
          onError: (error) =>
            toast({
              title: t('toast.error'),
              description: getErrorMessage(error, t('toast.jobUpdateFailed')),
              variant: 'destructive',
            }),
        },
      );
      return;
    }
    createJob.mutate(job as Parameters<typeof createJob.mutate>[0], {
      onSuccess: (posted) => {
        // A held job is not live yet: the employer is told it is being reviewed instead.
        const description = posted.reviewStatus === 'held' ? t('review.postedHeld') : t('toast.jobPostedDescription');
        toast({ title: t('toast.jobPosted'), description });
        clearJobDraft();
        onOpenChange(false);
      },
      onError: (error) => {
        if (onNoPostsLeft && isApiErrorFor(error, SUBSCRIPTION_MESSAGES.noPostsLeft)) {
          saveJobDraft(form.getValues());
          onOpenChange(false);
          onNoPostsLeft();
          return;
        }
        toast({
          title: isApiErrorFor(error, JOB_MESSAGES.profileRequired) ? t('toast.profileRequired') : t('toast.error'),
          description: getErrorMessage(error, t('toast.jobPostFailed')),
          variant: 'destructive',
        });
      },
    });
  };

  const prefix = `job-${mode}`;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{isEdit ? t('form.editTitle') : t('form.createTitle')}</DialogTitle>
          <DialogDescription>{isEdit ? t('form.editDescription') : t('form.createDescription')}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
          <JobFormFields form={form} prefix={prefix} jobTypes={jobTypes} experienceLevels={experienceLevels} />
          <DialogFooter className="gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" disabled={isMissingRequired || isPending}>
              {isEdit
                ? updateJob.isPending
                  ? t('form.saving')
                  : t('form.saveChanges')
                : createJob.isPending
                  ? t('form.posting')
                  : t('form.post')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
