import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { lockUser } from '../../lib/user-lock';
import { applications } from '../../db/schema/applications';
import { employerProfiles } from '../../db/schema/employer-profile';
import { jobs } from '../../db/schema/jobs';
import { users } from '../../db/schema/auth';
import {
  invoiceNumberCounter,
  invoices,
  paymentMethods,
  paymentRefunds,
  payments,
  purchases,
  webhookEvents,
} from '../../db/schema/payments';

export type PaymentRow = typeof payments.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

export async function insertPayment(db: Executor, values: typeof payments.$inferInsert) {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function findPaymentByProviderRef(db: Executor, providerRef: string) {
  const [row] = await db.select().from(payments).where(eq(payments.providerRef, providerRef));
  return row ?? null;
}

/** Locks the payment row so two confirmations of one payment run one after the other. */
export async function lockPayment(db: Executor, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  return row ?? null;
}

export async function updatePayment(db: Executor, id: string, values: Partial<typeof payments.$inferInsert>) {
  await db.update(payments).set(values).where(eq(payments.id, id));
}

export async function insertPurchase(db: Executor, values: typeof purchases.$inferInsert) {
  const [row] = await db.insert(purchases).values(values).returning();
  return row!;
}

export async function findPurchaseByPaymentId(db: Executor, paymentId: string) {
  const [row] = await db.select().from(purchases).where(eq(purchases.paymentId, paymentId));
  return row ?? null;
}

/** The user's purchases, newest first, each with its refund when an operator gave the money back. */
export async function listPurchasesForUser(db: Executor, userId: string) {
  const refunded = refundTotals(db);
  return db
    .select({ purchase: purchases, refund: { amountCents: refunded.amountCents, createdAt: refunded.createdAt } })
    .from(purchases)
    .leftJoin(invoices, eq(invoices.purchaseId, purchases.id))
    .leftJoin(refunded, eq(refunded.invoiceId, invoices.id))
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.purchasedAt), desc(purchases.id));
}

/** Per invoice: the cents of its refunds not failed (partial ones add up) and the newest one's time. */
export function refundTotals(db: Executor) {
  return db
    .select({
      invoiceId: paymentRefunds.invoiceId,
      amountCents: sql<number>`sum(${paymentRefunds.amountCents})::int`.as('refunded_cents'),
      createdAt: sql<Date>`max(${paymentRefunds.createdAt})`.mapWith(paymentRefunds.createdAt).as('refunded_at'),
    })
    .from(paymentRefunds)
    .where(ne(paymentRefunds.status, 'failed'))
    .groupBy(paymentRefunds.invoiceId)
    .as('refund_totals');
}

export type PurchaseListRow = Awaited<ReturnType<typeof listPurchasesForUser>>[number];

/**
 * The next number of the one invoice sequence. The counter row stays locked until the caller's
 * transaction ends, so parallel charges on any instance take numbers one after the other, and a
 * rolled back charge gives its number back: no gap, no duplicate.
 */
export async function takeInvoiceNumber(db: Executor) {
  // An upsert, so an emptied table (a test's database) starts again at 1.
  const [row] = await db
    .insert(invoiceNumberCounter)
    .values({ id: 1, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceNumberCounter.id, set: { lastNumber: sql`${invoiceNumberCounter.lastNumber} + 1` } })
    .returning({ number: invoiceNumberCounter.lastNumber });
  return row!.number;
}

/** A charge (`paid`) or a credit note (`refunded`) is numbered as it is written; null when it was already there. */
export async function insertInvoice(db: Executor, values: typeof invoices.$inferInsert) {
  const isNumbered = values.status === 'paid' || values.status === 'refunded';
  const number = isNumbered ? (values.number ?? (await takeInvoiceNumber(db))) : null;
  const [row] = await db
    .insert(invoices)
    .values({ ...values, number })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** One invoice with its owner's e-mail, language and zone: what its PDF and its e-mail say. */
export async function findInvoiceWithOwner(db: Executor, id: string) {
  const [row] = await db
    .select({
      invoice: invoices,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      userType: users.userType,
      language: users.language,
      timeZone: users.timeZone,
      company: employerProfiles.companyName,
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, invoices.userId))
    .where(eq(invoices.id, id));
  return row ?? null;
}

export type InvoiceWithOwner = NonNullable<Awaited<ReturnType<typeof findInvoiceWithOwner>>>;

/** Records PayPal's capture id on the payment: what a refund names. */
export async function setPaymentCaptureId(db: Executor, id: string, captureId: string) {
  await db.update(payments).set({ providerCaptureId: captureId }).where(eq(payments.id, id));
}

/** Moves an application's pay-per-hire invoice from one status to another; nothing when it is not in `from`. */
export async function setApplicationInvoiceStatus(db: Executor, applicationId: string, from: 'pending' | 'void', to: 'pending' | 'void') {
  await db
    .update(invoices)
    .set({ status: to })
    .where(and(eq(invoices.applicationId, applicationId), eq(invoices.status, from)));
}

export async function listInvoicesForUser(db: Executor, userId: string) {
  return db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.createdAt));
}

export async function listPaymentMethodsForUser(db: Executor, userId: string) {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(desc(paymentMethods.isDefault), asc(paymentMethods.createdAt));
}

/**
 * Locks the user's saved cards until the transaction ends (their user row) and lists them: what is
 * checked against the list (the same card saved twice, the first card made default, the next
 * default after a removal) stays true on every instance until the write commits.
 */
export async function lockPaymentMethods(db: Executor, userId: string) {
  await lockUser(db, userId);
  return listPaymentMethodsForUser(db, userId);
}

export async function insertPaymentMethod(db: Executor, values: typeof paymentMethods.$inferInsert) {
  const [row] = await db.insert(paymentMethods).values(values).returning();
  return row!;
}

export async function findPaymentMethod(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)));
  return row ?? null;
}

/** Makes `id` the user's only default card. */
export async function setDefaultPaymentMethod(db: Executor, userId: string, id: string) {
  await db
    .update(paymentMethods)
    .set({ isDefault: sql`${paymentMethods.id} = ${id}` })
    .where(eq(paymentMethods.userId, userId));
}

export async function deletePaymentMethod(db: Executor, userId: string, id: string) {
  const [row] = await db
    .delete(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
    .returning();
  return row ?? null;
}

/** Gives a saved card the provider's PaymentMethod id a later checkout kept. */
export async function setPaymentMethodProviderRef(db: Executor, id: string, providerRef: string) {
  await db.update(paymentMethods).set({ providerRef }).where(eq(paymentMethods.id, id));
}

export async function markPaymentMethodDefault(db: Executor, id: string) {
  await db.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, id));
}

/** True when the event id was new (and is now recorded). */
export async function recordWebhookEvent(db: Executor, id: string, type: string) {
  const rows = await db.insert(webhookEvents).values({ id, type }).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function findApplicationForFee(db: Executor, applicationId: string) {
  const [row] = await db
    .select({
      id: applications.id,
      employerId: applications.employerId,
      jobTitle: applications.jobTitle,
      salaryMin: jobs.salaryMin,
      salaryMax: jobs.salaryMax,
      payUnit: jobs.payUnit,
      payPerHireEnabled: employerProfiles.payPerHireEnabled,
    })
    .from(applications)
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, applications.employerId))
    .where(eq(applications.id, applicationId));
  return row ?? null;
}
