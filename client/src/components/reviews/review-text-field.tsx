import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REVIEW_TEXT_MAX_LENGTH } from '@core/reviews/schemas';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { groupedIntegerText } from './review-format';

/** A review's or a response's text, capped at the API's length, with its "47 of 2,000 characters" counter. */
export function ReviewTextField({
  id,
  label,
  error,
  length,
  registration,
}: {
  id: string;
  label: string;
  error?: string;
  length: number;
  registration: UseFormRegisterReturn;
}) {
  const { t } = useTranslation('reviews');
  return (
    <FormField id={id} label={label} error={error}>
      <Textarea
        id={id}
        rows={4}
        maxLength={REVIEW_TEXT_MAX_LENGTH}
        aria-describedby={`${id}-count`}
        aria-invalid={error ? true : undefined}
        {...registration}
      />
      <p id={`${id}-count`} className="text-xs text-muted-foreground">
        {t('dialog.textCounter', { count: length, max: groupedIntegerText(REVIEW_TEXT_MAX_LENGTH) })}
      </p>
    </FormField>
  );
}
