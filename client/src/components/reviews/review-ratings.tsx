import { useTranslation } from 'react-i18next';
import { ratingKeysOf } from '@core/reviews/rules';
import type { ReviewRatings, ReviewSide } from '@core/reviews/schemas';
import { RatingValue } from './rating-field';

/** A written review's points and text, as a description list. */
export function ReviewRatingsList({ side, ratings, text }: { side: ReviewSide; ratings: ReviewRatings; text: string }) {
  const { t } = useTranslation('reviews');
  return (
    <>
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        {ratingKeysOf(side).map((key) => {
          const value = ratings[key];
          if (value === undefined) return null;
          return (
            <div key={key} className="flex flex-wrap items-center justify-between gap-x-2">
              <dt className="font-medium">{t(`points.${key}`)}</dt>
              <dd className="text-muted-foreground">
                {typeof value === 'boolean' ? value ? t('yes') : t('no') : <RatingValue value={value} />}
              </dd>
            </div>
          );
        })}
      </dl>
      {text && <p className="whitespace-pre-line break-words text-sm">{text}</p>}
    </>
  );
}
