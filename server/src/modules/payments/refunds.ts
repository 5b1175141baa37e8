import { shownEmail } from '@core/auth/phone-sign-in-schemas';
import { CONSOLE_MESSAGES, payPerHireRefundRefusal, type ConsolePayment } from '@core/admin/console';
import { localDay } from '@core/channels/limits';
import { REFUND_INVOICE_PREFIX } from '@core/payments/catalogue';
import { centsToFixedDollars } from '@core/payments/money';
import { formatPhone } from '@core/shared/phone';
import { formatInvoiceNumber } from '@core/payments/schemas';
import { RESUME_PLAN_IDS, type ResumePlanId } from '@core/resumes/plans';
import type { Executor } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { emailInvoice } from './invoice-documents';
import type { PaymentProviders } from './providers';
import * as repo from './refund-repository';

export interface RefundInput {
  /** The invoice's id, or its purchase's. */
  id: string;
  reason: string;
  /** Cents to give back; without it, all that is left. A pay-per-hire fee is refunded whole. */
  amountCents?: number;
  hireLeftOn?: string;
  operatorId: string;
  /** The operator's zone: the hire's date and "today" are days on their calendar. */
  timeZone: string;
  now: Date;
}

/**
 * Refunds part or all of one invoice inside the caller's transaction (which also writes the audit
 * entry). The invoice row is locked first, so a second or parallel refund on any instance waits and
 * then counts the first: never more than was paid (400), nothing left (409). A Stripe or PayPal
 * payment is refunded through its provider (an idempotency key per step, so a retry refunds once)
 * and stays pending until the provider's webhook confirms it (with no webhook set up, its own succeeded
 * or COMPLETED answer does); a test-mode refund is confirmed at
 * once. A confirmed refund is a credit note, numbered, e-mailed. The refund that gives the last cent
 * back takes back the posts no job holds and ends a subscription or resume plan it paid.
 * A pay-per-hire fee is refundable, whole, when the hire left within 90 days of the hire (the fee's date).
 */
export async function refundInvoice(tx: Executor, providers: PaymentProviders, input: RefundInput) {
  const invoice = await repo.lockInvoiceForRefund(tx, input.id);
  if (!invoice) throw new AppError(404, CONSOLE_MESSAGES.paymentNotFound);
  const base = { invoiceId: invoice.id, operatorId: input.operatorId, reason: input.reason, createdAt: input.now };

  if (invoice.applicationId) {
    if (await repo.findRefundOfInvoice(tx, invoice.id)) throw new AppError(409, CONSOLE_MESSAGES.alreadyRefunded);
    if (invoice.status === 'void') throw new AppError(409, CONSOLE_MESSAGES.feeVoid);
    if (invoice.status !== 'pending' && invoice.status !== 'paid') throw new AppError(409, CONSOLE_MESSAGES.notRefundable);
    if (input.amountCents !== undefined && input.amountCents > invoice.amountCents)
      throw new AppError(400, CONSOLE_MESSAGES.refundTooLarge);
    const refusal = payPerHireRefundRefusal(
      localDay(invoice.createdAt, input.timeZone),
      input.hireLeftOn,
      localDay(input.now, input.timeZone),
    );
    if (refusal) throw new AppError(refusal === CONSOLE_MESSAGES.hireLeftOnRequired ? 400 : 409, refusal);
    // The fee is recorded, not charged (docs/decisions.md): a pending fee is voided, a paid one paid back.
    if (invoice.status !== 'paid') await repo.setInvoiceStatus(tx, invoice.id, 'void');
    const refund = await repo.insertRefund(tx, {
      ...base,
      amountCents: invoice.amountCents,
      hireLeftOn: input.hireLeftOn,
      confirmedAt: input.now,
    });
    return invoice.status === 'paid' ? issueCreditNote(tx, providers, refund, invoice, input.now) : refund;
  }

  if (!invoice.purchaseId || invoice.status !== 'paid') throw new AppError(409, CONSOLE_MESSAGES.notRefundable);
  const payment = await repo.findPaymentOfPurchase(tx, invoice.purchaseId);
  if (!payment) throw new AppError(409, CONSOLE_MESSAGES.notRefundable);
  const refundedBefore = await repo.sumRefundsOfInvoice(tx, invoice.id);
  const left = invoice.amountCents - refundedBefore;
  if (left <= 0) throw new AppError(409, CONSOLE_MESSAGES.alreadyRefunded);
  const amountCents = input.amountCents ?? left;
  if (amountCents > left) throw new AppError(400, CONSOLE_MESSAGES.refundTooLarge);
  // One key per step: a retry of this very refund (after the database failed to record it) refunds once.
  const idempotencyKey = refundedBefore === 0 ? `refund-${invoice.id}` : `refund-${invoice.id}-${refundedBefore}`;

  const sent = await sendRefund(providers, payment, { invoiceId: invoice.id, operatorId: input.operatorId, amountCents, idempotencyKey });
  let posts = { revoked: 0, kept: 0 };
  if (amountCents === left) {
    posts = await repo.revokeUnusedPosts(tx, invoice.userId, invoice.purchaseId);
    await endPlansOfPurchase(tx, providers, { userId: invoice.userId, purchaseId: invoice.purchaseId }, input.now);
  }
  // Pending until the provider's webhook says so; where no webhook is set up to say it, the provider's own answer confirms it.
  const isPending = sent !== null && !(sent.isDone && !isWebhookSetUp(providers, sent.provider));
  const refund = await repo.insertRefund(tx, {
    ...base,
    amountCents,
    provider: sent?.provider ?? null,
    providerRefundId: sent?.id ?? null,
    status: isPending ? 'pending' : 'confirmed',
    confirmedAt: isPending ? null : input.now,
    postsRevoked: posts.revoked,
    postsKept: posts.kept,
  });
  return isPending ? refund : issueCreditNote(tx, providers, refund, invoice, input.now);
}

