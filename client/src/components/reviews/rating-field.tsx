import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/i18n';
import { cn } from '@/lib/utils';

const VALUES = [1, 2, 3, 4, 5] as const;

/**
 * One 1-5 point as a radio group of stars: native radios (arrow keys, a screen reader's "3 of 5, radio, 3 of 5"),
 * each star a 44 px target, the chosen ones filled.
 */
export function RatingField({
  name,
  legend,
  value,
  error,
  onChange,
}: {
  name: string;
  legend: string;
  value: number | undefined;
  error?: string;
  onChange(value: number): void;
}) {
  const { t } = useTranslation('reviews');
  return (
    <fieldset className="grid gap-1" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex">
        {VALUES.map((option) => (
          <label key={option} className="relative flex h-11 w-11 cursor-pointer items-center justify-center rounded-md">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="peer sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-7 rounded-sm text-amber-600 peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2',
                value !== undefined && option <= value ? 'fill-amber-500' : 'fill-transparent',
              )}
            />
            <span className="sr-only">{t('ratingValue', { value: option })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${name}-error`} role="alert" className="text-sm text-destructive">
          {translateMessage(error)}
        </p>
      )}
    </fieldset>
  );
}

/** A yes or no as two radios, each a 44 px target. */
export function YesNoField({
  name,
  legend,
  value,
  error,
  onChange,
}: {
  name: string;
  legend: string;
  value: boolean | undefined;
  error?: string;
  onChange(value: boolean): void;
}) {
  const { t } = useTranslation('reviews');
  return (
    <fieldset className="grid gap-1" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex gap-2">
        {([true, false] as const).map((option) => (
          <label
            key={String(option)}
            className="flex h-11 min-w-20 cursor-pointer items-center gap-2 rounded-md border border-input px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input type="radio" name={name} checked={value === option} onChange={() => onChange(option)} className="peer sr-only" />
            <span aria-hidden="true" className="size-4 shrink-0 rounded-full border-2 border-primary peer-checked:bg-primary" />
            {option ? t('yes') : t('no')}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${name}-error`} role="alert" className="text-sm text-destructive">
          {translateMessage(error)}
        </p>
      )}
    </fieldset>
  );
}

/** A given point as "4 of 5" with its stars, for a review already written. */
export function RatingValue({ value }: { value: number }) {
  const { t } = useTranslation('reviews');
  return (
    <span className="inline-flex items-center gap-1">
      <span className="flex" aria-hidden="true">
        {VALUES.map((option) => (
          <Star key={option} className={cn('size-4 text-amber-600', option <= value ? 'fill-amber-500' : 'fill-transparent')} />
        ))}
      </span>
      <span>{t('ratingValue', { value })}</span>
    </span>
  );
}
