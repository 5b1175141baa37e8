import { CONSOLE_MESSAGES } from '@core/admin/console';
import { dollarsToCents } from '@core/payments/money';
import { PAYMENT_MESSAGES } from '@core/payments/schemas';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { findStripePaymentByIntent, importProviderRefund } from './dashboard-refunds';
import type { PaymentProviders } from './providers';
import * as refundRepo from './refund-repository';
import { issueCreditNote, PAYPAL_REFUND_NOTE } from './refunds';
import * as repo from './repository';

/** The Stripe events that settle a refund sent from the console. */
export const STRIPE_REFUND_EVENT_TYPES: ReadonlySet<string> = new Set([
  'charge.refunded',
  'refund.created',
  'refund.updated',
  'refund.failed',
]);

/** What a provider says about one refund: confirmed (the money went back), failed, or still waiting. */
export type RefundOutcome = 'confirmed' | 'failed' | 'pending';

const stripeOutcome = (status: string | null | undefined): RefundOutcome =>
  status === 'succeeded' ? 'confirmed' : status === 'failed' || status === 'canceled' ? 'failed' : 'pending';

interface StripeRefundObject {
  id: string;
  status?: string | null;
  amount?: number;
  reason?: string | null;
  metadata?: Record<string, string> | null;
  payment_intent?: string | { id: string } | null;
}

