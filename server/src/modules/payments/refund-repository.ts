import { and, desc, eq, gt, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { likePattern } from '../../db/like';
import { users } from '../../db/schema/auth';
import { employerProfiles } from '../../db/schema/employer-profile';
import { invoices, jobPostGrants, paymentRefunds, payments, purchases, subscriptions } from '../../db/schema/payments';

export type RefundRow = typeof paymentRefunds.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Locks the invoice named by its own id or its purchase's, so two refunds of it run one after the other. */
export async function lockInvoiceForRefund(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(or(eq(invoices.id, id), eq(invoices.purchaseId, id)), ne(invoices.status, 'refunded')))
    .for('update');
  return row ?? null;
}

export async function findRefundOfInvoice(db: Executor, invoiceId: string) {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.invoiceId, invoiceId));
  return row ?? null;
}

/** The purchase's payment: who took the money (test, Stripe or PayPal) and under which reference. */
export async function findPaymentOfPurchase(db: Executor, purchaseId: string) {
  const [row] = await db
    .select({ provider: payments.provider, providerRef: payments.providerRef, userId: payments.userId })
    .from(purchases)
    .innerJoin(payments, eq(payments.id, purchases.paymentId))
    .where(eq(purchases.id, purchaseId));
  return row ?? null;
}

export async function insertInvoiceLine(db: Executor, values: typeof invoices.$inferInsert) {
  const [row] = await db.insert(invoices).values(values).returning();
  return row!;
}

export async function setInvoiceStatus(db: Executor, id: string, status: (typeof invoices.$inferInsert)['status']) {
  await db.update(invoices).set({ status }).where(eq(invoices.id, id));
}

export async function insertRefund(db: Executor, values: typeof paymentRefunds.$inferInsert) {
  const [row] = await db.insert(paymentRefunds).values(values).returning();
  return row!;
}

/**
 * Takes back the posts a refunded purchase granted that no job or renewal holds: each grant keeps
 * exactly its used posts. The employer's allowance is locked first (as a job post takes one), so
 * a post cannot be taken between the count and the update.
 */
export async function revokeUnusedPosts(db: Executor, employerId: string, purchaseId: string) {
  await db.select({ userId: employerProfiles.userId }).from(employerProfiles).where(eq(employerProfiles.userId, employerId)).for('update');
  const grants = await db
    .select({
      id: jobPostGrants.id,
      posts: jobPostGrants.posts,
      // Qualified by hand: Drizzle leaves the columns of a one-table select unqualified.
      used: sql<number>`((select count(*)::int from jobs j where j.post_grant_id = "job_post_grants"."id")
        + (select count(*)::int from job_post_renewals r where r.post_grant_id = "job_post_grants"."id"))`,
    })
    .from(jobPostGrants)
    .where(eq(jobPostGrants.purchaseId, purchaseId));
  let revoked = 0;
  let kept = 0;
  for (const grant of grants) {
    const keep = Math.min(grant.posts, Number(grant.used));
    kept += keep;
    revoked += grant.posts - keep;
    if (keep < grant.posts) await db.update(jobPostGrants).set({ posts: keep }).where(eq(jobPostGrants.id, grant.id));
  }
  return { revoked, kept };
}

/** A refunded subscription period ends now; the periods it ended. */
export async function endSubscriptionsOfPurchase(db: Executor, purchaseId: string, now: Date) {
  return db
    .update(subscriptions)
    .set({ currentPeriodEnd: sql`least(${subscriptions.currentPeriodEnd}, ${now.toISOString()}::timestamptz)`, cancelledAt: now })
    .where(eq(subscriptions.purchaseId, purchaseId))
    .returning();
}

/** The user's newest period of one of `plans` still running (a refunded one has ended). */
export async function findRunningSubscription(db: Executor, userId: string, plans: readonly string[], now: Date) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.plan, [...plans]), gt(subscriptions.currentPeriodEnd, now)))
    .orderBy(desc(subscriptions.currentPeriodStart))
    .limit(1);
  return row ?? null;
}

const CONSOLE_PAYMENTS_PAGE = 200;

/** An invoice with its buyer, the provider that took the money and its refund, as the console lists it. */
function selectConsolePayments(db: Executor) {
  return db
    .select({
      invoice: invoices,
      email: users.email,
      company: employerProfiles.companyName,
      provider: payments.provider,
      refund: paymentRefunds,
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, invoices.userId))
    .leftJoin(purchases, eq(purchases.id, invoices.purchaseId))
    .leftJoin(payments, eq(payments.id, purchases.paymentId))
    .leftJoin(paymentRefunds, eq(paymentRefunds.invoiceId, invoices.id))
    .$dynamic();
}

/** Purchases' invoices and pay-per-hire fees (not the refund lines), newest first; `q` matches e-mail, company or item. */
export async function listConsolePayments(db: Executor, q: string | undefined) {
  const pattern = q ? likePattern(q) : null;
  const matches = pattern
    ? or(ilike(users.email, pattern), ilike(employerProfiles.companyName, pattern), ilike(invoices.description, pattern))
    : undefined;
  return selectConsolePayments(db)
    .where(and(ne(invoices.status, 'refunded'), matches))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(CONSOLE_PAYMENTS_PAGE);
}

export async function findConsolePayment(db: Executor, invoiceId: string) {
  const [row] = await selectConsolePayments(db).where(eq(invoices.id, invoiceId));
  return row ?? null;
}

export type ConsolePaymentRow = NonNullable<Awaited<ReturnType<typeof findConsolePayment>>>;
