import { Star } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { headlineRating } from '@core/reviews/rules';
import { WORKER_RATING_KEYS, type WorkerRatingSummary } from '@core/reviews/schemas';
import { averageText, groupedIntegerText } from './review-format';

/**
 * A worker's ratings from the employers who hired him (issue 52): "4.7 · 3 reviews from past hires", each point's
 * average and the "would hire again" share. On the employer's candidate card and profile, and on the worker's own;
 * `compact` (a crew card's member line) sets it in smaller type with tighter gaps, every figure kept.
 */
export function WorkerRatingsSummary({ summary, compact = false }: { summary: WorkerRatingSummary; compact?: boolean }) {
  // The reviews texts load on first use; the card around shows meanwhile.
  return (
    <React.Suspense fallback={null}>
      <WorkerRatingsSummaryContent summary={summary} compact={compact} />
    </React.Suspense>
  );
}

function WorkerRatingsSummaryContent({ summary, compact }: { summary: WorkerRatingSummary; compact: boolean }) {
  const { t } = useTranslation('reviews');
  const average = headlineRating(summary.ratings);
  const size = compact ? 'text-xs' : 'text-sm';
  if (summary.count === 0 || average === null) {
    return (
      <p className={`${size} text-muted-foreground`} data-testid="worker-ratings">
        {t('workerRatings.none')}
      </p>
    );
  }
  const { yes, count } = summary.wouldHireAgain;
  return (
    <div className={`grid ${compact ? 'gap-0.5' : 'gap-1'} ${size}`} data-testid="worker-ratings">
      <p className="flex items-center gap-1.5 font-medium">
        <Star aria-hidden="true" className={`${compact ? 'size-3.5' : 'size-4'} shrink-0 fill-amber-500 text-amber-600`} />
        {t('workerRatings.summary', { count: summary.count, countText: groupedIntegerText(summary.count), average: averageText(average) })}
      </p>
      <dl className={`flex flex-wrap ${compact ? 'gap-x-3 gap-y-0.5' : 'gap-x-4 gap-y-1'} text-muted-foreground`}>
        {WORKER_RATING_KEYS.map((key) => {
          const point = summary.ratings[key];
          if (point.average === null) return null;
          return (
            <div key={key} className="flex gap-1">
              <dt>{t(`points.${key}`)}</dt>
              <dd className="font-medium text-foreground">{averageText(point.average)}</dd>
            </div>
          );
        })}
        {count > 0 && (
          <div className="flex gap-1">
            <dt>{t('points.wouldHireAgain')}</dt>
            <dd className="font-medium text-foreground">
              {t('workerRatings.wouldHireAgain', { yes: groupedIntegerText(yes), count: groupedIntegerText(count) })}
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