/** The note the console's PayPal refunds carry: a refund PayPal reports without it was made in PayPal's dashboard. */
export const PAYPAL_REFUND_NOTE = 'CrewBridge refund';

const isWebhookSetUp = (providers: PaymentProviders, provider: 'stripe' | 'paypal') =>
  provider === 'stripe' ? providers.stripeWebhookSecret !== null : providers.payPalWebhookId !== null;

/** Asks the provider that took the money to give `amountCents` back; null in test mode (nothing to send). */
async function sendRefund(
  providers: PaymentProviders,
  payment: NonNullable<Awaited<ReturnType<typeof repo.findPaymentOfPurchase>>>,
  request: { invoiceId: string; operatorId: string; amountCents: number; idempotencyKey: string },
): Promise<{ provider: 'stripe' | 'paypal'; id: string; isDone: boolean } | null> {
  if (payment.provider === 'stripe') {
    if (!providers.card.refund) throw new AppError(409, CONSOLE_MESSAGES.stripeNotConfigured);
    // A renewal Stripe Billing charged is recorded under its period (`stripe_renewal_…`) with its PaymentIntent beside
    // it; one recorded by the reconcile alone has none to refund through here.
    const paymentIntentId = payment.providerCaptureId ?? payment.providerRef;
    if (paymentIntentId.startsWith('stripe_renewal_')) throw new AppError(409, CONSOLE_MESSAGES.stripeRenewalUnknown);
    try {
      const refund = await providers.card.refund.refundIntent({
        paymentIntentId,
        amountCents: request.amountCents,
        idempotencyKey: request.idempotencyKey,
        metadata: { invoiceId: request.invoiceId, operatorId: request.operatorId },
      });
      return { provider: 'stripe', id: refund.id, isDone: refund.status === 'succeeded' };
    } catch {
      throw new AppError(502, CONSOLE_MESSAGES.stripeRefundFailed);
    }
  }
  if (payment.provider === 'paypal') {
    if (!payment.providerCaptureId) throw new AppError(409, CONSOLE_MESSAGES.payPalRefund);
    if (!providers.paypal) throw new AppError(409, CONSOLE_MESSAGES.payPalNotConfigured);
    try {
      const refund = await providers.paypal.refundCapture({
        captureId: payment.providerCaptureId,
        amount: centsToFixedDollars(request.amountCents),
        currency: 'USD',
        requestId: request.idempotencyKey,
        note: PAYPAL_REFUND_NOTE,
      });
      return { provider: 'paypal', id: refund.id, isDone: refund.status === 'COMPLETED' };
    } catch {
      throw new AppError(502, CONSOLE_MESSAGES.payPalRefundFailed);
    }
  }
  return null;
}

