import type { AdminReview } from '@core/admin/review-schemas';
import { REVIEW_ADMIN_MESSAGES } from '@core/admin/review-schemas';
import type { ReviewHoldReason } from '@core/reviews/moderation';
import { REVIEW_MESSAGES } from '@core/reviews/schemas';
import { isReviewVisible } from '@core/reviews/rules';
import type { Executor } from '../../db/client';
import { AppError } from '../../plugins/errors';
import * as repo from './repository';
import { ratingsOf } from './review-dto';
import { hasWorkerAppliedToEmployer } from '../../lib/hiring-relationship';

export function toAdminReviewDto(row: repo.ReviewRow): AdminReview {
  return {
    id: row.id,
    applicationId: row.applicationId,
    side: row.side,
    authorId: row.authorId,
    subjectId: row.subjectId,
    jobTitle: row.jobTitle,
    ratings: ratingsOf(row),
    text: row.text,
    status: row.status,
    holdReasons: row.holdReasons as ReviewHoldReason[],
    moderationNote: row.moderationNote,
    response:
      row.responseText !== null && row.responseStatus !== null
        ? { text: row.responseText, status: row.responseStatus, holdReasons: row.responseHoldReasons as ReviewHoldReason[] }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A review as the reports module reads it, or null. */
export async function findReviewForReport(db: Executor, id: string) {
  return repo.findReviewById(db, id);
}

/**
 * Whether the reader may read the review, the rule of the lists: published and past its double-blind; an employer's
 * review by its worker and employers he applied to; a worker's review of an employer by anyone.
 */
export async function canReadReview(db: Executor, reader: { id: string; userType: string }, review: repo.ReviewRow, now: Date) {
  if (review.status !== 'published' || !isReviewVisible(review.visibleFrom, now)) return false;
  if (review.side === 'worker') return true;
  if (reader.id === review.subjectId) return true;
  return reader.userType === 'employer' && hasWorkerAppliedToEmployer(db, review.subjectId, reader.id);
}

/**
 * An operator hides a review (and its response with it) or restores it: published again, a held response with it.
 * In the caller's transaction, beside its audit entry. 409 when it already is as asked.
 */
export async function setReviewModeration(
  tx: Executor,
  id: string,
  input: { action: 'hide' | 'restore'; note: string; operatorId: string; now: Date },
): Promise<AdminReview> {
  const review = await repo.lockReviewById(tx, id);
  if (!review) throw new AppError(404, REVIEW_MESSAGES.reviewNotFound);
  const moderated = { moderationNote: input.note, moderatedBy: input.operatorId, moderatedAt: input.now };
  if (input.action === 'hide') {
    if (review.status === 'hidden') throw new AppError(409, REVIEW_ADMIN_MESSAGES.alreadyHidden);
    return toAdminReviewDto(await repo.updateReview(tx, id, { status: 'hidden', ...moderated }));
  }
  if (review.status === 'published' && review.responseStatus !== 'held') throw new AppError(409, REVIEW_ADMIN_MESSAGES.nothingToRestore);
  return toAdminReviewDto(
    await repo.updateReview(tx, id, {
      status: 'published',
      holdReasons: [],
      ...(review.responseStatus === 'held' ? { responseStatus: 'published' as const, responseHoldReasons: [] } : {}),
      ...moderated,
    }),
  );
}

/** The operator's queue: held reviews (or held responses), or the hidden ones; oldest first. */
export async function listReviewsForConsole(db: Executor, status: 'held' | 'hidden'): Promise<AdminReview[]> {
  return (await repo.listReviewsByModeration(db, status)).map(toAdminReviewDto);
}
