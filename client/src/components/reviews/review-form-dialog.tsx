import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  EMPLOYER_RATING_KEYS,
  REVIEW_MESSAGES,
  REVIEW_TEXT_MAX_LENGTH,
  WORKER_RATING_KEYS,
  type Review,
  type ReviewRatings,
  type ReviewSide,
} from '@core/reviews/schemas';
import { FormDialog, type DialogOpenProps } from '@/components/form-dialog';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useWriteReview } from './api/write-review';
import { RatingField, YesNoField } from './rating-field';
import { ReviewTextField } from './review-text-field';

// Every point is required on the form (the API says which a side must carry); the messages are the API's.
const point = z
  .number({ error: REVIEW_MESSAGES.ratingsIncomplete })
  .int(REVIEW_MESSAGES.ratingInvalid)
  .min(1, REVIEW_MESSAGES.ratingInvalid)
  .max(5, REVIEW_MESSAGES.ratingInvalid);
const text = z.string().trim().max(REVIEW_TEXT_MAX_LENGTH, REVIEW_MESSAGES.textTooLong);
const formSchemas = {
  worker: z.object({ ratings: z.object(Object.fromEntries(EMPLOYER_RATING_KEYS.map((key) => [key, point]))), text }),
  employer: z.object({
    ratings: z.object({
      ...Object.fromEntries(WORKER_RATING_KEYS.map((key) => [key, point])),
      wouldHireAgain: z.boolean({ error: REVIEW_MESSAGES.wouldHireAgainInvalid }),
    }),
    text,
  }),
};

interface FormValues {
  ratings: ReviewRatings;
  text: string;
}

/**
 * The review of the other side of a hire, written or edited: the worker rates the employer on four points, the
 * employer rates the worker on three and says whether he would hire him again; the text is optional.
 */
export function ReviewFormDialog({
  applicationId,
  side,
  subjectName,
  jobTitle,
  review,
  open,
  onOpenChange,
}: DialogOpenProps & { applicationId: string; side: ReviewSide; subjectName: string; jobTitle: string; review: Review | null }) {
  const { t } = useTranslation('reviews');
  const write = useWriteReview(applicationId);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchemas[side]) as unknown as Resolver<FormValues>,
    values: { ratings: review?.ratings ?? {}, text: review?.text ?? '' },
  });
  const { errors } = form.formState;
  const idPrefix = `review-${applicationId}`;
  const keys = side === 'worker' ? EMPLOYER_RATING_KEYS : WORKER_RATING_KEYS;
  const textLength = form.watch('text').length;

  const submit = form.handleSubmit((input) =>
    write.mutate(
      { reviewId: review?.id, ratings: input.ratings, text: input.text },
      {
        onSuccess: () => {
          toast({ title: t('saved') });
          onOpenChange(false);
        },
        onError: (error) => form.setError('root', { message: getErrorMessage(error, t('dialog.failed')) }),
      },
    ),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      idPrefix={idPrefix}
      title={t(side === 'worker' ? 'dialog.workerTitle' : 'dialog.employerTitle', { name: subjectName })}
      description={t('dialog.description', { name: subjectName, job: jobTitle })}
      cancelLabel={t('dialog.cancel')}
      actionLabel={review ? t('dialog.save') : t('dialog.submit')}
      pendingLabel={t('dialog.pending')}
      isPending={write.isPending}
      onSubmit={submit}
    >
      {keys.map((key) => (
        <Controller
          key={key}
          control={form.control}
          name={`ratings.${key}`}
          render={({ field }) => (
            <RatingField
              name={`${idPrefix}-${key}`}
              legend={t(`points.${key}`)}
              value={field.value as number | undefined}
              error={(errors.ratings as Record<string, { message?: string }> | undefined)?.[key]?.message}
              onChange={field.onChange}
            />
          )}
        />
      ))}
      {side === 'employer' && (
        <Controller
          control={form.control}
          name="ratings.wouldHireAgain"
          render={({ field }) => (
            <YesNoField
              name={`${idPrefix}-wouldHireAgain`}
              legend={t('points.wouldHireAgain')}
              value={field.value as boolean | undefined}
              error={errors.ratings?.wouldHireAgain?.message}
              onChange={field.onChange}
            />
          )}
        />
      )}
      <ReviewTextField
        id={`${idPrefix}-text`}
        label={t('dialog.text')}
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
