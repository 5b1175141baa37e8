import { zodResolver } from '@hookform/resolvers/zod';
import { Star } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { APPLICANT_NOTE_MAX, applicationReviewRequestSchema, type EmployerApplication } from '@core/applications/schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useReviewApplication } from '../api/review-application';

type FormInput = z.input<typeof applicationReviewRequestSchema>;
type FormOutput = z.output<typeof applicationReviewRequestSchema>;

const RATINGS = [1, 2, 3, 4, 5] as const;

/** The employer's private note and 1-5 rating on one application; workers never see either. */
export function ApplicantReview({ application }: { application: EmployerApplication }) {
  const { t } = useTranslation('applications');
  const review = useReviewApplication();
  const idPrefix = `review-${application.id}`;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(applicationReviewRequestSchema),
    values: { note: application.review.note ?? '', rating: application.review.rating },
    // A poll must not overwrite what the employer is typing.
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((input) =>
    review.mutate(
      { id: application.id, review: input },
      {
        onSuccess: () => toast({ title: t('review.savedTitle'), description: t('review.savedDescription') }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('review.errorTitle'),
            description: getErrorMessage(error, t('review.errorDescription')),
          }),
      },
    ),
  );

  return (
    <form className="grid gap-3 rounded-md border border-dashed p-3" onSubmit={submit} noValidate aria-label={t('review.title')}>
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <fieldset className="grid gap-1.5">
            <legend className="text-sm font-medium">{t('review.rating')}</legend>
            <div className="flex gap-1">
              {RATINGS.map((rating) => (
                <label key={rating} className="cursor-pointer rounded-md p-1 focus-within:ring-2 focus-within:ring-ring">
                  <input
                    type="radio"
                    className="sr-only"
                    name={`${idPrefix}-rating`}
                    value={rating}
                    checked={field.value === rating}
                    onChange={() => field.onChange(rating)}
                  />
                  <Star
                    className={cn('h-6 w-6', (field.value ?? 0) >= rating ? 'fill-amber-400 text-amber-500' : 'text-slate-400')}
                    aria-hidden="true"
                  />
                  <span className="sr-only">{t('review.stars', { count: rating })}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
      />
      <FormField id={`${idPrefix}-note`} label={t('review.note')} error={errors.note?.message}>
        <Textarea
          id={`${idPrefix}-note`}
          rows={3}
          maxLength={APPLICANT_NOTE_MAX}
          placeholder={t('review.notePlaceholder')}
          aria-invalid={Boolean(errors.note)}
          {...form.register('note')}
        />
      </FormField>
      <p className="text-xs text-muted-foreground">{t('review.privacy')}</p>
      <Button type="submit" size="sm" className="justify-self-start" disabled={review.isPending}>
        {review.isPending ? t('review.saving') : t('review.save')}
      </Button>
    </form>
  );
}
