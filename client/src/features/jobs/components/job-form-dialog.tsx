import * as React from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  createJobSchema,
  EXPERIENCE_LEVELS_ON_EDIT,
  JOB_LIST_LIMITS,
  JOB_MESSAGES,
  JOB_TOAST_TITLES,
  updateJobSchema,
  type JobDto,
  type UpdateJob,
} from '@core/jobs/schemas';
import { EXPERIENCE_LEVELS, INDUSTRIES, JOB_TYPES, JOB_TYPES_ON_EDIT } from '@core/shared/options';
import { optionLabel } from '@/lib/option-label';
import { LocationInput } from '@/components/location-input';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useCreateJob } from '../api/create-job';
import { useUpdateJob } from '../api/update-job';
import { ChipListInput } from '@/components/chip-list-input';
import { NativeSelect } from '@/components/ui/native-select';

export interface JobFormValues {
  title: string;
  industry: string;
  description: string;
  location: string;
  jobType: string;
  experienceLevel: string;
  salaryMin: string;
  salaryMax: string;
  requirements: string[];
  skills: string[];
}

export const EMPTY_JOB_FORM: JobFormValues = {
  title: '',
  industry: '',
  description: '',
  location: '',
  jobType: '',
  experienceLevel: '',
  salaryMin: '',
  salaryMax: '',
  requirements: [],
  skills: [],
};

export function jobToFormValues(job: JobDto): JobFormValues {
  return {
    title: job.title,
    industry: job.industry,
    description: job.description,
    location: job.location,
    jobType: job.jobType,
    experienceLevel: job.experienceLevel ?? '',
    salaryMin: job.salaryMin?.toString() ?? '',
    salaryMax: job.salaryMax?.toString() ?? '',
    requirements: job.requirements,
    skills: job.skills,
  };
}

const REQUIRED_FIELDS = ['title', 'industry', 'description', 'location', 'jobType'] as const;