/** A confirmed refund's credit note: the negative line, numbered in the invoices' sequence, and its e-mail. */
export async function issueCreditNote(
  tx: Executor,
  providers: PaymentProviders,
  refund: repo.RefundRow,
  invoice: { userId: string; description: string },
  now: Date,
) {
  const line = await repo.insertInvoiceLine(tx, {
    userId: invoice.userId,
    description: `${REFUND_INVOICE_PREFIX}${invoice.description}`,
    amountCents: -refund.amountCents,
    status: 'refunded',
    createdAt: now,
  });
  await repo.setRefundInvoice(tx, refund.id, line.id);
  await emailInvoice(tx, providers.invoiceMailer, line.id);
  return { ...refund, refundInvoiceId: line.id };
}

const isResumePlan = (plan: string): plan is ResumePlanId => (RESUME_PLAN_IDS as readonly string[]).includes(plan);

/**
 * The plans a fully refunded purchase paid end now and never renew: here (the test-mode sweep skips them), and at
 * Stripe when Stripe Billing renews one (cancelled there at once, or Stripe would charge its card at the period's
 * end). The row then holds Stripe's state as of now, so an event Stripe sent before the refund cannot bring the period
 * back. A refunded resume plan takes its grants with it.
 */
export async function endPlansOfPurchase(
  tx: Executor,
  providers: PaymentProviders,
  purchase: { userId: string; purchaseId: string },
  now: Date,
) {
  const ended = await repo.endSubscriptionsOfPurchase(tx, purchase.purchaseId, now);
  const billing = providers.card.billing;
  for (const period of ended) {
    if (!period.providerSubscriptionId || !billing) continue;
    try {
      await billing.cancelNow(period.providerSubscriptionId);
    } catch {
      throw new AppError(502, CONSOLE_MESSAGES.stripeCancelFailed);
    }
    await repo.markCancelledAtProvider(tx, period.id, now);
  }
  await endResumePlans(tx, providers, purchase.userId, ended, now);
}

/** A refunded resume plan ends too: the worker keeps another paid plan still running, if any. */
async function endResumePlans(tx: Executor, providers: PaymentProviders, userId: string, ended: repo.SubscriptionRow[], now: Date) {
  for (const period of ended) {
    if (!isResumePlan(period.plan)) continue;
    const running = await repo.findRunningSubscription(tx, userId, RESUME_PLAN_IDS, now);
    const stillPaid =
      running && isResumePlan(running.plan)
        ? { plan: running.plan, periodStartedAt: running.currentPeriodStart, expiresAt: running.currentPeriodEnd }
        : null;
    await providers.grants.revokeResumePlan(tx, userId, { plan: period.plan, periodStartedAt: period.currentPeriodStart }, stillPaid, now);
  }
}

/**
 * Who bought, where the console shows the buyer's address: an account that joined by phone has none
 * (issue 55), so its name, or its number, instead of the placeholder nobody can write to.
 */
function buyerContact(row: repo.ConsolePaymentRow) {
  return shownEmail(row.email) || [row.firstName, row.lastName].filter(Boolean).join(' ') || (row.phone ? formatPhone(row.phone) : '');
}

export function toConsolePaymentDto(row: repo.ConsolePaymentRow): ConsolePayment {
  const { invoice, refund } = row;
  return {
    id: invoice.id,
    purchaseId: invoice.purchaseId,
    kind: invoice.applicationId ? 'pay_per_hire' : 'purchase',
    company: row.company,
    email: buyerContact(row),
    item: invoice.description,
    amount: invoice.amountCents,
    status: invoice.status,
    provider: row.provider,
    date: invoice.createdAt.toISOString(),
    refund: refund && {
      amount: refund.amountCents,
      reason: refund.reason,
      createdAt: refund.createdAt.toISOString(),
      hireLeftOn: refund.hireLeftOn,
      postsRevoked: refund.postsRevoked,
      postsKept: refund.postsKept,
      isStripe: refund.provider === 'stripe',
      isFromProviderDashboard: refund.origin === 'provider_dashboard',
      status: refund.status,
    },
    number: invoice.number === null ? null : formatInvoiceNumber(invoice.number),
    refundedAmount: row.refundedCents ?? 0,
    refundableAmount:
      invoice.status === 'paid' || invoice.status === 'pending' ? Math.max(0, invoice.amountCents - (row.refundedCents ?? 0)) : 0,
  };
}

export async function listConsolePayments(db: Executor, q: string | undefined) {
  return (await repo.listConsolePayments(db, q)).map(toConsolePaymentDto);
}

export async function findConsolePayment(db: Executor, invoiceId: string) {
  const row = await repo.findConsolePayment(db, invoiceId);
  return row && toConsolePaymentDto(row);
}
