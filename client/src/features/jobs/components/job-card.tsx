import * as React from 'react';
import { Bookmark, BookmarkCheck, Building2, Clock, DollarSign, MapPin, Sparkles, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { JobDto } from '@core/jobs/schemas';
import { Badge } from '@/components/ui/badge';
import { VerifiedEmployerBadge } from '@/components/verified-employer-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { optionLabel } from '@/lib/option-label';
import { cn } from '@/lib/utils';
import { formatMatchReason, formatPostedAge, formatSalary } from '../utils/job-labels';
import { ApplyButton, type ApplyState } from './apply-button';
import { EmployerRatingLink } from './employer-rating-link';
import { CredentialCoverageLine, JobTermBadges } from './job-credentials';

export type SaveState = 'idle' | 'saving' | 'saved';

export const VISIBLE_REQUIREMENTS = 3;

export interface JobCardProps {
  job: JobDto;
  applyState?: ApplyState;
  saveState?: SaveState;
  onApply?(job: JobDto): void;
  onToggleSave?(job: JobDto): void;
  onViewDetails?(job: JobDto): void;
  /** On a phone, the facts a worker picks by (title, company, place and distance, pay, age) without the description and lists: a screen holds three or more (the public /jobs, issue 55). */
  isCompact?: boolean;
}

/**
 * The shared job card of 000 section 2; buttons appear only for the actions given. Memoised: a list
 * renders again each time one of the page's queries answers, and its cards need not (give it stable
 * handlers: useJobCardActions' are).
 */
export const JobCard = React.memo(function JobCard({
  job,
  applyState = 'idle',
  saveState = 'idle',
  onApply,
  onToggleSave,
  onViewDetails,
  isCompact = false,
}: JobCardProps) {
  const { t } = useTranslation('jobs');
  const hiddenRequirements = job.requirements.length - VISIBLE_REQUIREMENTS;
  const headingId = `job-${job.id}-title`;

  return (
    <Card
      aria-labelledby={headingId}
      // Off screen, a card is neither laid out nor painted until it nears the viewport: a list of 20 cards cost a
      // phone one long layout per growth of the list (issue 48). Its height stands in until a card has been drawn (a width would widen the list).
      className={cn(
        '[content-visibility:auto] sm:[contain-intrinsic-block-size:auto_410px]',
        isCompact ? '[contain-intrinsic-block-size:auto_220px]' : '[contain-intrinsic-block-size:auto_560px]',
        job.isBoosted && 'border-amber-300',
      )}
      data-testid="job-card"
    >
      <CardHeader className={cn('gap-2', isCompact ? 'pb-3 max-sm:space-y-1 max-sm:pb-2' : 'pb-3')}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="text-lg font-semibold leading-tight">
            {onViewDetails ? (
              <a
                href={`/jobs/${job.id}`}
                className="text-left hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                onClick={(event) => {
                  // The public job page for a new tab or a copied link; a plain click opens the details here.
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  onViewDetails(job);
                }}
              >
                {job.title}
              </a>
            ) : (
              job.title
            )}
          </h3>
          <div className="flex flex-wrap gap-1.5">
            {job.isBoosted && (
              <Badge variant="warning" className="gap-1">
                <Zap className="size-3" aria-hidden="true" />
                {t('card.boosted')}
              </Badge>
            )}
            <VerifiedEmployerBadge verification={job} />
            <Badge variant="secondary">{optionLabel('jobType', job.jobType)}</Badge>
            {!job.isActive && <Badge variant="danger">{t('card.inactive')}</Badge>}
          </div>
        </div>
        <ul
          className={cn(
            'text-sm text-muted-foreground sm:grid sm:grid-cols-2 sm:gap-1',
            isCompact ? 'flex flex-wrap gap-x-3 gap-y-0.5' : 'grid gap-1',
          )}
        >
          <li className="flex items-center gap-1.5">
            <Building2 className="size-4 shrink-0" aria-hidden="true" />
            {job.companyName || t('card.companyFallback')}
          </li>
          {job.employerRating && (
            <li className="flex items-center">
              <EmployerRatingLink job={job} />
            </li>
          )}
          <li className="flex items-center gap-1.5">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            {job.location}
            {job.distanceMiles != null && <span>({t('card.milesAway', { miles: job.distanceMiles })})</span>}
          </li>
          <li className="flex items-center gap-1.5">
            <DollarSign className="size-4 shrink-0" aria-hidden="true" />
            {formatSalary(t, job)}
          </li>
          <li className="flex items-center gap-1.5">
            <Clock className="size-4 shrink-0" aria-hidden="true" />
            {formatPostedAge(t, job.postedAt)}
          </li>
        </ul>
      </CardHeader>
      <CardContent className={cn('grid gap-3 pb-4 text-sm', isCompact && 'hidden sm:grid')}>
        <p className="line-clamp-3 text-slate-700">{job.description}</p>
        {job.matchedTerms && job.matchedTerms.length > 0 && (
          // The words a keyword search reached this job through (trade vocabulary, typos): 'soldador' -> welder.
          <p className="break-words text-xs text-muted-foreground" data-testid="job-matched-terms">
            {t('card.matchedTerms', { terms: job.matchedTerms.join(', ') })}
          </p>
        )}
        <JobTermBadges job={job} />
        <CredentialCoverageLine job={job} />
        {job.requirements.length > 0 && (
          <div>
            <p className="font-medium">{t('card.requirements')}</p>
            <ul className="mt-1 flex flex-wrap gap-1.5">
              {job.requirements.slice(0, VISIBLE_REQUIREMENTS).map((requirement) => (
                <li key={requirement}>
                  <Badge variant="outline">{requirement}</Badge>
                </li>
              ))}
              {hiddenRequirements > 0 && (
                <li>
                  <Badge variant="outline">{t('card.moreRequirements', { count: hiddenRequirements })}</Badge>
                </li>
              )}
            </ul>
          </div>
        )}
        {job.skills.length > 0 && (
          <div>
            <p className="font-medium">{t('card.skills')}</p>
            <ul className="mt-1 flex flex-wrap gap-1.5">
              {job.skills.map((skill) => (
                <li key={skill}>
                  <Badge variant="secondary">{skill}</Badge>
                </li>
              ))}
            </ul>
          </div>
        )}
        {job.experienceLevel && (
          <p>
            <span className="font-medium">{t('card.experience')}</span> {optionLabel('experienceLevel', job.experienceLevel)}
          </p>
        )}
        {job.matchReasons && job.matchReasons.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('card.whyMatch')}>
            {job.matchReasons.map((reason) => (
              <li key={reason.type}>
                <Badge variant="success" className="gap-1">
                  <Sparkles className="size-3" aria-hidden="true" />
                  {formatMatchReason(t, reason)}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {(onApply || onToggleSave) && (
        // A finger's 44 px on a narrow screen whatever the pointer (a phone's browser may not report a coarse one), 40 px from sm up.
        <CardFooter className="flex flex-col gap-2 max-sm:*:min-h-11 sm:flex-row">
          {onApply && (
            <ApplyButton className="w-full sm:w-auto" applyState={applyState} isOpen={job.isActive} onApply={() => onApply(job)} />
          )}
          {onToggleSave && (
            <Button
              variant="outline"
              className="w-full sm:w-auto"
              disabled={saveState === 'saving'}
              aria-pressed={saveState === 'saved'}
              onClick={() => onToggleSave(job)}
            >
              {saveState === 'saved' ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
              {saveState === 'saved' ? t('card.saved') : saveState === 'saving' ? t('card.saving') : t('card.save')}
            </Button>
          )}
        </CardFooter>
      )}
    </Card>
  );
});

export function JobCardSkeleton() {
  return <div className="h-64 animate-pulse rounded-lg bg-slate-200" aria-hidden="true" />;
}
