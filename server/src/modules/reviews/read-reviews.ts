import type { User } from '@core/auth/schemas';
import { isUuid } from '@core/shared/ids';
import {
  EMPLOYER_RATING_KEYS,
  REVIEW_MESSAGES,
  WORKER_RATING_KEYS,
  type EmployerReviewList,
  type ReviewListQuery,
  type ReviewSide,
  type WorkerReviewList,
} from '@core/reviews/schemas';
import type { EmployerRatingSummary } from '@core/jobs/schemas';
import { headlineRating } from '@core/reviews/rules';
import type { Executor } from '../../db/client';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { AppError } from '../../plugins/errors';
import * as repo from './repository';
import { toPublicReviewDto } from './review-dto';
import { findAccountOfType, hasWorkerAppliedToEmployer } from '../../lib/hiring-relationship';

function readCursor(cursor: string | undefined) {
  if (!cursor) return null;
  const [createdAt, id] = decodeCursor(cursor) ?? [];
  const at = typeof createdAt === 'string' ? new Date(createdAt) : null;
  if (!at || Number.isNaN(at.getTime()) || typeof id !== 'string' || !isUuid(id)) throw new AppError(400, REVIEW_MESSAGES.cursorInvalid);
  return { createdAt: at, id };
}

async function readPage(db: Executor, subjectId: string, side: ReviewSide, query: ReviewListQuery, now: Date) {
  const rows = await repo.listShownReviews(db, { subjectId, side, now, after: readCursor(query.cursor), limit: query.limit });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1)?.review;
  return {
    reviews: page.map((row) => toPublicReviewDto(row.review, row.companyName)),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.createdAt.toISOString(), last.id]) : null,
  };
}

type Summary = Awaited<ReturnType<typeof repo.summarizeShownReviews>>;
const pointOf = (summary: Summary, key: string) => {
  const average = summary[key as keyof Summary] as string | null;
  return { average: average === null ? null : Number(average), count: summary[`${key}Count` as keyof Summary] as number };
};

/** An employer's reviews by the workers he hired, as anyone reads them: published, shown, newest first, with averages. */
export async function listEmployerReviews(
  db: Executor,
  employerId: string,
  query: ReviewListQuery,
  now: Date,
): Promise<EmployerReviewList> {
  if (!(await findAccountOfType(db, employerId, 'employer'))) throw new AppError(404, REVIEW_MESSAGES.employerNotFound);
  const [summary, page] = await Promise.all([
    repo.summarizeShownReviews(db, employerId, 'worker', now),
    readPage(db, employerId, 'worker', query, now),
  ]);
  return {
    count: summary.count,
    ratings: Object.fromEntries(EMPLOYER_RATING_KEYS.map((key) => [key, pointOf(summary, key)])) as EmployerReviewList['ratings'],
    ...page,
  };
}

/**
 * A worker's reviews by the employers who hired him: read by the worker himself and by employers he applied to
 * (the tie that opens his file to them); anyone else 403.
 */
export async function listWorkerReviews(
  db: Executor,
  reader: User,
  workerId: string,
  query: ReviewListQuery,
  now: Date,
): Promise<WorkerReviewList> {
  const isSelf = reader.userType === 'worker' && reader.id === workerId;
  const isEmployerApplied = reader.userType === 'employer' && (await hasWorkerAppliedToEmployer(db, workerId, reader.id));
  if (!isSelf && !isEmployerApplied) throw new AppError(403, REVIEW_MESSAGES.workerReviewsPrivate);
  if (!(await findAccountOfType(db, workerId, 'worker'))) throw new AppError(404, REVIEW_MESSAGES.workerNotFound);
  const [summary, page] = await Promise.all([
    repo.summarizeShownReviews(db, workerId, 'employer', now),
    readPage(db, workerId, 'employer', query, now),
  ]);
  return {
    count: summary.count,
    ratings: Object.fromEntries(WORKER_RATING_KEYS.map((key) => [key, pointOf(summary, key)])) as WorkerReviewList['ratings'],
    wouldHireAgain: { yes: summary.wouldHireAgainYes, count: summary.wouldHireAgainCount },
    ...page,
  };
}

/**
 * Each employer's headline rating and count from its shown reviews (as its review list says them), read in one
 * statement for a page of job cards; employers with none shown are absent.
 */
export async function summarizeEmployerRatings(
  db: Executor,
  employerIds: readonly string[],
  now: Date,
): Promise<Map<string, EmployerRatingSummary>> {
  const rows = await repo.summarizeShownEmployerRatings(db, [...new Set(employerIds)], now);
  const summaries = new Map<string, EmployerRatingSummary>();
  for (const row of rows) {
    const points = Object.fromEntries(EMPLOYER_RATING_KEYS.map((key) => [key, { average: row[key] === null ? null : Number(row[key]) }]));
    const average = headlineRating(points);
    if (average !== null && row.count > 0) summaries.set(row.employerId, { average, count: row.count });
  }
  return summaries;
}
