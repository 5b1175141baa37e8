import { shownEmail } from '@core/auth/phone-sign-in-schemas';
import type { AdminReview, AdminReviewFilter } from '@core/admin/review-schemas';
import { REVIEW_ADMIN_MESSAGES } from '@core/admin/review-schemas';
import type { ReportReason } from '@core/reports/schemas';
import type { ReviewHoldReason } from '@core/reviews/moderation';
import { REVIEW_MESSAGES } from '@core/reviews/schemas';
import { isReviewVisible } from '@core/reviews/rules';
import type { Executor } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { findConsoleReview, listConsoleReviews, type ConsoleReviewRow } from './console-repository';
import * as repo from './repository';
import { ratingsOf } from './review-dto';
import { hasWorkerAppliedToEmployer } from '../../lib/hiring-relationship';

const partyName = (party: ConsoleReviewRow['author']) =>
  party.companyName?.trim() || [party.firstName, party.lastName].filter(Boolean).join(' ').trim() || shownEmail(party.email);

export function toAdminReviewDto({ review: row, author, subject, openReportCount, openReportReasons }: ConsoleReviewRow): AdminReview {
  return {
    id: row.id,
    applicationId: row.applicationId,
    side: row.side,
    authorId: row.authorId,
    subjectId: row.subjectId,
    author: { id: author.id, name: partyName(author), email: shownEmail(author.email) },
    subject: { id: subject.id, name: partyName(subject), email: shownEmail(subject.email) },
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
    openReports: { count: openReportCount, reasons: openReportReasons as ReportReason[] },
    createdAt: row.createdAt.toISOString(),
  };
}

async function consoleReviewOf(db: Executor, id: string) {
  const row = await findConsoleReview(db, id);
  if (!row) throw new AppError(404, REVIEW_MESSAGES.reviewNotFound);
  return toAdminReviewDto(row);
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
    await repo.updateReview(tx, id, { status: 'hidden', ...moderated });
    return consoleReviewOf(tx, id);
  }
  if (review.status === 'published' && review.responseStatus !== 'held') throw new AppError(409, REVIEW_ADMIN_MESSAGES.nothingToRestore);
  await repo.updateReview(tx, id, {
    status: 'published',
    holdReasons: [],
    ...(review.responseStatus === 'held' ? { responseStatus: 'published' as const, responseHoldReasons: [] } : {}),
    ...moderated,
  });
  return consoleReviewOf(tx, id);
}

/** The operator's lists: held reviews (or held responses) and reported ones oldest first; hidden or published newest first. */
export async function listReviewsForConsole(db: Executor, filter: AdminReviewFilter): Promise<AdminReview[]> {
  return (await listConsoleReviews(db, filter)).map(toAdminReviewDto);
}
