import { MessageSquareReply, Star } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { headlineRating } from '@core/reviews/rules';
import { EMPLOYER_RATING_KEYS, type EmployerReviewList, type PublicReview } from '@core/reviews/schemas';
import { lazyDialog } from '@/components/lazy-dialog';
import { ReportButton } from '@/components/report-button';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { formatDate } from '@/lib/format';
import { useEmployerReviews } from './api/get-employer-reviews';
import { averageText, groupedIntegerText } from './review-format';
import { ReviewRatingsList } from './review-ratings';

const LazyRespondDialog = lazyDialog(
  () => import('./respond-dialog').then((module) => module.RespondDialog),
  (props: { open: boolean }) => props.open,
);

/**
 * A company's reviews from the workers it hired: "4.6 · 23 reviews from hires", then the shown reviews with the
 * company's response, a page at a time; the company itself may answer each once. Drawn after the page is taken
 * over, so a server-drawn page hydrates as it was sent.
 */
export function EmployerReviews({ employerId, showPoints = false }: { employerId: string; showPoints?: boolean }) {
  const [isMounted, setIsMounted] = React.useState(false);
  React.useEffect(() => setIsMounted(true), []);
  if (!isMounted) return null;
  return (
    <React.Suspense fallback={null}>
      <EmployerReviewsContent employerId={employerId} showPoints={showPoints} />
    </React.Suspense>
  );
}

function EmployerReviewsContent({ employerId, showPoints }: { employerId: string; showPoints: boolean }) {
  const { t } = useTranslation('reviews');
  const { user } = useAuth();
  const reviews = useEmployerReviews(employerId);
  const [answering, setAnswering] = React.useState<string | null>(null);
  const first = reviews.data?.pages[0];
  const isOwner = user?.userType === 'employer' && user.id === employerId;
  const average = first ? headlineRating(first.ratings) : null;

  // Nothing to say draws nothing: the section comes after the page is taken over, and an empty one would only push
  // the footer (a layout shift on every job page of a company without reviews). Its owner still sees it.
  if (reviews.isPending || (first && first.count === 0 && !isOwner)) return null;
  return (
    <section aria-labelledby="employer-reviews" className="grid gap-3 text-sm" data-testid="employer-reviews">
      <h2 id="employer-reviews" className="text-lg font-semibold">
        {t('heading')}
      </h2>
      {reviews.isError && (
        <div role="alert" className="grid justify-items-start gap-2">
          <p>{t('loadFailed')}</p>
          <Button variant="outline" onClick={() => reviews.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {first && (
        <p className="flex items-center gap-1.5 font-medium" data-testid="employer-reviews-summary">
          {average !== null && <Star aria-hidden="true" className="size-4 fill-amber-500 text-amber-600" />}
          {first.count === 0 || average === null
            ? t('noReviews')
            : t('summary', { count: first.count, countText: groupedIntegerText(first.count), average: averageText(average) })}
        </p>
      )}
      {showPoints && first && first.count > 0 && <RatingPoints ratings={first.ratings} />}
      <ul className="grid gap-3">
        {reviews.data?.pages
          .flatMap((page) => page.reviews)
          .map((review) => (
            <ReviewItem key={review.id} review={review} canRespond={isOwner && !review.response} onRespond={setAnswering} />
          ))}
      </ul>
      {reviews.hasNextPage && (
        <Button
          variant="outline"
          className="w-full sm:w-auto sm:justify-self-start"
          disabled={reviews.isFetchingNextPage}
          onClick={() => reviews.fetchNextPage()}
        >
          {t('loadMore')}
        </Button>
      )}
      {isOwner && (
        <LazyRespondDialog
          employerId={employerId}
          reviewId={answering ?? ''}
          open={answering !== null}
          onOpenChange={(open) => !open && setAnswering(null)}
        />
      )}
    </section>
  );
}

/** The company page's average of each point (paid as promised, safety on site, ...), "4.5 of 5". */
function RatingPoints({ ratings }: { ratings: EmployerReviewList['ratings'] }) {
  const { t } = useTranslation('reviews');
  return (
    <dl className="grid gap-1 sm:grid-cols-2" data-testid="employer-rating-points">
      {EMPLOYER_RATING_KEYS.map((key) => {
        const { average } = ratings[key];
        if (average === null) return null;
        return (
          <div key={key} className="flex flex-wrap items-center justify-between gap-x-2">
            <dt className="font-medium">{t(`points.${key}`)}</dt>
            <dd className="text-muted-foreground">{t('ratingValue', { value: averageText(average) })}</dd>
          </div>
        );
      })}
    </dl>
  );
}

const ReviewItem = React.memo(function ReviewItem({
  review,
  canRespond,
  onRespond,
}: {
  review: PublicReview;
  canRespond: boolean;
  onRespond(reviewId: string): void;
}) {
  const { t } = useTranslation('reviews');
  return (
    <li className="grid gap-2 rounded-md border p-3" data-testid="employer-review">
      <p className="text-muted-foreground">{t('jobLine', { job: review.jobTitle, date: formatDate(review.createdAt) })}</p>
      <ReviewRatingsList side={review.side} ratings={review.ratings} text={review.text} />
      {review.response && (
        <div className="grid gap-1 border-l-4 border-muted pl-3">
          <p className="font-medium">{t('companyResponse')}</p>
          <p className="whitespace-pre-line break-words">{review.response.text}</p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {canRespond && (
          <Button variant="outline" size="sm" onClick={() => onRespond(review.id)}>
            <MessageSquareReply aria-hidden="true" />
            {t('respond')}
          </Button>
        )}
        <ReportButton targetType="review" targetId={review.id} label={t('report')} />
      </div>
    </li>
  );
});
