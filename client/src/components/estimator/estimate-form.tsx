import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
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
import { cn } from '@/lib/utils';

type FormInput = z.input<typeof laborEstimateRequestSchema>;
export type EstimateFieldName = keyof FormInput & keyof LaborEstimateRequest;
export type EstimateFormDefaults = Record<EstimateFieldName, string>;

const ID_SUFFIX: Record<EstimateFieldName, string> = {
  industry: 'industry',
  projectPhase: 'phase',
  projectSize: 'size',
  timeline: 'timeline',
  location: 'location',
  complexity: 'complexity',
};

/**
 * The one labor-estimate form: the landing page's wizard and the employer tab differ only in how
 * the fields are grouped into steps, their defaults and the submit button. With more than one
 * step, Continue checks that step's fields and Back keeps the answers; the last step submits.
 */
export function EstimateForm({
  idPrefix,
  steps,
  defaultValues,
  submitLabel,
  isPending = false,
  isDisabledUntilFilled = false,
  onStepChange,
  onSubmit,
}: {
  idPrefix: string;
  steps: readonly (readonly EstimateFieldName[])[];
  defaultValues: EstimateFormDefaults;
  submitLabel: string;
  isPending?: boolean;
  /** Keep the submit button disabled until every field of the step has a value (002 section 4). */
  isDisabledUntilFilled?: boolean;
  onStepChange?(stepIndex: number): void;
  onSubmit(request: LaborEstimateRequest): void;
}) {
  const { t } = useTranslation('estimator');
  const [stepIndex, setStepIndex] = React.useState(0);
  const form = useForm<FormInput, unknown, LaborEstimateRequest>({
    resolver: zodResolver(laborEstimateRequestSchema),
    defaultValues: defaultValues as unknown as FormInput,
  });
  const fields = steps[stepIndex] ?? [];
  const isLastStep = stepIndex === steps.length - 1;
  const values = useWatch({ control: form.control, name: fields as EstimateFieldName[] }) as unknown[];
  const isFilled = values.every((value) => String(value ?? '').trim() !== '');

  const goTo = (next: number) => {
    setStepIndex(next);
    onStepChange?.(next);
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    if (isLastStep) return void form.handleSubmit(onSubmit)(event);
    event.preventDefault();
    void form.trigger([...fields]).then((isValid) => isValid && goTo(stepIndex + 1));
  };

  return (
    <form className="grid gap-4 sm:grid-cols-2" noValidate onSubmit={submit}>
      {fields.map((name) => (
        <EstimateField key={name} form={form} name={name} id={`${idPrefix}-${ID_SUFFIX[name]}`} />
      ))}
      <div className={cn('flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row', stepIndex > 0 ? 'sm:justify-between' : 'sm:justify-end')}>
        {stepIndex > 0 && (
          <Button type="button" variant="outline" onClick={() => goTo(stepIndex - 1)}>
            {t('actions.back')}
          </Button>
        )}
        <Button type="submit" className="w-full sm:w-auto" disabled={isPending || (isDisabledUntilFilled && !isFilled)}>
          {!isLastStep ? t('actions.continue') : isPending ? t('actions.calculating') : submitLabel}
        </Button>
      </div>
    </form>
  );
}

function EstimateField({
  form,
  name,
  id,
}: {
  form: UseFormReturn<FormInput, unknown, LaborEstimateRequest>;
  name: EstimateFieldName;
  id: string;
}) {
  const { t } = useTranslation('estimator');
  const error = form.formState.errors[name]?.message;
  const select = (label: string, options: { value: string; label: string }[]) => (
    <FormField id={id} label={label} error={error}>
      <OptionSelect id={id} placeholder={t('fields.choose')} options={options} aria-invalid={Boolean(error)} {...form.register(name)} />
    </FormField>
  );

  switch (name) {
    case 'industry':
      return select(
        t('fields.industry'),
        INDUSTRIES.map((value) => ({ value, label: optionLabel('industry', value) })),
      );
    case 'projectPhase':
      return select(
        t('fields.projectPhase'),
        PROJECT_PHASES.map((value) => ({ value, label: t(`phases.${value}`) })),
      );
    case 'projectSize':
      return select(
        t('fields.projectSize'),
        PROJECT_SIZES.map((value) => ({ value, label: t(`sizes.${value}`, { budget: SIZE_FACTORS[value].budget }) })),
      );
    case 'timeline':
      return select(
        t('fields.timeline'),
        TIMELINES.map((value) => ({ value, label: t(`timelines.${value}`) })),
      );
    case 'complexity':
      return select(
        t('fields.complexity'),
        COMPLEXITIES.map((value) => ({ value, label: t(`complexities.${value}`) })),
      );
    case 'location':
      return (
        <FormField id={id} label={t('fields.location')} error={error}>
          <Controller
            control={form.control}
            name="location"
            render={({ field }) => (
              <LocationInput
                id={id}
                ref={field.ref}
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                placeholder={t('fields.locationPlaceholder')}
                aria-invalid={Boolean(error)}
              />
            )}
          />
        </FormField>
      );
  }
}
