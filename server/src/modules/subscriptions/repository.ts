import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employerProfiles } from '../../db/schema/employer-profile';
import { jobs } from '../../db/schema/jobs';
import { jobPostGrants, subscriptions } from '../../db/schema/payments';

export type JobPostGrantRow = typeof jobPostGrants.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function insertJobPostGrants(db: Executor, values: (typeof jobPostGrants.$inferInsert)[]) {
  if (values.length > 0) await db.insert(jobPostGrants).values(values);
}

export async function listJobPostGrants(db: Executor, employerId: string) {
  return db.select().from(jobPostGrants).where(eq(jobPostGrants.employerId, employerId));
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

export async function updateJobPostGrant(db: Executor, id: string, values: Partial<typeof jobPostGrants.$inferInsert>) {
  await db.update(jobPostGrants).set(values).where(eq(jobPostGrants.id, id));
}

/** Every job the employer posted, active or not: a closed job still used its post. */
export async function listPostedJobs(db: Executor, employerId: string) {
  return db
    .select({ id: jobs.id, postedAt: jobs.postedAt, boostedUntil: jobs.boostedUntil })
    .from(jobs)
    .where(eq(jobs.employerId, employerId));
}

export async function setJobsBoostedUntil(db: Executor, jobIds: string[], boostedUntil: Date) {
  if (jobIds.length === 0) return;
  await db
    .update(jobs)
    .set({ boostedUntil })
    .where(and(inArray(jobs.id, jobIds), isNull(jobs.boostedUntil)));
}

export async function insertSubscription(db: Executor, values: typeof subscriptions.$inferInsert) {
  await db.insert(subscriptions).values(values);
}

/** The user's newest subscription whose period has not ended. */
export async function findCurrentSubscription(db: Executor, userId: string, now: Date) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), gt(subscriptions.currentPeriodEnd, now)))
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

export async function cancelJobPostGrants(db: Executor, ids: string[], now: Date) {
  if (ids.length === 0) return;
  await db
    .update(jobPostGrants)
    .set({ cancelledAt: now })
    .where(and(inArray(jobPostGrants.id, ids), isNull(jobPostGrants.cancelledAt)));
}

export async function updatePayPerHire(db: Executor, employerId: string, payPerHireEnabled: boolean) {
  const [row] = await db
    .update(employerProfiles)
    .set({ payPerHireEnabled, updatedAt: new Date() })
    .where(eq(employerProfiles.userId, employerId))
    .returning({ payPerHireEnabled: employerProfiles.payPerHireEnabled });
  return row ?? null;
}
