import { CONSOLE_MESSAGES, payPerHireRefundRefusal, type ConsolePayment } from '@core/admin/console';
import { localDay } from '@core/channels/limits';
import { REFUND_INVOICE_PREFIX } from '@core/payments/catalogue';
import { RESUME_PLAN_IDS, type ResumePlanId } from '@core/resumes/plans';
import type { Executor } from '../../db/client';
import { AppError } from '../../plugins/errors';
import type { PaymentProviders } from './providers';
import * as repo from './refund-repository';

export interface RefundInput {
  /** The invoice's id, or its purchase's. */
  id: string;
  reason: string;
  hireLeftOn?: string;
  operatorId: string;
  /** The operator's zone: the hire's date and "today" are days on their calendar. */
  timeZone: string;
  now: Date;
}

/**
 * Refunds one invoice, once, inside the caller's transaction (which also writes the audit entry).
 * The invoice row is locked first, so a second or parallel refund waits and then finds the first:
 * 409. A purchase paid through Stripe is refunded at Stripe (its idempotency key makes a retry
 * refund once); a test-mode purchase is only recorded. The posts it granted that no job holds are
 * taken back, posts already used stay (their jobs keep running), and a subscription it paid ends now
 * (a resume plan too: the worker goes back to what they had without it).
 * A pay-per-hire fee is refundable when the hire left within 90 days of the hire (the fee's date).
 */
export async function refundInvoice(tx: Executor, providers: PaymentProviders, input: RefundInput) {
  const invoice = await repo.lockInvoiceForRefund(tx, input.id);
  if (!invoice) throw new AppError(404, CONSOLE_MESSAGES.paymentNotFound);
  if (await repo.findRefundOfInvoice(tx, invoice.id)) throw new AppError(409, CONSOLE_MESSAGES.alreadyRefunded);

  const refundLine = () =>
    repo.insertInvoiceLine(tx, {
      userId: invoice.userId,
      description: `${REFUND_INVOICE_PREFIX}${invoice.description}`,
      amountCents: -invoice.amountCents,
      status: 'refunded',
      createdAt: input.now,
    });
  const base = { invoiceId: invoice.id, operatorId: input.operatorId, amountCents: invoice.amountCents, reason: input.reason };

  if (invoice.applicationId) {
    if (invoice.status === 'void') throw new AppError(409, CONSOLE_MESSAGES.feeVoid);
    if (invoice.status !== 'pending' && invoice.status !== 'paid') throw new AppError(409, CONSOLE_MESSAGES.notRefundable);
    const refusal = payPerHireRefundRefusal(
      localDay(invoice.createdAt, input.timeZone),
      input.hireLeftOn,
      localDay(input.now, input.timeZone),
    );
    if (refusal) throw new AppError(refusal === CONSOLE_MESSAGES.hireLeftOnRequired ? 400 : 409, refusal);
    // The fee is recorded, not charged (docs/decisions.md): a pending fee is voided, a paid one paid back.
    const line = invoice.status === 'paid' ? await refundLine() : null;
    if (!line) await repo.setInvoiceStatus(tx, invoice.id, 'void');
    return repo.insertRefund(tx, { ...base, refundInvoiceId: line?.id ?? null, hireLeftOn: input.hireLeftOn, createdAt: input.now });
  }

  if (!invoice.purchaseId || invoice.status !== 'paid') throw new AppError(409, CONSOLE_MESSAGES.notRefundable);
  const payment = await repo.findPaymentOfPurchase(tx, invoice.purchaseId);
  if (!payment) throw new AppError(409, CONSOLE_MESSAGES.notRefundable);
  if (payment.provider === 'paypal') throw new AppError(409, CONSOLE_MESSAGES.payPalRefund);
  let providerRefundId: string | null = null;
  if (payment.provider === 'stripe') {
    if (!providers.card.refund) throw new AppError(409, CONSOLE_MESSAGES.stripeNotConfigured);
    try {
      const refund = await providers.card.refund.refundIntent({
        paymentIntentId: payment.providerRef,
        amountCents: invoice.amountCents,
        idempotencyKey: `refund-${invoice.id}`,
        metadata: { invoiceId: invoice.id, operatorId: input.operatorId },
      });
      providerRefundId = refund.id;
    } catch {
      throw new AppError(502, CONSOLE_MESSAGES.stripeRefundFailed);
    }
  }
  const posts = await repo.revokeUnusedPosts(tx, invoice.userId, invoice.purchaseId);
  const ended = await repo.endSubscriptionsOfPurchase(tx, invoice.purchaseId, input.now);
  await endResumePlans(tx, providers, invoice.userId, ended, input.now);
  const line = await refundLine();
  return repo.insertRefund(tx, {
    ...base,
    refundInvoiceId: line.id,
    providerRefundId,
    postsRevoked: posts.revoked,
    postsKept: posts.kept,
    createdAt: input.now,
  });
}

const isResumePlan = (plan: string): plan is ResumePlanId => (RESUME_PLAN_IDS as readonly string[]).includes(plan);

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

export function toConsolePaymentDto(row: repo.ConsolePaymentRow): ConsolePayment {
  const { invoice, refund } = row;
  return {
    id: invoice.id,
    purchaseId: invoice.purchaseId,
    kind: invoice.applicationId ? 'pay_per_hire' : 'purchase',
    company: row.company,
    email: row.email,
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
      isStripe: refund.providerRefundId !== null,
    },
  };
}

export async function listConsolePayments(db: Executor, q: string | undefined) {
  return (await repo.listConsolePayments(db, q)).map(toConsolePaymentDto);
}

export async function findConsolePayment(db: Executor, invoiceId: string) {
  const row = await repo.findConsolePayment(db, invoiceId);
  return row && toConsolePaymentDto(row);
}
