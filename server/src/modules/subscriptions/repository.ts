import { and, desc, eq, getTableColumns, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employerProfiles } from '../../db/schema/employer-profile';
import { jobs } from '../../db/schema/jobs';
import { jobPostGrants, jobPostRenewals, subscriptions } from '../../db/schema/payments';

export type JobPostGrantRow = typeof jobPostGrants.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function insertJobPostGrants(db: Executor, values: (typeof jobPostGrants.$inferInsert)[]) {
  if (values.length > 0) await db.insert(jobPostGrants).values(values);
}

/**
 * Locks the employer's allowance for the rest of the transaction (their profile row): posts are
 * counted and taken one request at a time, on PostgreSQL as on PGlite.
 */
export async function lockPostAllowance(db: Executor, employerId: string) {
  await db.select({ userId: employerProfiles.userId }).from(employerProfiles).where(eq(employerProfiles.userId, employerId)).for('update');
}

/** The grants open now, each with how many jobs hold one of its posts. */
export async function listOpenPostGrants(db: Executor, employerId: string, now: Date) {
  return db
    .select({
      ...getTableColumns(jobPostGrants),
      // Qualified by hand: Drizzle leaves the columns of a one-table select unqualified.
      used: sql<number>`((select count(*)::int from jobs j where j.post_grant_id = "job_post_grants"."id")
        + (select count(*)::int from job_post_renewals r where r.post_grant_id = "job_post_grants"."id"))`,
    })
    .from(jobPostGrants)
    .where(and(eq(jobPostGrants.employerId, employerId), lte(jobPostGrants.startsAt, now), gt(jobPostGrants.endsAt, now)));
}

/** How many jobs and renewals hold a free post, counted up to `max` (index lookups however many jobs there are). */
export async function countFreePostsUsed(db: Executor, employerId: string, max: number) {
  const result = await db.execute<{ used: number }>(sql`select count(*)::int as used from (
    (select 1 from ${jobs} where ${jobs.employerId} = ${employerId} and ${jobs.postGrantId} is null limit ${max})
    union all
    (select 1 from ${jobPostRenewals} where ${jobPostRenewals.employerId} = ${employerId} and ${jobPostRenewals.postGrantId} is null limit ${max})
  ) free_posts`);
  return result.rows[0]?.used ?? 0;
}

/** Records that a renewal of `jobId` used a post (null grant = the free post). */
export async function insertJobPostRenewal(db: Executor, values: typeof jobPostRenewals.$inferInsert) {
  await db.insert(jobPostRenewals).values(values);
}

/** The newest Basic grant still open, for the demo upgrade. */
export async function findOpenBasicGrant(db: Executor, employerId: string, now: Date) {
  const [row] = await db
    .select()
    .from(jobPostGrants)
    .where(and(eq(jobPostGrants.employerId, employerId), eq(jobPostGrants.plan, 'basic'), gt(jobPostGrants.endsAt, now)))
    .orderBy(desc(jobPostGrants.startsAt))
    .limit(1);
  return row ?? null;
}

/** Turns a Basic grant into a Boosted one; null when it is no longer Basic (another request was first). */
export async function upgradeBasicGrant(db: Executor, id: string, endsAt: Date) {
  const [row] = await db
    .update(jobPostGrants)
    .set({ plan: 'boosted', isBoosted: true, endsAt })
    .where(and(eq(jobPostGrants.id, id), eq(jobPostGrants.plan, 'basic')))
    .returning();
  return row ?? null;
}

/** Boosts the jobs that already used a grant (after its upgrade), each for `days` from its posting, and lists them as long. */
export async function boostJobsOfGrant(db: Executor, grantId: string, days: number) {
  const until = sql`${jobs.postedAt} + make_interval(days => ${days}::int)`;
  await db
    .update(jobs)
    .set({ boostedUntil: until, expiresAt: sql`greatest(${jobs.expiresAt}, ${until})` })
    .where(and(eq(jobs.postGrantId, grantId), isNull(jobs.boostedUntil)));
}

export async function insertSubscription(db: Executor, values: typeof subscriptions.$inferInsert) {
  await db.insert(subscriptions).values(values);
}

/** The user's newest subscription whose period has not ended (one Stripe ended is over). */
export async function findCurrentSubscription(db: Executor, userId: string, now: Date) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), gt(subscriptions.currentPeriodEnd, now), ne(subscriptions.status, 'canceled')))
    .orderBy(desc(subscriptions.currentPeriodStart))
    .limit(1);
  return row ?? null;
}

export async function cancelSubscriptionsAtPeriodEnd(db: Executor, userId: string, now: Date) {
  await db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: true, cancelledAt: now })
    .where(and(eq(subscriptions.userId, userId), gt(subscriptions.currentPeriodEnd, now), eq(subscriptions.cancelAtPeriodEnd, false)));
}
