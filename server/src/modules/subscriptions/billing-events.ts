import { findPurchasableItem } from '@core/payments/catalogue';
import { PAYMENT_MESSAGES } from '@core/payments/schemas';
import { isRenewingItem } from '@core/subscriptions/proration';
import { renewalItemFor } from '@core/subscriptions/renewal';
import type { Executor } from '../../db/client';
import { toBillingSubscription } from '../../lib/payment-providers/stripe';
import type { BillingSubscriptionState } from '../../lib/payment-providers/types';
import * as payments from '../payments/service';
import type { BillingEvent, InvoiceMailer, PurchaseGrants } from '../payments/service';
import { notifyPaymentFailure } from './dunning';
import type * as repo from './repository';
import { grantPeriod, recordRenewalFailure, type Period } from './renewal';
import * as renewalRepo from './renewal-repository';
import { applyScheduledPlan } from './scheduled-plan';

type StripeObject = Record<string, unknown>;

const isOlder = (sub: repo.SubscriptionRow, stamp: Date) => sub.providerStateAt !== null && stamp < sub.providerStateAt;
const fromUnix = (seconds: unknown) => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);

/**
 * Stripe's current state of a subscription (an event's, or the reconcile's fetch), unless what is stored is newer:
 * status and cancel-at-period-end follow it; the period only moves forward, except that a canceled one ends when
 * Stripe ended it.
 */
export async function applyProviderState(
  tx: Executor,
  sub: repo.SubscriptionRow,
  state: BillingSubscriptionState,
  stamp: Date,
  endedAt: Date | null,
) {
  if (isOlder(sub, stamp)) return;
  // A cancelled subscription's item still names the period it was in: that never extends ours (a refund ended it).
  const isLater = state.status !== 'canceled' && state.currentPeriodEnd > sub.currentPeriodEnd;
  const period = isLater ? { currentPeriodStart: state.currentPeriodStart, currentPeriodEnd: state.currentPeriodEnd } : {};
  const ended = state.status === 'canceled' && endedAt && endedAt < sub.currentPeriodEnd ? { currentPeriodEnd: endedAt } : {};
  await renewalRepo.updateSubscription(tx, sub.id, {
    status: state.status,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    cancelledAt: state.cancelAtPeriodEnd ? (sub.cancelledAt ?? stamp) : null,
    pastDueSince: state.status === 'past_due' ? (sub.pastDueSince ?? stamp) : null,
    providerStateAt: stamp,
    ...period,
    ...ended,
  });
}

/**
 * A paid Stripe invoice of a period: the charge is recorded once (its reference names the subscription and the
 * period's start, so the reconcile finding the same period records nothing more) and the period's grants follow;
 * the stored period moves forward to it, and the plan is active again unless a newer state is stored.
 */
export async function recordStripeRenewal(
  tx: Executor,
  grants: PurchaseGrants,
  sub: repo.SubscriptionRow,
  paid: { period: Period; amountCents: number; stamp: Date; paymentIntentId?: string | null },
  now: Date,
  mailer: InvoiceMailer | null,
) {
  const item = renewalItemFor(sub.plan, sub.isAnnual);
  if (!item || !sub.providerSubscriptionId) return;
  const { period, amountCents, stamp, paymentIntentId } = paid;
  const purchase = await payments.recordRenewalCharge(
    tx,
    {
      userId: sub.userId,
      item,
      amountCents,
      provider: 'stripe',
      providerRef: `stripe_renewal_${sub.providerSubscriptionId}_${Math.floor(period.start.getTime() / 1000)}`,
      // The PaymentIntent a refund in Stripe's dashboard names, so that refund is imported against this invoice.
      providerIntentRef: paymentIntentId ?? null,
      now,
    },
    mailer,
  );
  if (purchase) await grantPeriod(tx, grants, sub, item, purchase.id, period);
  const isLater = period.end > sub.currentPeriodEnd;
  await renewalRepo.updateSubscription(tx, sub.id, {
    ...(isLater ? { currentPeriodStart: period.start, currentPeriodEnd: period.end, renewedAt: now } : {}),
    ...(purchase && isLater ? { purchaseId: purchase.id } : {}),
    ...(isOlder(sub, stamp) ? {} : { status: 'active' as const, pastDueSince: null, providerStateAt: stamp }),
  });
}

/** The subscription an invoice belongs to: `parent.subscription_details` since API 2025-03-31, `subscription` before. */
function invoiceSubscriptionId(invoice: StripeObject): string | null {
  const parent = invoice.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
  const id = parent?.subscription_details?.subscription ?? invoice.subscription;
  if (typeof id === 'string') return id;
  return id && typeof id === 'object' && typeof (id as { id?: unknown }).id === 'string' ? (id as { id: string }).id : null;
}

const idOf = (value: unknown) =>
  typeof value === 'string' ? value : value && typeof (value as { id?: unknown }).id === 'string' ? (value as { id: string }).id : null;

/**
 * The PaymentIntent that paid an invoice: `payment_intent` before API 2025-03-31, then its `payments` (an includable
 * list: present when the event or a fetch expanded it); the charge id when only a charge is named.
 */
function invoicePaymentIntent(invoice: StripeObject): string | null {
  const direct = idOf(invoice.payment_intent);
  if (direct) return direct;
  const payments = (invoice.payments as { data?: { status?: string; payment?: { payment_intent?: unknown; charge?: unknown } }[] })?.data;
  const paid = payments?.find((entry) => entry.status === 'paid') ?? payments?.[0];
  return idOf(paid?.payment?.payment_intent) ?? idOf(paid?.payment?.charge);
}

