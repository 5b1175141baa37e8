import { and, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ReviewSide } from '@core/reviews/schemas';
import type { Executor } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { users } from '../../db/schema/auth';
import { jobs } from '../../db/schema/jobs';
import { applicationHires, reviews } from '../../db/schema/reviews';

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewValues = typeof reviews.$inferInsert;

/** A hire as the review rules read it: its two sides, its status, when it was hired and its job's state. */
export async function findApplicationForReview(db: Executor, applicationId: string) {
  const [row] = await db
    .select({
      id: applications.id,
      workerId: applications.workerId,
      employerId: applications.employerId,
      jobTitle: applications.jobTitle,
      status: applications.status,
      jobId: applications.jobId,
      jobIsActive: jobs.isActive,
      jobExpiresAt: jobs.expiresAt,
      hiredAt: applicationHires.hiredAt,
    })
    .from(applications)
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(applicationHires, eq(applicationHires.applicationId, applications.id))
    .where(eq(applications.id, applicationId));
  return row ?? null;
}

/** Until the transaction ends, the hire's two reviews are written one after the other, so the second sees the first. */
export async function lockApplication(db: Executor, applicationId: string) {
  await db.select({ id: applications.id }).from(applications).where(eq(applications.id, applicationId)).for('update');
}

export async function findReviewsOfApplication(db: Executor, applicationId: string) {
  return db.select().from(reviews).where(eq(reviews.applicationId, applicationId));
}

/** Inserts the review unless its side already reviewed the hire (the unique index); null then. */
export async function insertReviewUnlessExists(db: Executor, values: ReviewValues) {
  const [row] = await db.insert(reviews).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findReviewById(db: Executor, id: string) {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row ?? null;
}

export async function lockReviewById(db: Executor, id: string) {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).for('update');
  return row ?? null;
}

export async function updateReview(db: Executor, id: string, values: Partial<ReviewValues>) {
  const [row] = await db.update(reviews).set(values).where(eq(reviews.id, id)).returning();
  return row!;
}

export async function setVisibleFrom(db: Executor, ids: string[], visibleFrom: Date) {
  await db.update(reviews).set({ visibleFrom }).where(inArray(reviews.id, ids));
}

/**
 * An author frozen for fraud loses the reviews he wrote: read at each query (not copied onto the reviews), so lifting
 * the freeze brings them back as they were.
 */
const byUnfrozenAuthor = () =>
  sql`not exists (select 1 from ${users} where ${users.id} = ${reviews.authorId} and ${users.frozenAt} is not null)`;

/** The reviews on one side that anyone allowed may read: published, past their double-blind, author not frozen. */
const shown = (side: ReviewSide, now: Date) =>
  and(eq(reviews.side, side), eq(reviews.status, 'published'), lte(reviews.visibleFrom, now), byUnfrozenAuthor());

/** A subject's shown reviews on one side. */
const shownOf = (subjectId: string, side: ReviewSide, now: Date) => and(eq(reviews.subjectId, subjectId), shown(side, now));

/** A page of shown reviews, newest first, after (createdAt, id) when given; one row more than `limit` says there is a next page. */
export async function listShownReviews(
  db: Executor,
  input: { subjectId: string; side: ReviewSide; now: Date; after: { createdAt: Date; id: string } | null; limit: number },
) {
  const { after } = input;
  return db
    .select({ review: reviews, companyName: applications.companyName })
    .from(reviews)
    .innerJoin(applications, eq(applications.id, reviews.applicationId))
    .where(
      and(
        shownOf(input.subjectId, input.side, input.now),
        after
          ? or(lt(reviews.createdAt, after.createdAt), and(eq(reviews.createdAt, after.createdAt), lt(reviews.id, after.id)))
          : undefined,
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(input.limit + 1);
}

const average = (column: AnyPgColumn) => sql<string | null>`round(avg(${column}), 2)::text`;
const counted = (column: AnyPgColumn) => sql<number>`count(${column})::int`;

/** Count and per-point average and count of the shown reviews (a point a review left blank is not counted). */
export async function summarizeShownReviews(db: Executor, subjectId: string, side: ReviewSide, now: Date) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      paidAsPromised: average(reviews.paidAsPromised),
      paidAsPromisedCount: counted(reviews.paidAsPromised),
      siteSafety: average(reviews.siteSafety),
      siteSafetyCount: counted(reviews.siteSafety),
      postMatchedWork: average(reviews.postMatchedWork),
      postMatchedWorkCount: counted(reviews.postMatchedWork),
      wouldWorkAgain: average(reviews.wouldWorkAgain),
      wouldWorkAgainCount: counted(reviews.wouldWorkAgain),
      skill: average(reviews.skill),
      skillCount: counted(reviews.skill),
      reliability: average(reviews.reliability),
      reliabilityCount: counted(reviews.reliability),
      safety: average(reviews.safety),
      safetyCount: counted(reviews.safety),
      wouldHireAgainYes: sql<number>`(count(*) filter (where ${reviews.wouldHireAgain}))::int`,
      wouldHireAgainCount: sql<number>`count(${reviews.wouldHireAgain})::int`,
    })
    .from(reviews)
    .where(shownOf(subjectId, side, now));
  return row!;
}

/**
 * Per employer of `employerIds` with shown reviews from its hires: their count and each point's average (as
 * summarizeShownReviews rounds it), in one grouped statement for a page of job cards. Employers without any are absent.
 */
export async function summarizeShownEmployerRatings(db: Executor, employerIds: readonly string[], now: Date) {
  if (employerIds.length === 0) return [];
  return db
    .select({
      employerId: reviews.subjectId,
      count: sql<number>`count(*)::int`,
      paidAsPromised: average(reviews.paidAsPromised),
      siteSafety: average(reviews.siteSafety),
      postMatchedWork: average(reviews.postMatchedWork),
      wouldWorkAgain: average(reviews.wouldWorkAgain),
    })
    .from(reviews)
    .where(and(inArray(reviews.subjectId, [...employerIds]), shown('worker', now)))
    .groupBy(reviews.subjectId);
}
