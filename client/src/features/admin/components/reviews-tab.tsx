import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_REVIEW_FILTERS, type AdminReview, type AdminReviewFilter } from '@core/admin/review-schemas';
import { reportReasonLabel } from '@core/reports/schemas';
import { REVIEW_HOLD_REASON_LABELS } from '@core/reviews/moderation';
import { ReviewRatingsList } from '@/components/reviews/review-ratings';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useAdminReviews } from '../api/get-admin-reviews';
import { useModerateReview } from '../api/moderate-review';
import { ReasonDialog } from './reason-dialog';

/** Reviews for the operator (issue 52): held and reported first, hidden or published on demand; hide or restore with a reason. */
export function ReviewsTab({ filter, onFilterChange }: { filter: AdminReviewFilter; onFilterChange(filter: AdminReviewFilter): void }) {
  const { t } = useTranslation('admin');
  const { data, isPending, isError } = useAdminReviews(filter);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <div className="grid gap-1.5 sm:max-w-xs">
        <label htmlFor="admin-reviews-filter" className="text-sm font-medium">
          {t('reviews.filter')}
        </label>
        <NativeSelect
          id="admin-reviews-filter"
          value={filter}
          onChange={(event) => onFilterChange(event.target.value as AdminReviewFilter)}
        >
          {ADMIN_REVIEW_FILTERS.map((option) => (
            <option key={option} value={option}>
              {t(`reviews.filters.${option}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {isPending ? (
        <p className="text-muted-foreground">{t('loading')}</p>
      ) : isError ? (
        <p role="alert">{t('loadError')}</p>
      ) : data.reviews.length === 0 ? (
        <p className="text-muted-foreground">{t(`reviews.empty.${filter}`)}</p>
      ) : (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-3" aria-label={t(`reviews.filters.${filter}`)}>
          {data.reviews.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </ul>
      )}
    </div>
  );
}

const STATUS_BADGE = { held: 'warning', hidden: 'danger', published: 'secondary' } as const;

function ReviewCard({ review }: { review: AdminReview }) {
  const { t } = useTranslation('admin');
  const language = currentLanguage();
  const moderate = useModerateReview();
  const [action, setAction] = React.useState<'hide' | 'restore' | null>(null);
  const headingId = `admin-review-${review.id}`;
  const canRestore = review.status !== 'published' || review.response?.status === 'held';
  const holdReasons = [...review.holdReasons, ...(review.response?.holdReasons ?? [])];
  const onConfirm = (reason: string) => {
    if (!action) return;
    moderate.mutate(
      { id: review.id, action, reason },
      {
        onSuccess: () => {
          toast({ title: t(action === 'hide' ? 'reviews.hidden' : 'reviews.restored') });
          setAction(null);
        },
        onError: (error) =>
          toast({ variant: 'destructive', title: t('actionFailed'), description: getErrorMessage(error, t('loadError')) }),
      },
    );
  };
  return (
    <li
      aria-labelledby={headingId}
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2 rounded-md border bg-white p-3 text-sm [overflow-wrap:anywhere] sm:p-4"
      data-testid="admin-review"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={STATUS_BADGE[review.status]}>{t(`reviews.status.${review.status}`)}</Badge>
        <Badge variant="outline" className="whitespace-normal">
          {t(`reviews.sides.${review.side}`)}
        </Badge>
        {review.openReports.count > 0 && <Badge variant="danger">{t('reviews.openReports', { count: review.openReports.count })}</Badge>}
      </div>
      <h2 id={headingId} className="break-words text-base font-semibold">
        {review.jobTitle}
      </h2>
      <dl className="grid gap-1 text-muted-foreground">
        <div className="flex flex-wrap gap-x-1">
          <dt>{t('reviews.author')}</dt>
          <dd className="break-words">{`${review.author.name} · ${review.author.email}`}</dd>
        </div>
        <div className="flex flex-wrap gap-x-1">
          <dt>{t('reviews.subject')}</dt>
          <dd className="break-words">{`${review.subject.name} · ${review.subject.email}`}</dd>
        </div>
        <div className="flex flex-wrap gap-x-1">
          <dt>{t('reviews.written')}</dt>
          <dd>{formatDateTime(review.createdAt)}</dd>
        </div>
      </dl>
      {holdReasons.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('reviews.holdReasons')}>
          {[...new Set(holdReasons)].map((reason) => (
            <li key={reason}>
              <Badge variant="warning" className="whitespace-normal">
                {REVIEW_HOLD_REASON_LABELS[reason][language]}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {review.openReports.reasons.length > 0 && (
        <p>
          <span className="font-medium">{t('reviews.reportReasons')} </span>
          {review.openReports.reasons.map((reason) => reportReasonLabel(reason, language)).join(' · ')}
        </p>
      )}
      <React.Suspense fallback={null}>
        <ReviewRatingsList side={review.side} ratings={review.ratings} text={review.text} />
      </React.Suspense>
      {review.response && (
        <div className="grid gap-1 border-l-4 border-muted pl-3">
          <p className="font-medium">
            {t('reviews.response')}
            {review.response.status === 'held' && ` · ${t('reviews.status.held')}`}
          </p>
          <p className="whitespace-pre-line break-words">{review.response.text}</p>
        </div>
      )}
      {review.moderationNote && <p className="text-muted-foreground">{t('reviews.lastReason', { reason: review.moderationNote })}</p>}
      <div className="flex flex-wrap gap-2">
        {review.status !== 'hidden' && (
          <Button size="sm" variant="outline" className="text-destructive" onClick={() => setAction('hide')}>
            {t('reviews.hide')}
          </Button>
        )}
        {canRestore && (
          <Button size="sm" onClick={() => setAction('restore')}>
            {t('reviews.restore')}
          </Button>
        )}
      </div>
      <ReasonDialog
        key={action ?? 'closed'}
        open={action !== null}
        onOpenChange={(open) => !open && setAction(null)}
        idPrefix={`${headingId}-${action ?? 'none'}`}
        title={t(action === 'restore' ? 'reviews.restoreTitle' : 'reviews.hideTitle')}
        actionLabel={t(action === 'restore' ? 'reviews.restore' : 'reviews.hide')}
        isPending={moderate.isPending}
        onConfirm={onConfirm}
      />
    </li>
  );
}
