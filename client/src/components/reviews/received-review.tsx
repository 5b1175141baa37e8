import { useTranslation } from 'react-i18next';
import { useWorkerReviews } from './api/get-worker-reviews';
import { ReviewRatingsList } from './review-ratings';

/**
 * The employer's review of the worker for this hire, once it is shown (double-blind). The API's reviews carry the job
 * title and the company, not the application, so that pair finds it.
 */
export function ReceivedReview({ workerId, company, jobTitle }: { workerId: string; company: string; jobTitle: string }) {
  const { t } = useTranslation('reviews');
  const reviews = useWorkerReviews(workerId);
  const review = reviews.data?.reviews.find((candidate) => candidate.jobTitle === jobTitle && candidate.authorName === company);
  if (!review) return null;
  return (
    <div className="grid gap-2 rounded-md border p-3" data-testid="received-review">
      <h4 className="text-sm font-semibold">{t('theirReview', { name: company })}</h4>
      <ReviewRatingsList side={review.side} ratings={review.ratings} text={review.text} />
    </div>
  );
}
