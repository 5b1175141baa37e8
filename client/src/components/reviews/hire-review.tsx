import { Pencil, Star } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewSide } from '@core/reviews/schemas';
import { lazyDialog } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { useHireReviewState } from './api/write-review';
import { ReceivedReview } from './received-review';
import { ReviewRatingsList } from './review-ratings';

const LazyReviewFormDialog = lazyDialog(
  () => import('./review-form-dialog').then((module) => module.ReviewFormDialog),
  (props: { open: boolean }) => props.open,
);

interface HireReviewProps {
  applicationId: string;
  /** Who writes: the hired worker rates the employer ('worker'), the employer rates the worker ('employer'). */
  side: ReviewSide;
  subjectName: string;
  jobTitle: string;
  /** On the worker's side: his id, to show the employer's review of him beside his own once it is shown. */
  workerId?: string;
}

/**
 * On a hired application: "Rate this employer" (or worker), then the author's review with Edit while it may be
 * edited. Whether the review is due yet is the API's to say (`GET /api/reviews`); until then the card says when it will be.
 */
export function HireReview(props: HireReviewProps) {
  // The reviews texts load on first use; the card around shows meanwhile.
  return (
    <React.Suspense fallback={null}>
      <HireReviewContent {...props} />
    </React.Suspense>
  );
}

function HireReviewContent({ applicationId, side, subjectName, jobTitle, workerId }: HireReviewProps) {
  const { t } = useTranslation('reviews');
  const [isOpen, setIsOpen] = React.useState(false);
  const state = useHireReviewState(applicationId).data;
  const review = state?.mine ?? null;
  const isEditable = review !== null && Date.now() < Date.parse(review.editableUntil);

  return (
    <section aria-label={review ? t('yourReview') : undefined} className="grid gap-2" data-testid="hire-review">
      {review ? (
        <div className="grid gap-2 rounded-md border p-3">
          <h4 className="text-sm font-semibold">{t('yourReview')}</h4>
          <ReviewRatingsList side={side} ratings={review.ratings} text={review.text} />
          {review.status === 'held' && <p className="text-sm text-muted-foreground">{t('held')}</p>}
          <p className="text-sm text-muted-foreground">{t(`blindNote.${side}`)}</p>
          {isEditable && (
            <div className="flex flex-wrap items-center gap-2">
              <p className="text-sm text-muted-foreground">{t('editableUntil', { date: formatDate(review.editableUntil) })}</p>
              <Button variant="outline" size="sm" aria-label={t('editLabel', { name: subjectName })} onClick={() => setIsOpen(true)}>
                <Pencil aria-hidden="true" />
                {t('edit')}
              </Button>
            </div>
          )}
        </div>
      ) : state?.due ? (
        <Button className="w-full sm:w-auto sm:justify-self-start" onClick={() => setIsOpen(true)}>
          <Star aria-hidden="true" />
          {side === 'worker' ? t('rateEmployer') : t('rateWorker')}
        </Button>
      ) : state ? (
        <p className="text-sm text-muted-foreground">{t('notYetDue')}</p>
      ) : null}
      {side === 'worker' && workerId && <ReceivedReview workerId={workerId} company={subjectName} jobTitle={jobTitle} />}
      <LazyReviewFormDialog
        applicationId={applicationId}
        side={side}
        subjectName={subjectName}
        jobTitle={jobTitle}
        review={review}
        open={isOpen}
        onOpenChange={setIsOpen}
      />
    </section>
  );
}
