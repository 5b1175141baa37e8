import { isImpersonation } from '@core/trust/impersonation';
import { decideJobReview, type ReviewDecision, type ReviewStatus } from '@core/trust/review';
import { detectScamSignals, MASS_POST_DAYS, type ScamCheckInput } from '@core/trust/scam-signals';
import type { Executor } from '../../db/client';
import type { NewJob } from './repository';
import * as reviewRepo from './review-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReviewContext {
  employerId: string;
  employerVerified: boolean;
  /** The posting employer's company name: the name of a verified employer or a big company is held. */
  companyName: string | null;
  now: Date;
}

/** A job's text as the scam signals read it, and where it is posted (mass posting compares cities). */
export type ReviewedText = ScamCheckInput & { location: string };

/**
 * Publish or hold a job being created (`existing` null) or edited: the scam signals of its text,
 * the same text in other cities, the company name it is posted under, and the rules of core/trust/review.ts.
 */
export async function reviewJobPost(
  db: Executor,
  context: ReviewContext,
  job: ReviewedText,
  existing: { id: string; reviewStatus: ReviewStatus } | null,
): Promise<ReviewDecision> {
  const sameTextOtherCities = await reviewRepo.countSameTextOtherCities(db, {
    employerId: context.employerId,
    description: job.description,
    location: job.location,
    since: new Date(context.now.getTime() - MASS_POST_DAYS * DAY_MS),
    excludeId: existing?.id,
  });
  const signals = detectScamSignals(job, { sameTextOtherCities });
  const hasPublishedJob =
    existing?.reviewStatus === 'published' || (await reviewRepo.hasPublishedJob(db, context.employerId, existing?.id));
  const { companyName, employerVerified } = context;
  const impersonation = isImpersonation({
    companyName,
    employerVerified,
    isNameOfOtherVerifiedEmployer:
      !employerVerified && !!companyName && (await reviewRepo.isNameOfOtherVerifiedEmployer(db, companyName, context.employerId)),
  });
  return decideJobReview({
    signals,
    impersonation,
    employerVerified: context.employerVerified,
    hasPublishedJob,
    previous: existing?.reviewStatus ?? null,
  });
}

/** The columns a decision writes: a held job is never active (the table's check holds that too). */
export function reviewColumns(decision: ReviewDecision): Partial<NewJob> {
  if (decision.status === 'published') return { reviewStatus: 'published', reviewSignals: [] };
  return { reviewStatus: 'held', reviewSignals: decision.reasons, reviewNote: null, reviewedAt: null, isActive: false };
}