interface StripeChargeObject {
  id: string;
  payment_intent?: string | { id: string } | null;
  amount_refunded?: number;
  refunds?: { data?: StripeRefundObject[] } | null;
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * The invoice a provider's payment paid, locked as a refund of it locks it: an event that arrives
 * while the operator's refund is still being written waits for it, then finds its row. A payment of
 * ours whose invoice is not written yet (the refund's event came before the payment's) is answered
 * 409, so the provider sends the event again; a payment that is not ours is ignored.
 */
async function lockInvoiceOfPayment(tx: Executor, provider: 'stripe' | 'paypal', ref: string) {
  const payment = provider === 'stripe' ? await findStripePaymentByIntent(tx, ref) : await refundRepo.findPayPalPaymentByCapture(tx, ref);
  if (!payment || payment.provider !== provider) return null;
  const purchase = await repo.findPurchaseByPaymentId(tx, payment.id);
  const invoice = purchase && (await refundRepo.lockInvoiceForRefund(tx, purchase.id));
  if (!invoice && payment.status !== 'failed') throw new AppError(409, CONSOLE_MESSAGES.refundNotRecorded);
  return invoice ?? null;
}

type LockedInvoice = NonNullable<Awaited<ReturnType<typeof lockInvoiceOfPayment>>>;

/**
 * One refund a Stripe event names: a console refund (its metadata names the invoice) is settled; one
 * made in Stripe's dashboard is imported once, then settled like the console's.
 */
async function applyStripeRefund(
  tx: Executor,
  providers: PaymentProviders,
  invoice: LockedInvoice,
  refund: StripeRefundObject,
  outcome: RefundOutcome,
) {
  const known = await refundRepo.findRefundByProviderId(tx, refund.id);
  if (!known && !refund.metadata?.invoiceId && typeof refund.amount === 'number') {
    const reported = {
      provider: 'stripe' as const,
      providerRefundId: refund.id,
      amountCents: refund.amount,
      outcome,
      reason: refund.reason ?? null,
    };
    await importProviderRefund(tx, providers, invoice, reported);
    return;
  }
  // A console refund not recorded yet answers 409 (settleProviderRefund), so Stripe sends the event again.
  if (!known || known.status === 'pending') await settleProviderRefund(tx, providers, invoice, refund.id, outcome);
}

/** The charge's refunds: listed in the event (API versions before 2022-11-15), else asked of Stripe; null when unknown. */
async function refundsOfCharge(providers: PaymentProviders, charge: StripeChargeObject, intentId: string) {
  const listed = charge.refunds?.data;
  if (listed && listed.length > 0) return listed;
  if (!providers.card.refund?.listRefunds) return null;
  try {
    return await providers.card.refund.listRefunds(intentId);
  } catch {
    return null; // Stripe did not answer: the refunds' own refund.* events import them.
  }
}

/**
 * Settles one refund the console sent: pending becomes confirmed (its credit note is written and
 * e-mailed) or failed, once; a replayed or late event finds it settled and changes nothing. A refund
 * of ours not recorded yet (its transaction failed after the provider took it) is answered 409, so
 * the provider sends the event again after the operator's retry has recorded it.
 */
export async function settleProviderRefund(
  tx: Executor,
  providers: PaymentProviders,
  invoice: { id: string; userId: string; description: string },
  providerRefundId: string,
  outcome: RefundOutcome,
) {
  const refund = await refundRepo.findRefundByProviderId(tx, providerRefundId);
  if (!refund || refund.invoiceId !== invoice.id) throw new AppError(409, CONSOLE_MESSAGES.refundNotRecorded);
  if (outcome === 'pending') return;
  const now = providers.clock();
  const isSettled = await refundRepo.settleRefund(tx, refund.id, { status: outcome, confirmedAt: outcome === 'confirmed' ? now : null });
  if (isSettled && outcome === 'confirmed') await issueCreditNote(tx, providers, refund, invoice, now);
}

/** Stripe's refund events (refund.*: one refund; charge.refunded: the charge with its refunds, or its refunded total). */
export async function applyStripeRefundEvent(tx: Executor, providers: PaymentProviders, type: string, object: unknown) {
  if (type === 'charge.refunded') {
    const charge = object as StripeChargeObject;
    const intentId = idOf(charge.payment_intent);
    if (!intentId) return;
    const invoice = await lockInvoiceOfPayment(tx, 'stripe', intentId);
    if (!invoice) return;
    const listed = await refundsOfCharge(providers, charge, intentId);
    if (listed) {
      // Oldest first, so a total above the charge cuts the newest.
      for (const refund of [...listed].reverse()) await applyStripeRefund(tx, providers, invoice, refund, stripeOutcome(refund.status));
      return;
    }
    // Without the list (API versions since 2022-11-15): the pending refunds, oldest first, that the refunded total covers.
    let covered = await refundRepo.sumConfirmedRefunds(tx, invoice.id);
    for (const refund of await refundRepo.listPendingRefunds(tx, invoice.id)) {
      if (refund.provider !== 'stripe' || !refund.providerRefundId) continue;
      if (covered + refund.amountCents > (charge.amount_refunded ?? 0)) break;
      covered += refund.amountCents;
      await settleProviderRefund(tx, providers, invoice, refund.providerRefundId, 'confirmed');
    }
    return;
  }
  const refund = object as StripeRefundObject;
  const intentId = idOf(refund.payment_intent);
  if (!intentId) return;
  const invoice = await lockInvoiceOfPayment(tx, 'stripe', intentId);
  if (!invoice) return;
  await applyStripeRefund(tx, providers, invoice, refund, type === 'refund.failed' ? 'failed' : stripeOutcome(refund.status));
}

/** PayPal's PAYMENT.CAPTURE.REFUNDED (and .REVERSED, .PENDING): the resource is the refund, its `up` link the capture. */
export async function applyPayPalRefundEvent(
  tx: Executor,
  providers: PaymentProviders,
  resource: {
    id?: string;
    status?: string;
    amount?: { value?: string };
    note_to_payer?: string;
    links?: { rel?: string; href?: string }[];
  },
) {
  const captureId = resource.links?.find((link) => link.rel === 'up')?.href?.match(/\/captures\/([^/?]+)/)?.[1];
  if (!resource.id || !captureId) return;
  const invoice = await lockInvoiceOfPayment(tx, 'paypal', decodeURIComponent(captureId));
  if (!invoice) return;
  const outcome: RefundOutcome =
    resource.status === 'COMPLETED' ? 'confirmed' : resource.status === 'FAILED' || resource.status === 'CANCELLED' ? 'failed' : 'pending';
  const known = await refundRepo.findRefundByProviderId(tx, resource.id);
  const value = resource.amount?.value;
  // The console's refunds carry its note; any other refund of the capture was made in PayPal's dashboard.
  if (!known && resource.note_to_payer !== PAYPAL_REFUND_NOTE && value && /^\d+(\.\d{1,2})?$/.test(value)) {
    const reported = {
      provider: 'paypal' as const,
      providerRefundId: resource.id,
      amountCents: dollarsToCents(value),
      outcome,
      reason: null,
    };
    await importProviderRefund(tx, providers, invoice, reported);
    return;
  }
  await settleProviderRefund(tx, providers, invoice, resource.id, outcome);
}

const PAYPAL_REFUND_EVENTS = new Set(['PAYMENT.CAPTURE.REFUNDED', 'PAYMENT.CAPTURE.REVERSED']);

/** PayPal's signed notice: verified by PayPal, recorded once (its id, prefixed), then a refund's settled. */
export async function handlePayPalWebhook(
  db: Database,
  providers: PaymentProviders,
  rawBody: Buffer,
  headers: Record<string, string | undefined>,
) {
  if (!providers.paypal || !providers.payPalWebhookId) throw new AppError(400, PAYMENT_MESSAGES.webhookNotConfigured);
  let event: { id?: string; event_type?: string; resource?: Parameters<typeof applyPayPalRefundEvent>[2] };
  let isVerified = false;
  try {
    event = JSON.parse(rawBody.toString('utf8')) as typeof event;
    isVerified = await providers.paypal.verifyWebhook({ headers, event, webhookId: providers.payPalWebhookId });
  } catch {
    throw new AppError(400, PAYMENT_MESSAGES.webhookSignatureInvalid);
  }
  if (!isVerified || !event.id || !event.event_type) throw new AppError(400, PAYMENT_MESSAGES.webhookSignatureInvalid);
  const { id, event_type: type, resource } = event;
  await db.transaction(async (tx) => {
    if (!(await repo.recordWebhookEvent(tx, `paypal:${id}`, type))) return;
    if (PAYPAL_REFUND_EVENTS.has(type) && resource) await applyPayPalRefundEvent(tx, providers, resource);
  });
  return { received: true };
}

/** A refund waits this long for its webhook before the reconcile asks the provider itself. */
export const REFUND_RECONCILE_AFTER_MS = 30 * 60 * 1000;

/**
 * Recovers missed refund webhooks: each provider refund pending for REFUND_RECONCILE_AFTER_MS is
 * asked about and settled as its webhook would have (under the invoice's lock, once; a late webhook
 * then finds it settled). Safe on every instance at once.
 */
export async function reconcilePendingRefunds(db: Database, providers: PaymentProviders, now: Date) {
  const stale = await refundRepo.listStalePendingRefunds(db, new Date(now.getTime() - REFUND_RECONCILE_AFTER_MS), 20);
  for (const { refund, userId, description } of stale) {
    let outcome: RefundOutcome;
    try {
      if (refund.provider === 'stripe' && providers.card.refund) {
        outcome = stripeOutcome((await providers.card.refund.retrieveRefund(refund.providerRefundId!)).status);
      } else if (refund.provider === 'paypal' && providers.paypal) {
        const { status } = await providers.paypal.retrieveRefund(refund.providerRefundId!);
        outcome = status === 'COMPLETED' ? 'confirmed' : status === 'FAILED' || status === 'CANCELLED' ? 'failed' : 'pending';
      } else {
        continue;
      }
    } catch {
      continue; // The provider did not answer: the next run asks again.
    }
    if (outcome === 'pending') continue;
    await db.transaction(async (tx) => {
      const invoice = await refundRepo.lockInvoiceForRefund(tx, refund.invoiceId);
      await settleProviderRefund(
        tx,
        providers,
        invoice ?? { id: refund.invoiceId, userId, description },
        refund.providerRefundId!,
        outcome,
      );
    });
  }
}
