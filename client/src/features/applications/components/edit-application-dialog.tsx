import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { updateApplicationRequestSchema, type WorkerApplication } from '@core/applications/schemas';
import { FormDialog, type DialogOpenProps } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { useUpdateApplication } from '../api/update-application';

type FormInput = z.input<typeof updateApplicationRequestSchema>;
type FormOutput = z.output<typeof updateApplicationRequestSchema>;

export function EditApplicationDialog({
  application,
  userId,
  open,
  onOpenChange,
}: DialogOpenProps & { application: WorkerApplication; userId: string }) {
  const { t } = useTranslation('applications');
  const update = useUpdateApplication(userId);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(updateApplicationRequestSchema),
    values: {
      coverLetter: application.coverLetter ?? '',
      expectedSalary: application.expectedSalary === null ? '' : String(application.expectedSalary),
      availability: application.availability ?? '',
    },
  });
  const { errors } = form.formState;
  const idPrefix = `edit-application-${application.id}`;

  // The dialog edits the yearly figure; an unchanged one keeps the unit it was quoted in ("$42/hr").
  const submit = form.handleSubmit((input) =>
    update.mutate(
      {
        id: application.id,
        input: input.expectedSalary === application.expectedSalary ? { ...input, expectedPayUnit: application.expectedPayUnit } : input,
      },
      {
        onSuccess: () => {
          toast({ title: t('edit.successTitle'), description: t('edit.successDescription') });
          onOpenChange(false);
        },
        onError: () => toast({ variant: 'destructive', title: t('edit.errorTitle'), description: t('edit.errorDescription') }),
      },
    ),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      idPrefix={idPrefix}
      title={t('edit.title')}
      description={t('edit.description', { title: application.job.title })}
      cancelLabel={t('edit.cancel')}
      actionLabel={t('edit.save')}
      pendingLabel={t('edit.saving')}
      isPending={update.isPending}
      onSubmit={submit}
    >
      <FormField id={`${idPrefix}-cover`} label={t('edit.coverLetter')} error={errors.coverLetter?.message}>
        <Textarea id={`${idPrefix}-cover`} rows={6} {...form.register('coverLetter')} />
      </FormField>
      <FormField id={`${idPrefix}-salary`} label={t('edit.expectedSalary')} error={errors.expectedSalary?.message}>
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
      <FormField id={`${idPrefix}-availability`} label={t('edit.availability')} error={errors.availability?.message}>
        <Input id={`${idPrefix}-availability`} placeholder={t('edit.availabilityPlaceholder')} {...form.register('availability')} />
      </FormField>
    </FormDialog>
  );
}
