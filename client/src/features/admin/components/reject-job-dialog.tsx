import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { REJECT_REASON_MAX, rejectJobSchema, type ModerationJob } from '@core/admin/moderation-schemas';
import { FormDialog, type DialogOpenProps } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useRejectJob } from '../api/review-job';

type FormInput = z.input<typeof rejectJobSchema>;
type FormOutput = z.output<typeof rejectJobSchema>;

/** Asks the reason the employer will read (in the e-mail and on their jobs screen), then rejects the job. */
export function RejectJobDialog({ job, open, onOpenChange }: DialogOpenProps & { job: ModerationJob }) {
  const { t } = useTranslation('admin');
  const reject = useRejectJob();
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(rejectJobSchema), defaultValues: { reason: '' } });
  const { errors } = form.formState;
  const idPrefix = `reject-${job.id}`;

  const submit = form.handleSubmit((input) =>
    reject.mutate(
      { jobId: job.id, input },
      {
        onSuccess: () => {
          toast({ title: t('moderation.rejected', { title: job.title }) });
          form.reset();
          onOpenChange(false);
        },
        onError: (error) =>
          toast({ variant: 'destructive', title: t('moderation.failed'), description: getErrorMessage(error, t('moderation.tryAgain')) }),
      },
    ),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      idPrefix={idPrefix}
      title={t('moderation.rejectTitle')}
      description={t('moderation.rejectDescription', { title: job.title })}
      cancelLabel={t('moderation.cancel')}
      actionLabel={t('moderation.reject')}
      pendingLabel={t('moderation.rejecting')}
      isPending={reject.isPending}
      onSubmit={submit}
    >
      <FormField id={`${idPrefix}-reason`} label={t('moderation.reason')} error={errors.reason?.message}>
        <Textarea
          id={`${idPrefix}-reason`}
          rows={4}
          maxLength={REJECT_REASON_MAX}
          aria-invalid={Boolean(errors.reason)}
          {...form.register('reason')}
        />
      </FormField>
    </FormDialog>
  );
}
