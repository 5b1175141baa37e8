import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { COMPLEXITIES, PROJECT_PHASES, PROJECT_SIZES, SIZE_FACTORS, TIMELINES } from '@core/estimator/options';
import { laborEstimateRequestSchema, type LaborEstimateRequest } from '@core/estimator/schemas';
import { INDUSTRIES } from '@core/shared/options';
import { LocationInput } from '@/components/location-input';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { OptionSelect } from '@/components/ui/native-select';
import { optionLabel } from '@/lib/option-label';

type FormInput = z.input<typeof laborEstimateRequestSchema>;

// Spec 002 section 4: basic mode assumes the construction phase at intermediate complexity.
const DEFAULTS = {
  industry: '',
  projectPhase: 'construction',
  projectSize: '',
  timeline: '',
  location: '',
  complexity: 'intermediate',
} as unknown as FormInput;

/** The employer's estimate form; advanced mode also asks for the phase and the complexity. */
export function EstimateForm({
  isAdvanced,
  isPending,
  onSubmit,
}: {
  isAdvanced: boolean;
  isPending: boolean;
  onSubmit(request: LaborEstimateRequest): void;
}) {
  const { t } = useTranslation('estimator');
  const form = useForm<FormInput, unknown, LaborEstimateRequest>({
    resolver: zodResolver(laborEstimateRequestSchema),
    defaultValues: DEFAULTS,
  });
  const { errors } = form.formState;
  const [industry, projectSize, location, timeline] = useWatch({
    control: form.control,
    name: ['industry', 'projectSize', 'location', 'timeline'],
  });
  const isReady = Boolean(industry && projectSize && location.trim() && timeline);
  const prefix = isAdvanced ? 'advanced' : 'basic';

  return (
    <form className="grid gap-4 sm:grid-cols-2" noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <FormField id={`${prefix}-industry`} label={t('fields.industry')} error={errors.industry?.message}>
        <OptionSelect
          id={`${prefix}-industry`}
          placeholder={t('fields.choose')}
          options={INDUSTRIES.map((value) => ({ value, label: optionLabel('industry', value) }))}
          {...form.register('industry')}
        />
      </FormField>
      <FormField id={`${prefix}-size`} label={t('fields.projectSize')} error={errors.projectSize?.message}>
        <OptionSelect
          id={`${prefix}-size`}
          placeholder={t('fields.choose')}
          options={PROJECT_SIZES.map((value) => ({ value, label: t(`sizes.${value}`, { budget: SIZE_FACTORS[value].budget }) }))}
          {...form.register('projectSize')}
        />
      </FormField>
      <FormField id={`${prefix}-location`} label={t('fields.location')} error={errors.location?.message}>
        <Controller
          control={form.control}
          name="location"
          render={({ field }) => (
            <LocationInput
              id={`${prefix}-location`}
              ref={field.ref}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={t('fields.locationPlaceholder')}
            />
          )}
        />
      </FormField>
      <FormField id={`${prefix}-timeline`} label={t('fields.timeline')} error={errors.timeline?.message}>
        <OptionSelect
          id={`${prefix}-timeline`}
          placeholder={t('fields.choose')}
          options={TIMELINES.map((value) => ({ value, label: t(`timelines.${value}`) }))}
          {...form.register('timeline')}
        />
      </FormField>
      {isAdvanced && (
        <>
          <FormField id={`${prefix}-phase`} label={t('fields.projectPhase')} error={errors.projectPhase?.message}>
            <OptionSelect
              id={`${prefix}-phase`}
              placeholder={t('fields.choose')}
              options={PROJECT_PHASES.map((value) => ({ value, label: t(`phases.${value}`) }))}
              {...form.register('projectPhase')}
            />
          </FormField>
          <FormField id={`${prefix}-complexity`} label={t('fields.complexity')} error={errors.complexity?.message}>
            <OptionSelect
              id={`${prefix}-complexity`}
              placeholder={t('fields.choose')}
              options={COMPLEXITIES.map((value) => ({ value, label: t(`complexities.${value}`) }))}
              {...form.register('complexity')}
            />
          </FormField>
        </>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" className="w-full sm:w-auto" disabled={!isReady || isPending}>
          {isPending ? t('actions.calculating') : t('employer.calculate')}
        </Button>
      </div>
    </form>
  );
}
