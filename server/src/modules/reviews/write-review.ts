import type { User } from '@core/auth/schemas';
import { decideReviewModeration } from '@core/reviews/moderation';
import {
  REVIEW_MESSAGES,
  type HireReviewState,
  type Review,
  type ReviewSide,
  type ValidCreateReviewRequest,
  type ValidUpdateReviewRequest,
} from '@core/reviews/schemas';
import { isReviewEditable, isReviewVisible, reviewEligibility, reviewRatingsProblem, reviewVisibleFrom } from '@core/reviews/rules';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import * as repo from './repository';
import { ratingColumns, toReviewDto } from './review-dto';

/** Which side of the hire the caller is: the hired worker or the job's employer; null for anyone else. */
function sideOf(user: User, hire: { workerId: string; employerId: string }): ReviewSide | null {
  if (user.userType === 'worker' && hire.workerId === user.id) return 'worker';
  if (user.userType === 'employer' && hire.employerId === user.id) return 'employer';
  return null;
}

function assertRatingsFit(side: ReviewSide, ratings: ValidCreateReviewRequest['ratings']) {
  const problem = reviewRatingsProblem(side, ratings);
  if (problem) throw new AppError(400, problem);
}

/** The caller's hire (403 when the application is not his, or does not exist), his side and whether it is due. */
async function readOwnHire(db: Database, user: User, applicationId: string, now: Date) {
  const hire = await repo.findApplicationForReview(db, applicationId);
  const side = hire ? sideOf(user, hire) : null;
  if (!hire || !side) throw new AppError(403, REVIEW_MESSAGES.notYourHire);
  const isJobClosed = !hire.jobId || !hire.jobIsActive || (hire.jobExpiresAt !== null && hire.jobExpiresAt <= now);
  return { hire, side, eligibility: reviewEligibility({ status: hire.status, hiredAt: hire.hiredAt, isJobClosed }, now) };
}

/** The card's state for the hire's author: due or not, and his own review once written (the other side's stays blind). */
export async function readHireReviewState(db: Database, user: User, applicationId: string, now: Date): Promise<HireReviewState> {
  const { hire, side, eligibility } = await readOwnHire(db, user, applicationId, now);
  const mine = (await repo.findReviewsOfApplication(db, hire.id)).find((review) => review.side === side);
  return { due: eligibility.eligible, mine: mine ? toReviewDto(mine) : null };
}

/**
 * Writes the caller's review of a hire (issue 52). 403 when the application is not the caller's (or does not exist:
 * the answer tells nothing of others' hires), not hired, or not yet due; 409 for the side's second review. Under the
 * application's row lock, so the second side's review sees the first and shows both at once (double-blind).
 */
export async function createReview(db: Database, user: User, input: ValidCreateReviewRequest, now: Date): Promise<Review> {
  const { hire, side, eligibility } = await readOwnHire(db, user, input.applicationId, now);
  if (!eligibility.eligible)
    throw new AppError(403, eligibility.reason === 'not_hired' ? REVIEW_MESSAGES.notHired : REVIEW_MESSAGES.notYetDue);
  assertRatingsFit(side, input.ratings);
  const moderation = decideReviewModeration(input.text, null);

  const row = await db.transaction(async (tx) => {
    await repo.lockApplication(tx, hire.id);
    const other = (await repo.findReviewsOfApplication(tx, hire.id)).find((review) => review.side !== side);
    const visibleFrom = other ? reviewVisibleFrom(other.createdAt, now) : reviewVisibleFrom(now, null);
    const inserted = await repo.insertReviewUnlessExists(tx, {
      applicationId: hire.id,
      side,
      authorId: user.id,
      subjectId: side === 'worker' ? hire.employerId : hire.workerId,
      jobTitle: hire.jobTitle,
      ...ratingColumns(input.ratings),
      text: input.text,
      status: moderation.status,
      holdReasons: moderation.reasons,
      visibleFrom,
      createdAt: now,
      updatedAt: now,
    });
    if (!inserted) throw new AppError(409, REVIEW_MESSAGES.alreadyReviewed);
    // The other side's review, still blind, is shown from now on with this one.
    if (other && other.visibleFrom > visibleFrom) await repo.setVisibleFrom(tx, [other.id], visibleFrom);
    return inserted;
  });
  return toReviewDto(row);
}

/** The author edits his review within its 14 days; an edit is moderated again, and a held review stays held. */
export async function updateReview(db: Database, user: User, id: string, input: ValidUpdateReviewRequest, now: Date): Promise<Review> {
  const row = await db.transaction(async (tx) => {
    const review = await repo.lockReviewById(tx, id);
    if (!review) throw new AppError(404, REVIEW_MESSAGES.reviewNotFound);
    if (review.authorId !== user.id) throw new AppError(403, REVIEW_MESSAGES.notYourReview);
    if (review.status === 'hidden') throw new AppError(403, REVIEW_MESSAGES.reviewHidden);
    if (!isReviewEditable(review.createdAt, now)) throw new AppError(403, REVIEW_MESSAGES.editWindowClosed);
    assertRatingsFit(review.side, input.ratings);
    const moderation = decideReviewModeration(input.text, review.status);
    return repo.updateReview(tx, review.id, {
      ...ratingColumns(input.ratings),
      text: input.text,
      status: moderation.status,
      holdReasons: moderation.reasons,
      updatedAt: now,
    });
  });
  return toReviewDto(row);
}

/**
 * The reviewed employer's one public answer to a worker's review, once the review is shown to him; moderated as
 * reviews are. 409 on a second answer.
 */
export async function respondToReview(db: Database, user: User, id: string, text: string, now: Date): Promise<Review> {
  const row = await db.transaction(async (tx) => {
    const review = await repo.lockReviewById(tx, id);
    // A review he may not read yet is one he cannot know of: not found, like a held or hidden one.
    const canRead = review && review.status === 'published' && (review.subjectId === user.id || review.authorId === user.id);
    if (!review || !canRead) throw new AppError(404, REVIEW_MESSAGES.reviewNotFound);
    if (review.side !== 'worker' || review.subjectId !== user.id) throw new AppError(403, REVIEW_MESSAGES.notReviewOfYou);
    if (!isReviewVisible(review.visibleFrom, now)) throw new AppError(403, REVIEW_MESSAGES.notVisibleYet);
    if (review.responseText !== null) throw new AppError(409, REVIEW_MESSAGES.alreadyAnswered);
    const moderation = decideReviewModeration(text, null);
    return repo.updateReview(tx, review.id, {
      responseText: text,
      responseStatus: moderation.status,
      responseHoldReasons: moderation.reasons,
      responseAt: now,
    });
  });
  return toReviewDto(row);
}
