import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createReportRequestSchema, REPORT_REASONS, reportReasonLabel, type ReportTargetType } from '@core/reports/schemas';
import { FormDialog, type DialogOpenProps } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useCreateReport } from '@/lib/api/create-report';
import { currentLanguage, translateMessage } from '@/lib/i18n';

type FormInput = z.input<typeof createReportRequestSchema>;
type FormOutput = z.output<typeof createReportRequestSchema>;

export interface ReportTarget {
  targetType: ReportTargetType;
  targetId: string;
}

/** The one Report dialog: a reason and optional details, for a job, an employer, a worker or a message. */
export function ReportDialog({ targetType, targetId, open, onOpenChange }: DialogOpenProps & ReportTarget) {
  const { t } = useTranslation('reports');
  const report = useCreateReport();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createReportRequestSchema),
    defaultValues: { targetType, targetId, details: '' },
  });
  const { errors } = form.formState;
  const idPrefix = `report-${targetType}-${targetId}`;
  const language = currentLanguage();

  const submit = form.handleSubmit((input) =>
    report.mutate(
      { ...input, details: input.details ?? undefined },
      {
        onSuccess: () => {
          toast({ title: t('successTitle'), description: t('successDescription') });
          form.reset();
          onOpenChange(false);
        },
        onError: (error) =>
          toast({ variant: 'destructive', title: t('errorTitle'), description: getErrorMessage(error, t('errorDescription')) }),
      },
    ),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      idPrefix={idPrefix}
      title={t(`title.${targetType}`)}
      description={t('description')}
      cancelLabel={t('cancel')}
      actionLabel={t('send')}
      pendingLabel={t('sending')}
      isPending={report.isPending}
      onSubmit={submit}
    >
      <fieldset className="grid gap-2" aria-describedby={errors.reason ? `${idPrefix}-reason-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">{t('reason')}</legend>
        {REPORT_REASONS.map((reason) => (
          <label key={reason} className="flex min-h-9 items-center gap-2 text-sm">
            <input type="radio" value={reason} className="h-4 w-4" {...form.register('reason')} />
            {reportReasonLabel(reason, language)}
          </label>
        ))}
        {errors.reason?.message && (
          <p id={`${idPrefix}-reason-error`} role="alert" className="text-sm text-destructive">
            {translateMessage(errors.reason.message)}
          </p>
        )}
      </fieldset>
      <FormField id={`${idPrefix}-details`} label={t('details')} error={errors.details?.message}>
        <Textarea id={`${idPrefix}-details`} rows={4} aria-invalid={Boolean(errors.details)} {...form.register('details')} />
      </FormField>
    </FormDialog>
  );
}
