import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { expectedPayFormValue, expectedPayFromForm } from '@core/applications/expected-pay';
import { updateApplicationRequestSchema, type WorkerApplication } from '@core/applications/schemas';
import { PAY_UNITS, type PayUnit } from '@core/jobs/pay';
import { FormDialog, type DialogOpenProps } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useUpdateApplication } from '../api/update-application';
import { useApplicationDialog } from './use-application-dialog';

type FormInput = z.input<typeof updateApplicationRequestSchema>;
type FormOutput = z.output<typeof updateApplicationRequestSchema>;

export function EditApplicationDialog({ userId, ...props }: DialogOpenProps & { application: WorkerApplication; userId: string }) {
  const { application, open } = props;
  const { t } = useTranslation('applications');
  const update = useUpdateApplication(userId);
  const { frame, outcome } = useApplicationDialog('edit', props);
  const { idPrefix } = frame;
  // Pay is typed as it was quoted, by the hour when no unit was recorded; the API keeps the yearly figure (001).
  const initialPay = expectedPayFormValue(application.expectedSalary, application.expectedPayUnit);
  const [unit, setUnit] = React.useState<PayUnit>(initialPay.unit);
  React.useEffect(() => setUnit(initialPay.unit), [open, initialPay.unit]);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(updateApplicationRequestSchema),
    values: { coverLetter: application.coverLetter ?? '', expectedSalary: initialPay.text, availability: application.availability ?? '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((input) => {
    const text = String(form.getValues('expectedSalary') ?? '');
    // Untouched pay keeps its exact yearly figure and unit: a figure shown rounded to the hour must not drift.
    const isUnchanged = text.trim() === initialPay.text && unit === initialPay.unit;
    const pay = isUnchanged
      ? ({ ok: true, expectedSalary: application.expectedSalary, expectedPayUnit: application.expectedPayUnit } as const)
      : expectedPayFromForm(text, unit);
    if (!pay.ok) {
      form.setError('expectedSalary', { message: pay.message });
      return;
    }
    update.mutate(
      { id: application.id, input: { ...input, expectedSalary: pay.expectedSalary, expectedPayUnit: pay.expectedPayUnit } },
      outcome,
    );
  });

  return (
    <FormDialog {...frame} actionLabel={t('edit.save')} pendingLabel={t('edit.saving')} isPending={update.isPending} onSubmit={submit}>
      <FormField id={`${idPrefix}-cover`} label={t('edit.coverLetter')} error={errors.coverLetter?.message}>
        <Textarea id={`${idPrefix}-cover`} rows={6} {...form.register('coverLetter')} />
      </FormField>
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,8rem)] items-start gap-3">
        <FormField
          id={`${idPrefix}-salary`}
          label={t('edit.expectedPay', { unit: t(`edit.payUnitLabel.${unit}`) })}
          error={errors.expectedSalary?.message}
        >
          <Input
            id={`${idPrefix}-salary`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            aria-describedby={`${idPrefix}-salary-hint`}
            aria-invalid={Boolean(errors.expectedSalary)}
            {...form.register('expectedSalary')}
          />
          <p id={`${idPrefix}-salary-hint`} className="text-xs text-muted-foreground">
            {t('edit.expectedSalaryHint')}
          </p>
        </FormField>
        <FormField id={`${idPrefix}-unit`} label={t('edit.payUnit')}>
          <NativeSelect id={`${idPrefix}-unit`} value={unit} onChange={(event) => setUnit(event.target.value as PayUnit)}>
            {PAY_UNITS.map((value) => (
              <option key={value} value={value}>
                {t(`edit.payUnitOption.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField id={`${idPrefix}-availability`} label={t('edit.availability')} error={errors.availability?.message}>
        <Input id={`${idPrefix}-availability`} placeholder={t('edit.availabilityPlaceholder')} {...form.register('availability')} />
      </FormField>
    </FormDialog>
  );
}
