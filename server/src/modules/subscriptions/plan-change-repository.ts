import { and, desc, eq, gt, lte, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobPostGrants, subscriptions } from '../../db/schema/payments';
import type { SubscriptionRow } from './repository';

/**
 * The user's live subscription (its period not over, not ended), locked for the rest of the transaction: one plan
 * change at a time, and a second confirm waits and reads the changed row (on PostgreSQL as on PGlite).
 */
export async function lockLiveSubscriptionOf(db: Executor, userId: string, now: Date): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), gt(subscriptions.currentPeriodEnd, now), ne(subscriptions.status, 'canceled')))
    .orderBy(desc(subscriptions.currentPeriodStart))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The scheduled downgrade, set or cleared; false when the row changed plan meanwhile (nothing written). */
export async function setScheduledPlan(db: Executor, id: string, plan: string, scheduledPlanId: string | null) {
  const rows = await db
    .update(subscriptions)
    .set({ scheduledPlanId })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.plan, plan)))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

/**
 * An upgrade to a longer period starts its own months now: the bundle's posts of the month being replaced end now
 * (their unused part was credited), and months not started yet go. Jobs already posted keep their own end dates.
 */
export async function endBundleGrantsFrom(db: Executor, employerId: string, now: Date) {
  const bundle = and(eq(jobPostGrants.employerId, employerId), eq(jobPostGrants.plan, 'subscription-bundle'));
  await db.delete(jobPostGrants).where(and(bundle, gt(jobPostGrants.startsAt, now)));
  await db
    .update(jobPostGrants)
    .set({ endsAt: now })
    .where(and(bundle, lte(jobPostGrants.startsAt, now), gt(jobPostGrants.endsAt, now)));
}