/** Create (mode 'create') or edit a job with the rules and messages of 002 section 5; edits accept both option lists. */
export function JobFormDialog({
  mode,
  open,
  onOpenChange,
  initialValues,
  jobId,
}: {
  mode: 'create' | 'edit';
  open: boolean;
  onOpenChange(open: boolean): void;
  initialValues: JobFormValues;
  jobId?: string;
}) {
  const { t } = useTranslation('jobs');
  const entryLabels = {
    addLabel: t('form.addEntry'),
    removeLabel: (entry: string) => t('form.removeEntry', { entry }),
    maxItems: JOB_LIST_LIMITS.maxItems,
    maxLength: JOB_LIST_LIMITS.maxLength,
  };
  const createJob = useCreateJob();
  const updateJob = useUpdateJob();
  const isEdit = mode === 'edit';
  const schema = isEdit ? updateJobSchema : createJobSchema;
  const form = useForm<JobFormValues, unknown, UpdateJob>({
    resolver: zodResolver(schema) as unknown as Resolver<JobFormValues, unknown, UpdateJob>,
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const { register, handleSubmit, control, formState, reset, watch } = form;

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
      toast({ title: JOB_TOAST_TITLES.invalidSalary, description: salaryError, variant: 'destructive' });
      return;
    }
    toast({
      title: JOB_TOAST_TITLES.missingInformation,
      description: isEdit ? t('form.missingOnEdit') : t('form.missingOnCreate'),
      variant: 'destructive',
    });
  };

  const onValid = (job: UpdateJob) => {
    if (isEdit && jobId) {
      updateJob.mutate(
        { jobId, input: job },
        {
          onSuccess: () => {
            toast({ title: t('toast.jobUpdated'), description: t('toast.jobUpdatedDescription') });
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
      onSuccess: () => {
        toast({ title: t('toast.jobPosted'), description: t('toast.jobPostedDescription') });
        onOpenChange(false);
      },
      onError: (error) => {
        const message = getErrorMessage(error, t('toast.jobPostFailed'));
        toast({
          title: message === JOB_MESSAGES.profileRequired ? JOB_TOAST_TITLES.profileRequired : t('toast.error'),
          description: message,
          variant: 'destructive',
        });
      },
    });
  };

  const prefix = `job-${mode}`;
  const errors = formState.errors;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{isEdit ? t('form.editTitle') : t('form.createTitle')}</DialogTitle>
          <DialogDescription>{isEdit ? t('form.editDescription') : t('form.createDescription')}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
          <FormField id={`${prefix}-title`} label={t('form.title')} error={errors.title?.message}>
            <Input id={`${prefix}-title`} maxLength={150} aria-invalid={Boolean(errors.title)} {...register('title')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={`${prefix}-industry`} label={t('form.industry')} error={errors.industry?.message}>
              <NativeSelect id={`${prefix}-industry`} aria-invalid={Boolean(errors.industry)} {...register('industry')}>
                <option value="">{t('form.chooseIndustry')}</option>
                {INDUSTRIES.map((industry) => (
                  <option key={industry} value={industry}>
                    {optionLabel('industry', industry)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id={`${prefix}-job-type`} label={t('form.jobType')} error={errors.jobType?.message}>
              <NativeSelect id={`${prefix}-job-type`} aria-invalid={Boolean(errors.jobType)} {...register('jobType')}>
                <option value="">{t('form.chooseJobType')}</option>
                {jobTypes.map((jobType) => (
                  <option key={jobType} value={jobType}>
                    {optionLabel('jobType', jobType)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <FormField id={`${prefix}-description`} label={t('form.description')} error={errors.description?.message}>
            <Textarea
              id={`${prefix}-description`}
              rows={5}
              maxLength={10000}
              aria-invalid={Boolean(errors.description)}
              {...register('description')}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={`${prefix}-location`} label={t('form.location')} error={errors.location?.message}>
              <Controller
                control={control}
                name="location"
                render={({ field }) => (
                  <LocationInput
                    id={`${prefix}-location`}
                    maxLength={120}
                    aria-invalid={Boolean(errors.location)}
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                  />
                )}
              />
            </FormField>
            <FormField id={`${prefix}-experience`} label={t('form.experience')} error={errors.experienceLevel?.message}>
              <NativeSelect id={`${prefix}-experience`} {...register('experienceLevel')}>
                <option value="">{t('form.anyExperience')}</option>
                {experienceLevels.map((level) => (
                  <option key={level} value={level}>
                    {optionLabel('experienceLevel', level)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id={`${prefix}-salary-min`} label={t('form.salaryMin')} error={errors.salaryMin?.message}>
              <Input
                id={`${prefix}-salary-min`}
                inputMode="numeric"
                aria-invalid={Boolean(errors.salaryMin)}
                {...register('salaryMin')}
              />
            </FormField>
            <FormField id={`${prefix}-salary-max`} label={t('form.salaryMax')} error={errors.salaryMax?.message}>
              <Input
                id={`${prefix}-salary-max`}
                inputMode="numeric"
                aria-invalid={Boolean(errors.salaryMax)}
                {...register('salaryMax')}
              />
            </FormField>
          </div>
          <FormField id={`${prefix}-requirements`} label={t('form.requirements')}>
            <Controller
              control={control}
              name="requirements"
              render={({ field }) => (
                <ChipListInput
                  id={`${prefix}-requirements`}
                  value={field.value}
                  onChange={field.onChange}
                  placeholder={t('form.requirementsPlaceholder')}
                  {...entryLabels}
                />
              )}
            />
          </FormField>
          <FormField id={`${prefix}-skills`} label={t('form.skills')}>
            <Controller
              control={control}
              name="skills"
              render={({ field }) => (
                <ChipListInput
                  id={`${prefix}-skills`}
                  value={field.value}
                  onChange={field.onChange}
                  placeholder={t('form.skillsPlaceholder')}
                  {...entryLabels}
                />
              )}
            />
          </FormField>
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
