import { and, asc, desc, eq, gt, ilike, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { likePattern } from '../../db/like';
import { users } from '../../db/schema/auth';
import { employerProfiles } from '../../db/schema/employer-profile';
import { invoices, jobPostGrants, paymentRefunds, payments, purchases, subscriptions } from '../../db/schema/payments';
import { refundTotals, takeInvoiceNumber } from './repository';

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
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.invoiceId, invoiceId)).limit(1);
  return row ?? null;
}

/** Cents of the invoice's refunds that are pending or confirmed: what may not be refunded again. */
export async function sumRefundsOfInvoice(db: Executor, invoiceId: string) {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${paymentRefunds.amountCents}), 0)::int` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.invoiceId, invoiceId), ne(paymentRefunds.status, 'failed')));
  return Number(row?.cents ?? 0);
}

/** Cents the provider already confirmed it gave back. */
export async function sumConfirmedRefunds(db: Executor, invoiceId: string) {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${paymentRefunds.amountCents}), 0)::int` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.invoiceId, invoiceId), eq(paymentRefunds.status, 'confirmed')));
  return Number(row?.cents ?? 0);
}

export async function findPayPalPaymentByCapture(db: Executor, captureId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.providerCaptureId, captureId));
  return row ?? null;
}

export async function findRefundByProviderId(db: Executor, providerRefundId: string) {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.providerRefundId, providerRefundId));
  return row ?? null;
}

/** The invoice's refunds still waiting for the provider, oldest first. */
export async function listPendingRefunds(db: Executor, invoiceId: string) {
  return db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.invoiceId, invoiceId), eq(paymentRefunds.status, 'pending')))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
}

/** Provider refunds still pending since before `before`, oldest first, at most `limit`: the reconcile's list. */
export async function listStalePendingRefunds(db: Executor, before: Date, limit: number) {
  return db
    .select({ refund: paymentRefunds, userId: invoices.userId, description: invoices.description })
    .from(paymentRefunds)
    .innerJoin(invoices, eq(invoices.id, paymentRefunds.invoiceId))
    .where(and(eq(paymentRefunds.status, 'pending'), lt(paymentRefunds.createdAt, before), isNotNull(paymentRefunds.providerRefundId)))
    .orderBy(asc(paymentRefunds.createdAt))
    .limit(limit);
}

/** Moves a pending refund to confirmed or failed; false when it was no longer pending (a replayed or late event). */
export async function settleRefund(db: Executor, id: string, values: Partial<typeof paymentRefunds.$inferInsert>) {
  const rows = await db
    .update(paymentRefunds)
    .set(values)
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'pending')))
    .returning({ id: paymentRefunds.id });
  return rows.length > 0;
}

/** The purchase's payment: who took the money (test, Stripe or PayPal) and under which reference. */
export async function findPaymentOfPurchase(db: Executor, purchaseId: string) {
  const [row] = await db
    .select({
      provider: payments.provider,
      providerRef: payments.providerRef,
      providerCaptureId: payments.providerCaptureId,
      userId: payments.userId,
    })
    .from(purchases)
    .innerJoin(payments, eq(payments.id, purchases.paymentId))
    .where(eq(purchases.id, purchaseId));
  return row ?? null;
}

/** A credit note (status `refunded`), numbered in the invoices' sequence. */
export async function insertInvoiceLine(db: Executor, values: typeof invoices.$inferInsert) {
  const [row] = await db
    .insert(invoices)
    .values({ ...values, number: await takeInvoiceNumber(db) })
    .returning();
  return row!;
}

export async function setInvoiceStatus(db: Executor, id: string, status: (typeof invoices.$inferInsert)['status']) {
  await db.update(invoices).set({ status }).where(eq(invoices.id, id));
}

export async function setRefundInvoice(db: Executor, id: string, refundInvoiceId: string) {
  await db.update(paymentRefunds).set({ refundInvoiceId }).where(eq(paymentRefunds.id, id));
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

/**
 * A refunded subscription period ends now, and is not renewed: the renewal sweep charges the saved card for every
 * period that has ended unless it was cancelled at its end (a refunded plan was charged again at the next sweep).
 * Answers the periods it ended.
 */
export async function endSubscriptionsOfPurchase(db: Executor, purchaseId: string, now: Date) {
  return db
    .update(subscriptions)
    .set({
      currentPeriodEnd: sql`least(${subscriptions.currentPeriodEnd}, ${now.toISOString()}::timestamptz)`,
      cancelAtPeriodEnd: true,
      cancelledAt: now,
    })
    .where(eq(subscriptions.purchaseId, purchaseId))
    .returning();
}

/** A plan Stripe Billing renewed, cancelled there: its stored state is Stripe's as of `at`, and older events yield to it. */
export async function markCancelledAtProvider(db: Executor, subscriptionId: string, at: Date) {
  await db.update(subscriptions).set({ status: 'canceled', providerStateAt: at }).where(eq(subscriptions.id, subscriptionId));
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
  const refunded = refundTotals(db);
  return (
    db
      .select({
        invoice: invoices,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        phone: users.phone,
        company: employerProfiles.companyName,
        provider: payments.provider,
        refund: paymentRefunds,
        refundedCents: refunded.amountCents,
      })
      .from(invoices)
      .innerJoin(users, eq(users.id, invoices.userId))
      .leftJoin(employerProfiles, eq(employerProfiles.userId, invoices.userId))
      .leftJoin(purchases, eq(purchases.id, invoices.purchaseId))
      .leftJoin(payments, eq(payments.id, purchases.paymentId))
      // The newest refund is shown; the totals add up all of them.
      .leftJoin(
        paymentRefunds,
        eq(
          paymentRefunds.id,
          sql`(select r.id from payment_refunds r where r.invoice_id = ${invoices.id} order by r.created_at desc, r.id desc limit 1)`,
        ),
      )
      .leftJoin(refunded, eq(refunded.invoiceId, invoices.id))
      .$dynamic()
  );
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
