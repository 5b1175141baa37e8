import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { reviewResponseRequestSchema } from '@core/reviews/schemas';
import { FormDialog, type DialogOpenProps } from '@/components/form-dialog';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useRespondToReview } from './api/respond-to-review';
import { ReviewTextField } from './review-text-field';

type FormInput = z.input<typeof reviewResponseRequestSchema>;
type FormOutput = z.output<typeof reviewResponseRequestSchema>;

/** The employer's one public answer to a worker's review of his company. */
export function RespondDialog({ employerId, reviewId, open, onOpenChange }: DialogOpenProps & { employerId: string; reviewId: string }) {
  const { t } = useTranslation('reviews');
  const respond = useRespondToReview(employerId);
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(reviewResponseRequestSchema), defaultValues: { text: '' } });
  const { errors } = form.formState;
  const idPrefix = `respond-${reviewId}`;
  const textLength = form.watch('text').length;

  const submit = form.handleSubmit(({ text }) =>
    respond.mutate(
      { reviewId, text },
      {
        onSuccess: (review) => {
          toast({ title: t('response.sent'), description: review.response?.status === 'held' ? t('response.held') : undefined });
          onOpenChange(false);
        },
        onError: (error) => form.setError('root', { message: getErrorMessage(error, t('response.failed')) }),
      },
    ),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      idPrefix={idPrefix}
      title={t('respond')}
      description={t('response.description')}
      cancelLabel={t('dialog.cancel')}
      actionLabel={t('response.submit')}
      pendingLabel={t('dialog.pending')}
      isPending={respond.isPending}
      onSubmit={submit}
    >
      <ReviewTextField
        id={`${idPrefix}-text`}
        label={t('response.label')}
        error={errors.text?.message}
        length={textLength}
        registration={form.register('text')}
      />
      {errors.root?.message && (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.message}
        </p>
      )}
    </FormDialog>
  );
}
