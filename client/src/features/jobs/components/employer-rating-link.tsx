import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { JobDto } from '@core/jobs/schemas';
import { ratingSummaryParams } from '@core/reviews/rating-text';
import { cn } from '@/lib/utils';

/**
 * The employer's headline rating from its hires' shown reviews ("4.6 · 23 reviews from hires"), linked to its company
 * page; nothing when none is shown. The server writes the same text on the pages it renders (no Intl: it hydrates as is).
 */
export function EmployerRatingLink({ job, className }: { job: Pick<JobDto, 'employerId' | 'employerRating'>; className?: string }) {
  const { t } = useTranslation('jobs');
  if (!job.employerRating) return null;
  return (
    <Link
      to={`/companies/${job.employerId}`}
      // A finger's 44 px on a touch screen, taken from the padding around it, so the compact card keeps its height.
      className={cn(
        'inline-flex items-center gap-1.5 font-medium text-foreground hover:underline pointer-coarse:-my-3 pointer-coarse:py-3',
        className,
      )}
      data-testid="employer-rating"
    >
      <Star className="size-4 shrink-0 fill-amber-500 text-amber-600" aria-hidden="true" />
      {t('card.employerRating', ratingSummaryParams(job.employerRating))}
    </Link>
  );
}
