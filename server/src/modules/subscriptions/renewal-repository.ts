import { and, desc, eq, gt, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { notificationClaims } from '../../db/schema/notifications';
import { paymentMethods, subscriptionPaymentFailures, subscriptions } from '../../db/schema/payments';
import type { SubscriptionRow } from './repository';

/** Subscriptions the test-mode sweep renews now: live, not cancelled, not on Stripe Billing, their period over. */
export async function listDueRenewals(db: Executor, now: Date, limit: number) {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        eq(subscriptions.cancelAtPeriodEnd, false),
        lte(subscriptions.currentPeriodEnd, now),
        isNull(subscriptions.providerSubscriptionId),
      ),
    )
    .orderBy(subscriptions.currentPeriodEnd)
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Locks one due subscription for its renewal; null when it is no longer due (another instance renewed it and
 * committed: PostgreSQL reads the locked row again and its new period end fails the condition).
 */
export async function lockDueRenewal(db: Executor, id: string, now: Date) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.id, id),
        eq(subscriptions.status, 'active'),
        eq(subscriptions.cancelAtPeriodEnd, false),
        lte(subscriptions.currentPeriodEnd, now),
        isNull(subscriptions.providerSubscriptionId),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function lockSubscriptionByProviderId(db: Executor, providerSubscriptionId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId)).for('update');
  return row ?? null;
}

export async function updateSubscription(db: Executor, id: string, values: Partial<typeof subscriptions.$inferInsert>) {
  await db.update(subscriptions).set(values).where(eq(subscriptions.id, id));
}

/** The user's newest subscription whose renewal charge failed (its period may be over): the billing card's banner. */
export async function findPastDueSubscription(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'past_due')))
    .orderBy(desc(subscriptions.currentPeriodStart))
    .limit(1);
  return row ?? null;
}

/** The user's subscription that Cancel and Resume act on: the newest live one whose period has not ended. */
export async function findLiveSubscription(db: Executor, userId: string, now: Date): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), gt(subscriptions.currentPeriodEnd, now), ne(subscriptions.status, 'canceled')))
    .orderBy(desc(subscriptions.currentPeriodStart))
    .limit(1);
  return row ?? null;
}

/** A past-due plan the test-mode sweep retries (not on Stripe Billing), locked; null once it is no longer past due. */
export async function lockPastDue(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'past_due'), isNull(subscriptions.providerSubscriptionId)))
    .for('update');
  return row ?? null;
}

/** The user's newest past-due plan, locked: a new default card retries it at once. */
export async function lockPastDueOf(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'past_due')))
    .orderBy(desc(subscriptions.currentPeriodStart))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Past-due plans whose next try is due: their newest failure's next attempt has come (test mode; Stripe retries its own). */
export async function listDueRetries(db: Executor, now: Date, limit: number) {
  const rows = await db
    .selectDistinct({ id: subscriptions.id })
    .from(subscriptions)
    .innerJoin(
      subscriptionPaymentFailures,
      and(
        eq(subscriptionPaymentFailures.subscriptionId, subscriptions.id),
        eq(subscriptionPaymentFailures.periodEnd, subscriptions.currentPeriodEnd),
      ),
    )
    .where(
      and(
        eq(subscriptions.status, 'past_due'),
        isNull(subscriptions.providerSubscriptionId),
        lte(subscriptionPaymentFailures.nextAttemptAt, now),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The newest failure of the period: the attempt it was and when the next is due (the banner's date). */
export async function findLatestFailure(db: Executor, subscriptionId: string, periodEnd: Date) {
  const [row] = await db
    .select()
    .from(subscriptionPaymentFailures)
    .where(and(eq(subscriptionPaymentFailures.subscriptionId, subscriptionId), eq(subscriptionPaymentFailures.periodEnd, periodEnd)))
    .orderBy(desc(subscriptionPaymentFailures.attempt))
    .limit(1);
  return row ?? null;
}

/** Who a dunning message goes to: their address, language, zone and role (the update-card link differs). */
export async function findOwner(db: Executor, userId: string) {
  const [row] = await db
    .select({ email: users.email, language: users.language, timeZone: users.timeZone, userType: users.userType })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * One failed charge of a period; the same attempt twice (a replayed event) is kept once (then null). Only the newest
 * attempt keeps a next try: the earlier ones' are cleared.
 */
export async function insertPaymentFailure(db: Executor, values: typeof subscriptionPaymentFailures.$inferInsert) {
  const rows = await db.insert(subscriptionPaymentFailures).values(values).onConflictDoNothing().returning();
  const row = rows[0] ?? null;
  if (row) {
    await db
      .update(subscriptionPaymentFailures)
      .set({ nextAttemptAt: null })
      .where(
        and(
          eq(subscriptionPaymentFailures.subscriptionId, row.subscriptionId),
          eq(subscriptionPaymentFailures.periodEnd, row.periodEnd),
          ne(subscriptionPaymentFailures.id, row.id),
        ),
      );
  }
  return row;
}

export async function countPaymentFailures(db: Executor, subscriptionId: string, periodEnd: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(subscriptionPaymentFailures)
    .where(and(eq(subscriptionPaymentFailures.subscriptionId, subscriptionId), eq(subscriptionPaymentFailures.periodEnd, periodEnd)));
  return row?.count ?? 0;
}

export async function listPaymentFailures(db: Executor, subscriptionId: string) {
  return db.select().from(subscriptionPaymentFailures).where(eq(subscriptionPaymentFailures.subscriptionId, subscriptionId));
}

/** Live subscriptions not on Stripe Billing yet whose owner has a default card Stripe knows (saved through a SetupIntent). */
export async function listUnlinkedWithStripeCard(db: Executor, now: Date, limit: number) {
  return db
    .select({ subscription: subscriptions, email: users.email, paymentMethodRef: paymentMethods.providerRef })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(paymentMethods, and(eq(paymentMethods.userId, subscriptions.userId), eq(paymentMethods.isDefault, true)))
    .where(
      and(
        isNull(subscriptions.providerSubscriptionId),
        eq(subscriptions.status, 'active'),
        eq(subscriptions.cancelAtPeriodEnd, false),
        gt(subscriptions.currentPeriodEnd, now),
        isNotNull(paymentMethods.providerRef),
      ),
    )
    .limit(limit);
}

/** A Stripe customer id the user already has (from another of their subscriptions). */
export async function findCustomerId(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.providerCustomerId)))
    .limit(1);
  return row?.id ?? null;
}

/** Stores the Stripe subscription, unless another instance linked this one first (then false). */
export async function linkSubscription(db: Executor, id: string, providerSubscriptionId: string, providerCustomerId: string) {
  const rows = await db
    .update(subscriptions)
    .set({ providerSubscriptionId, providerCustomerId })
    .where(and(eq(subscriptions.id, id), isNull(subscriptions.providerSubscriptionId)))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

/** Subscriptions on Stripe Billing that are not over: what the reconcile asks Stripe about. */
export async function listLinkedSubscriptions(db: Executor, limit: number) {
  return db
    .select({ id: subscriptions.id, providerSubscriptionId: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(and(isNotNull(subscriptions.providerSubscriptionId), ne(subscriptions.status, 'canceled')))
    .limit(limit);
}

/** True for the first instance to claim `key` (a reconcile's hour): the others skip that run. */
export async function claimOnce(db: Executor, key: string, now: Date) {
  const rows = await db.insert(notificationClaims).values({ key, claimedAt: now }).onConflictDoNothing().returning();
  return rows.length > 0;
}
