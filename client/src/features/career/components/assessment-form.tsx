import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ASSESSMENT_QUESTION_IDS, ASSESSMENT_TYPES, RATING_MAX, RATING_MIN, type AssessmentType } from '@core/career/options';
import { CAREER_MESSAGES, countAnswered, createCareerAssessmentSchema } from '@core/career/schemas';
import { scoreAssessment } from '@core/career/scoring';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useCreateCareerAssessment } from '../api/create-career-assessment';
import { submitCareerRecord } from './form-feedback';
import { NativeSelect } from '@/components/ui/native-select';
import { translateMessage } from '@/lib/i18n';

type FormInput = z.input<typeof createCareerAssessmentSchema>;
type FormOutput = z.output<typeof createCareerAssessmentSchema>;
const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

/** "Answer All Questions (3/5)" in the active language. */
function answerAllQuestionsLabel(answered: number, total: number) {
  const { answerAllQuestions } = CAREER_MESSAGES;
  return translateMessage(answerAllQuestions({ answered, total }), answerAllQuestions.code, { answered, total });
}

export function AssessmentForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('career');
  const create = useCreateCareerAssessment();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createCareerAssessmentSchema),
    // Leaving the type empty says so at once, not only on submit (001 section 5).
    mode: 'onTouched',
    defaultValues: { assessmentType: '' as AssessmentType, responses: {} },
  });
  const assessmentType = form.watch('assessmentType');
  const responses = form.watch('responses') ?? {};
  const questionIds = assessmentType ? ASSESSMENT_QUESTION_IDS[assessmentType] : [];
  const answered = countAnswered(responses, questionIds);
  const isComplete = questionIds.length > 0 && answered === questionIds.length;
  const preview = isComplete ? scoreAssessment(assessmentType, responses as Record<string, number>) : null;
  const { errors, isSubmitting } = form.formState;
  // A record field's own error sits on it directly, not under a key.
  const responsesError = (errors.responses as { message?: string } | undefined)?.message;

  const submit = form.handleSubmit((values) =>
    submitCareerRecord(
      () => create.mutateAsync(values),
      { success: t('toasts.assessmentCreated'), failure: t('toasts.assessmentFailed'), fallback: t('toasts.tryAgain') },
      () => {
        form.reset();
        onDone();
      },
    ),
  );

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <FormField id="assessment-type" label={t('forms.assessmentType')} error={errors.assessmentType?.message}>
        <NativeSelect
          id="assessment-type"
          aria-invalid={Boolean(errors.assessmentType)}
          {...form.register('assessmentType', { onChange: () => form.setValue('responses', {}) })}
        >
          <option value="">{t('forms.chooseAssessmentType')}</option>
          {ASSESSMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`assessmentTypes.${type}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>

      {questionIds.map((id, index) => (
        <fieldset key={id} className="grid gap-2 rounded-md border p-3">
          <legend className="px-1 text-sm font-medium">
            {index + 1}. {t(`questions.${id}`)}
          </legend>
          <div className="grid grid-cols-5 gap-1">
            {RATINGS.map((rating) => (
              <label
                key={rating}
                className="flex cursor-pointer flex-col items-center gap-1 rounded-md p-1 text-center text-xs has-[:checked]:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
              >
                <input
                  type="radio"
                  name={`question-${id}`}
                  value={rating}
                  checked={responses[id] === rating}
                  onChange={() => form.setValue('responses', { ...responses, [id]: rating })}
                  className="h-4 w-4 accent-[var(--color-primary)]"
                  aria-label={`${rating} - ${t(`ratingLabels.${rating}`)}`}
                />
                <span aria-hidden="true">{rating}</span>
              </label>
            ))}
          </div>
          <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
            <span>{t('ratingLabels.1')}</span>
            <span>{t('ratingLabels.5')}</span>
          </div>
        </fieldset>
      ))}

      {preview && (
        <p className="rounded-md bg-slate-50 p-3 text-sm" role="status">
          {t('forms.scorePreview', { score: preview.results.overallScore })}
        </p>
      )}
      {responsesError && (
        <p role="alert" className="text-sm text-destructive">
          {responsesError}
        </p>
      )}

      {/* Enabled with no type chosen, so submitting explains that a type is required. */}
      <Button type="submit" disabled={(Boolean(assessmentType) && !isComplete) || isSubmitting}>
        {!assessmentType || isComplete
          ? isSubmitting
            ? t('forms.saving')
            : t('forms.completeAssessment')
          : answerAllQuestionsLabel(answered, questionIds.length)}
      </Button>
    </form>
  );
}
