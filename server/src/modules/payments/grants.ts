import { ANNUAL_INVOICE_SUFFIX, BILLING_MONTH_DAYS, findPurchasableItem, type PurchasableItem } from '@core/payments/catalogue';
import { PAYMENT_MESSAGES } from '@core/payments/schemas';
import type { Executor } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { emailInvoice, type InvoiceMailer } from './invoice-documents';
import type { PurchaseGrants } from './providers';
import * as repo from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Gives what the payment bought, exactly once: the payment row is locked and granted_at is
 * checked, and purchases.payment_id is unique besides. Runs inside the caller's transaction.
 */
export async function grantPayment(
  tx: Executor,
  grants: PurchaseGrants,
  paymentId: string,
  now: Date,
  mailer: InvoiceMailer | null = null,
) {
  const payment = await repo.lockPayment(tx, paymentId);
  if (!payment) throw new AppError(404, PAYMENT_MESSAGES.paymentNotFound);
  if (payment.grantedAt) return (await repo.findPurchaseByPaymentId(tx, payment.id))!;

  const item = findPurchasableItem(payment.planId);
  if (!item) throw new AppError(404, PAYMENT_MESSAGES.planUnavailable);
  await repo.updatePayment(tx, payment.id, { status: 'succeeded', grantedAt: now });
  const purchase = await repo.insertPurchase(tx, {
    userId: payment.userId,
    paymentId: payment.id,
    planId: item.id,
    name: item.name,
    amountCents: payment.amountCents,
    purchasedAt: now,
  });
  const invoice = await repo.insertInvoice(tx, {
    userId: payment.userId,
    purchaseId: purchase.id,
    description: item.isAnnual ? `${item.name}${ANNUAL_INVOICE_SUFFIX}` : item.name,
    amountCents: payment.amountCents,
    status: 'paid',
    createdAt: now,
  });
  // The receipt, its PDF attached, is queued with the charge: it exists exactly when the invoice does.
  if (invoice) await emailInvoice(tx, mailer, invoice.id);
  await applyGrant(tx, grants, item, payment.userId, purchase.id, now);
  return purchase;
}

async function applyGrant(tx: Executor, grants: PurchaseGrants, item: PurchasableItem, userId: string, purchaseId: string, now: Date) {
  const grant = item.grant;
  const subscriptionPeriod = (months: number) => ({
    userId,
    purchaseId,
    plan: item.plan,
    planName: item.name,
    isAnnual: item.isAnnual,
    amountCents: item.priceCents,
    currentPeriodStart: now,
    currentPeriodEnd: new Date(now.getTime() + months * BILLING_MONTH_DAYS * DAY_MS),
  });
  switch (grant.type) {
    case 'job-post':
      await grants.insertJobPostGrants(tx, [
        {
          employerId: userId,
          purchaseId,
          plan: grant.isBoosted ? 'boosted' : 'basic',
          posts: grant.posts,
          isBoosted: grant.isBoosted,
          startsAt: now,
          endsAt: new Date(now.getTime() + grant.validDays * DAY_MS),
        },
      ]);
      return;
    case 'post-subscription':
      await grants.insertSubscription(tx, subscriptionPeriod(grant.months));
      await grants.insertJobPostGrants(
        tx,
        Array.from({ length: grant.months }, (_, month) => ({
          employerId: userId,
          purchaseId,
          plan: 'subscription-bundle' as const,
          posts: grant.postsPerMonth,
          isBoosted: false,
          startsAt: new Date(now.getTime() + month * BILLING_MONTH_DAYS * DAY_MS),
          endsAt: new Date(now.getTime() + (month + 1) * BILLING_MONTH_DAYS * DAY_MS),
        })),
      );
      return;
    case 'resume-plan':
      await grants.insertSubscription(tx, subscriptionPeriod(grant.months));
      await grants.grantResumePlan(tx, userId, grant.resumePlan, now);
      return;
    case 'worker-service':
      return;
  }
}
