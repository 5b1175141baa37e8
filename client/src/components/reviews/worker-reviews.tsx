import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicReview } from '@core/reviews/schemas';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { useWorkerReviews } from './api/get-worker-reviews';
import { ReviewRatingsList } from './review-ratings';
import { WorkerRatingsSummary } from './worker-ratings-summary';

/**
 * A worker's ratings and the reviews employers wrote about him, once shown (double-blind): on the candidate's
 * profile for an employer he applied to, and on his own profile (`isOwn`). Its texts load on their own.
 */
export function WorkerReviews({ workerId, isOwn = false }: { workerId: string; isOwn?: boolean }) {
  return (
    <React.Suspense fallback={null}>
      <WorkerReviewsContent workerId={workerId} isOwn={isOwn} />
    </React.Suspense>
  );
}

function WorkerReviewsContent({ workerId, isOwn }: { workerId: string; isOwn: boolean }) {
  const { t } = useTranslation('reviews');
  const reviews = useWorkerReviews(workerId);
  const headingId = `worker-reviews-${workerId}`;
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-3 text-sm" data-testid="worker-reviews">
      <h3 id={headingId} className="text-base font-semibold">
        {isOwn ? t('workerRatings.ownHeading') : t('workerRatings.heading')}
      </h3>
      {reviews.isPending && <div className="h-12 animate-pulse rounded-md bg-slate-100" aria-busy="true" />}
      {reviews.isError && (
        <div role="alert" className="grid justify-items-start gap-2">
          <p>{t('loadFailed')}</p>
          <Button variant="outline" onClick={() => reviews.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {reviews.data && (
        <>
          <WorkerRatingsSummary summary={reviews.data} />
          {isOwn && reviews.data.count === 0 && <p className="text-muted-foreground">{t('workerRatings.ownHint')}</p>}
          {reviews.data.reviews.length > 0 && (
            <ul className="grid gap-3">
              {reviews.data.reviews.map((review) => (
                <WorkerReviewItem key={review.id} review={review} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function WorkerReviewItem({ review }: { review: PublicReview }) {
  const { t } = useTranslation('reviews');
  return (
    <li className="grid min-w-0 gap-2 rounded-md border p-3 [overflow-wrap:anywhere]" data-testid="worker-review">
      <p className="text-muted-foreground">
        {review.authorName && <span className="font-medium text-foreground">{review.authorName} · </span>}
        {t('jobLine', { job: review.jobTitle, date: formatDate(review.createdAt) })}
      </p>
      <ReviewRatingsList side={review.side} ratings={review.ratings} text={review.text} />
    </li>
  );
}
