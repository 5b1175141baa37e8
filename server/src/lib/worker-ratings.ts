import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { WORKER_RATING_KEYS, type WorkerRatingSummary } from '@core/reviews/schemas';
import type { Executor } from '../db/client';
import { users } from '../db/schema/auth';
import { reviews } from '../db/schema/reviews';

const average = (column: AnyPgColumn) => sql<string | null>`round(avg(${column}), 2)::text`;
const counted = (column: AnyPgColumn) => sql<number>`count(${column})::int`;

export const EMPTY_WORKER_RATINGS: WorkerRatingSummary = {
  count: 0,
  ratings: { skill: { average: null, count: 0 }, reliability: { average: null, count: 0 }, safety: { average: null, count: 0 } },
  wouldHireAgain: { yes: 0, count: 0 },
};

/**
 * The ratings employers gave each of these workers (issue 52), in one grouped query for a page of applicants: only
 * the reviews anyone allowed may read (published, past their double-blind, author not frozen), as
 * GET /api/workers/{id}/reviews sums them. Applications sit below reviews, so the applicants list reads it here.
 * A worker without a shown review is absent from the map.
 */
export async function summarizeWorkerRatings(db: Executor, workerIds: string[], now: Date): Promise<Map<string, WorkerRatingSummary>> {
  if (workerIds.length === 0) return new Map();
  const rows = await db
    .select({
      workerId: reviews.subjectId,
      count: sql<number>`count(*)::int`,
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
    .where(
      and(
        inArray(reviews.subjectId, [...new Set(workerIds)]),
        eq(reviews.side, 'employer'),
        eq(reviews.status, 'published'),
        lte(reviews.visibleFrom, now),
        sql`not exists (select 1 from ${users} where ${users.id} = ${reviews.authorId} and ${users.frozenAt} is not null)`,
      ),
    )
    .groupBy(reviews.subjectId);
  return new Map(
    rows.map((row) => [
      row.workerId,
      {
        count: row.count,
        ratings: Object.fromEntries(
          WORKER_RATING_KEYS.map((key) => [
            key,
            { average: row[key] === null ? null : Number(row[key]), count: row[`${key}Count`] as number },
          ]),
        ) as WorkerRatingSummary['ratings'],
        wouldHireAgain: { yes: row.wouldHireAgainYes, count: row.wouldHireAgainCount },
      },
    ]),
  );
}
