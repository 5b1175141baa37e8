import type { PurchasableItem } from '@core/payments/catalogue';
import { ANNUAL_INVOICE_SUFFIX } from '@core/payments/catalogue';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentMethods, payments } from '../../db/schema/payments';
import { emailInvoice, type InvoiceMailer } from './invoice-documents';
import * as repo from './repository';

/** The card a renewal charges: the user's default saved card, or null when none is saved. */
export async function findDefaultCard(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)))
    .limit(1);
  return row ?? null;
}

/**
 * A renewal's money, recorded once: the paid payment (its provider ref is unique: the test sweep's
 * subscription and period end, or Stripe's subscription and period start), its purchase, its
 * numbered invoice and the receipt e-mail, as a checkout's. Null when that charge was recorded
 * before (a second instance, a replayed webhook, the reconcile): the caller grants nothing then.
 */
export async function recordRenewalCharge(
  tx: Executor,
  input: {
    userId: string;
    item: PurchasableItem;
    amountCents: number;
    provider: 'test' | 'stripe';
    providerRef: string;
    /** Stripe's PaymentIntent (or charge) that paid it, what a refund in Stripe's dashboard names; stored as the capture id. */
    providerIntentRef?: string | null;
    now: Date;
  },
  mailer: InvoiceMailer | null,
) {
  const { userId, item, amountCents, provider, providerRef, now } = input;
  const providerCaptureId = input.providerIntentRef ?? null;
  const [payment] = await tx
    .insert(payments)
    .values({ userId, planId: item.id, amountCents, provider, providerRef, providerCaptureId, status: 'succeeded', grantedAt: now })
    .onConflictDoNothing({ target: payments.providerRef })
    .returning();
  if (!payment) {
    // Recorded before without it (the reconcile, or an event that did not carry it): the later event completes it.
    if (providerCaptureId) {
      await tx
        .update(payments)
        .set({ providerCaptureId })
        .where(and(eq(payments.providerRef, providerRef), isNull(payments.providerCaptureId)));
    }
    return null;
  }
  const purchase = await repo.insertPurchase(tx, {
    userId,
    paymentId: payment.id,
    planId: item.id,
    name: item.name,
    amountCents,
    purchasedAt: now,
  });
  const invoice = await repo.insertInvoice(tx, {
    userId,
    purchaseId: purchase.id,
    description: item.isAnnual ? `${item.name}${ANNUAL_INVOICE_SUFFIX}` : item.name,
    amountCents,
    status: 'paid',
    createdAt: now,
  });
  if (invoice) await emailInvoice(tx, mailer, invoice.id);
  return purchase;
}