type InvoiceLine = {
  amount?: unknown;
  period?: { end?: unknown };
  pricing?: { price_details?: { product?: unknown } };
  price?: { product?: unknown };
};

/**
 * The plan an invoice charges for, from our product id (`crewbridge-<plan id>`) on its charged line (a proration's
 * credit line names the plan left): `pricing.price_details` since API 2025-03-31, `price` before.
 */
function invoicePlanId(invoice: StripeObject): string | null {
  const lines = ((invoice.lines as { data?: InvoiceLine[] } | undefined)?.data ?? []).filter(
    (line) => typeof line.amount === 'number' && line.amount > 0,
  );
  const line = lines.sort((a, b) => Number(b.period?.end ?? 0) - Number(a.period?.end ?? 0))[0];
  const product = idOf(line?.pricing?.price_details?.product ?? line?.price?.product);
  return product?.startsWith('crewbridge-') ? product.slice('crewbridge-'.length) : null;
}

/**
 * A renewal's invoice on another plan of the same audience (a downgrade's schedule reached its next phase): the row
 * takes that plan before the charge is recorded, so the receipt and grants are the new plan's. Only an invoice of the
 * next period, or of the stored one when a subscription update moved it first: an older one replayed changes nothing.
 * Without our product on its line, the scheduled plan applies when the amount is its price.
 */
async function followInvoicePlan(tx: Executor, sub: repo.SubscriptionRow, invoice: StripeObject, period: Period, amountCents: number) {
  const isNextPeriod = period.start >= sub.currentPeriodEnd || period.start.getTime() === sub.currentPeriodStart.getTime();
  const current = renewalItemFor(sub.plan, sub.isAnnual);
  if (!isNextPeriod || !current) return sub;
  const planId = invoicePlanId(invoice);
  const item = planId ? findPurchasableItem(planId) : undefined;
  if (item && item.id !== current.id && isRenewingItem(item) && item.audience === current.audience) {
    return applyScheduledPlan(tx, { ...sub, scheduledPlanId: item.id });
  }
  const scheduled = !planId && sub.scheduledPlanId ? findPurchasableItem(sub.scheduledPlanId) : undefined;
  return scheduled?.priceCents === amountCents ? applyScheduledPlan(tx, sub) : sub;
}

function invoicePeriod(invoice: StripeObject): Period | null {
  const lines = invoice.lines as { data?: { period?: { start?: unknown; end?: unknown } }[] } | undefined;
  const line = lines?.data?.[0]?.period;
  const start = fromUnix(line?.start);
  const end = fromUnix(line?.end);
  return start && end ? { start, end } : null;
}

/** Stripe Billing's events for our subscriptions, in the transaction that recorded the event id (so each applies once). */
export async function applyBillingEvent(
  tx: Executor,
  event: BillingEvent,
  grants: PurchaseGrants,
  now: Date,
  mailer: InvoiceMailer | null,
) {
  const stamp = new Date(event.created * 1000);
  const object = event.object;
  if (event.type === 'customer.subscription.updated' || event.type === 'customer.subscription.deleted') {
    const state = toBillingSubscription(object as Parameters<typeof toBillingSubscription>[0]);
    const sub = await renewalRepo.lockSubscriptionByProviderId(tx, state.id);
    if (!sub) return;
    if (event.type === 'customer.subscription.deleted') state.status = 'canceled';
    // Stripe gave up on a past-due plan: it ends now, and its owner is told (once: the event id applies once).
    const isDunningEnd = event.type === 'customer.subscription.deleted' && sub.status === 'past_due' && !isOlder(sub, stamp);
    await applyProviderState(
      tx,
      sub,
      state,
      stamp,
      fromUnix(object.ended_at) ?? (event.type === 'customer.subscription.deleted' ? stamp : null),
    );
    if (isDunningEnd) await notifyPaymentFailure(tx, mailer, sub, null);
    return;
  }
  const subscriptionId = invoiceSubscriptionId(object);
  const sub = subscriptionId ? await renewalRepo.lockSubscriptionByProviderId(tx, subscriptionId) : null;
  if (!sub) return;
  if (event.type === 'invoice.paid') {
    const period = invoicePeriod(object);
    const amountCents = typeof object.amount_paid === 'number' ? object.amount_paid : 0;
    // The $0 invoice of the subscription's start (the period paid at checkout) is no renewal.
    if (!period || amountCents <= 0) return;
    const renewing = await followInvoicePlan(tx, sub, object, period, amountCents);
    const paymentIntentId = invoicePaymentIntent(object);
    await recordStripeRenewal(tx, grants, renewing, { period, amountCents, stamp, paymentIntentId }, now, mailer);
    return;
  }
  if (event.type === 'invoice.payment_failed') {
    if (isOlder(sub, stamp)) return;
    const error = object.last_finalization_error as { message?: unknown } | null | undefined;
    const attempt = typeof object.attempt_count === 'number' && object.attempt_count > 0 ? object.attempt_count : undefined;
    await recordRenewalFailure(
      tx,
      sub,
      {
        reason: typeof error?.message === 'string' ? error.message : PAYMENT_MESSAGES.cardDeclined,
        providerInvoiceId: typeof object.id === 'string' ? object.id : null,
        attempt,
        // Stripe's Smart Retries choose the next try (null after the last: the deletion follows); the banner shows it.
        nextAttemptAt: fromUnix(object.next_payment_attempt),
      },
      now,
      mailer,
    );
    await renewalRepo.updateSubscription(tx, sub.id, { providerStateAt: stamp });
  }
}
