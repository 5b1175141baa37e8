import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { JOB_LIST_LIMITS, type UpdateJob } from '@core/jobs/schemas';
import { INDUSTRIES } from '@core/shared/options';
import { ChipListInput } from '@/components/chip-list-input';
import { LocationInput } from '@/components/location-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { OptionItems } from '@/components/option-items';
import { usePlaces } from '@/lib/api/get-places';
import type { JobFormValues } from './job-form-values';
import { PayUnitOptions } from './pay-unit-options';
import { JobTermsFields, type JobTermsValues } from './job-terms-fields';

/** The job form's inputs; the dialog decides which option lists apply (create or edit). */
export function JobFormFields({
  form,
  prefix,
  jobTypes,
  experienceLevels,
}: {
  form: UseFormReturn<JobFormValues, unknown, UpdateJob>;
  prefix: string;
  jobTypes: readonly string[];
  experienceLevels: readonly string[];
}) {
  const { t } = useTranslation('jobs');
  const { register, control, watch, setValue } = form;
  const errors = form.formState.errors;
  const [requiredCredentials, preferredCredentials, perDiem, lodgingProvided, travelRequired, rotation, overtimeExpected] = watch([
    'requiredCredentials',
    'preferredCredentials',
    'perDiem',
    'lodgingProvided',
    'travelRequired',
    'rotation',
    'overtimeExpected',
  ]);
  const terms: JobTermsValues = {
    requiredCredentials,
    preferredCredentials,
    perDiem,
    lodgingProvided,
    travelRequired,
    rotation,
    overtimeExpected,
  };
  const changeTerms = (patch: Partial<JobTermsValues>) => {
    for (const [key, value] of Object.entries(patch)) {
      setValue(key as keyof JobTermsValues, value as never, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    }
  };
  const entryLabels = {
    addLabel: t('form.addEntry'),
    removeLabel: (entry: string) => t('form.removeEntry', { entry }),
    maxItems: JOB_LIST_LIMITS.maxItems,
    maxLength: JOB_LIST_LIMITS.maxLength,
  };

  return (
    <>
      <FormField id={`${prefix}-title`} label={t('form.title')} error={errors.title?.message}>
        <Input id={`${prefix}-title`} maxLength={150} aria-invalid={Boolean(errors.title)} {...register('title')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${prefix}-industry`} label={t('form.industry')} error={errors.industry?.message}>
          <NativeSelect id={`${prefix}-industry`} aria-invalid={Boolean(errors.industry)} {...register('industry')}>
            <OptionItems list="industry" values={INDUSTRIES} placeholder={t('form.chooseIndustry')} />
          </NativeSelect>
        </FormField>
        <FormField id={`${prefix}-job-type`} label={t('form.jobType')} error={errors.jobType?.message}>
          <NativeSelect id={`${prefix}-job-type`} aria-invalid={Boolean(errors.jobType)} {...register('jobType')}>
            <OptionItems list="jobType" values={jobTypes} placeholder={t('form.chooseJobType')} />
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
              <>
                <LocationInput
                  id={`${prefix}-location`}
                  maxLength={120}
                  aria-invalid={Boolean(errors.location)}
                  aria-describedby={`${prefix}-location-note`}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
                <UnknownPlaceNote id={`${prefix}-location-note`} location={field.value} />
              </>
            )}
          />
        </FormField>
        <FormField id={`${prefix}-experience`} label={t('form.experience')} error={errors.experienceLevel?.message}>
          <NativeSelect id={`${prefix}-experience`} {...register('experienceLevel')}>
            <OptionItems list="experienceLevel" values={experienceLevels} placeholder={t('form.anyExperience')} />
          </NativeSelect>
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id={`${prefix}-pay-unit`} label={t('form.payUnit')} error={errors.payUnit?.message}>
          <NativeSelect id={`${prefix}-pay-unit`} {...register('payUnit')}>
            <PayUnitOptions />
          </NativeSelect>
        </FormField>
        <FormField id={`${prefix}-salary-min`} label={t('form.salaryMin')} error={errors.salaryMin?.message}>
          <Input id={`${prefix}-salary-min`} inputMode="numeric" aria-invalid={Boolean(errors.salaryMin)} {...register('salaryMin')} />
        </FormField>
        <FormField id={`${prefix}-salary-max`} label={t('form.salaryMax')} error={errors.salaryMax?.message}>
          <Input id={`${prefix}-salary-max`} inputMode="numeric" aria-invalid={Boolean(errors.salaryMax)} {...register('salaryMax')} />
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
      <JobTermsFields
        prefix={prefix}
        value={terms}
        onChange={changeTerms}
        errors={{
          requiredCredentials: errors.requiredCredentials?.message,
          preferredCredentials: errors.preferredCredentials?.message,
          perDiem: errors.perDiem?.message,
          rotation: errors.rotation?.message,
        }}
      />
    </>
  );
}

/** Said while the location names no place the server knows: such a job is posted, but no distance search finds it. */
function UnknownPlaceNote({ id, location }: { id: string; location: string }) {
  const { t } = useTranslation('jobs');
  const { isUnknown } = usePlaces(location);
  return (
    <p id={id} role="status" className="text-sm text-amber-900 empty:hidden">
      {isUnknown && t('form.unknownPlace', { location: location.trim() })}
    </p>
  );
}
