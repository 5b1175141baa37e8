import { renewalItemFor, renewalMonths } from '@core/subscriptions/renewal';
import type { Database } from '../../db/client';
import { reconcilePendingRefunds, type PaymentProviders } from '../payments/service';
import { applyProviderState, recordStripeRenewal } from './billing-events';
import { renewDueSubscriptions } from './renewal';
import * as renewalRepo from './renewal-repository';

const LINK_LIMIT = 50;
const RECONCILE_LIMIT = 500;
/** How often Stripe is asked for each linked subscription, whichever instance's tick comes first. */
const RECONCILE_EVERY_MS = 60 * 60 * 1000;

/**
 * With Stripe keys: each live plan whose owner's default card Stripe knows gets a Customer (the card attached as
 * its default) and a Subscription whose first charge is at the end of the period paid at checkout. Idempotency
 * keys make two instances (or a retry after a crash) create one of each; the row is linked once.
 */
export async function linkStripeSubscriptions(db: Database, providers: PaymentProviders, now: Date) {
  const billing = providers.card.billing;
  if (!billing) return;
  for (const { subscription: sub, email, paymentMethodRef } of await renewalRepo.listUnlinkedWithStripeCard(db, now, LINK_LIMIT)) {
    const item = renewalItemFor(sub.plan, sub.isAnnual);
    if (!item || !paymentMethodRef) continue;
    const customerId =
      (await renewalRepo.findCustomerId(db, sub.userId)) ??
      (await billing.createCustomer({ email, metadata: { userId: sub.userId }, idempotencyKey: `customer-${sub.userId}` })).id;
    await billing.attachDefaultPaymentMethod({ customerId, paymentMethodRef });
    const state = await billing.createSubscription({
      customerId,
      product: { id: `crewbridge-${item.id}`, name: item.name },
      amountCents: sub.amountCents,
      intervalMonths: renewalMonths(item),
      firstChargeAt: sub.currentPeriodEnd,
      metadata: { subscriptionId: sub.id, userId: sub.userId },
      idempotencyKey: `subscription-${sub.id}`,
    });
    await renewalRepo.linkSubscription(db, sub.id, state.id, customerId);
  }
}

/**
 * Recovers missed webhooks: once an hour (claimed, so one instance a run) each linked subscription is fetched from
 * Stripe and its state applied as of now, through the same rule as an event. In test mode nothing is linked, so
 * the list is empty and the run does nothing.
 */
export async function reconcileStripeSubscriptions(db: Database, providers: PaymentProviders, now: Date) {
  const billing = providers.card.billing;
  const hour = Math.floor(now.getTime() / RECONCILE_EVERY_MS);
  if (!(await renewalRepo.claimOnce(db, `billing-reconcile:${hour}`, now))) return;
  for (const linked of await renewalRepo.listLinkedSubscriptions(db, RECONCILE_LIMIT)) {
    const state = billing && linked.providerSubscriptionId ? await billing.retrieveSubscription(linked.providerSubscriptionId) : null;
    if (!state) continue;
    await db.transaction(async (tx) => {
      const sub = await renewalRepo.lockSubscriptionByProviderId(tx, state.id);
      if (!sub) return;
      // A later period Stripe charged for whose invoice.paid never came: recorded as that event would have.
      if (state.status === 'active' && state.currentPeriodEnd > sub.currentPeriodEnd) {
        const period = { start: state.currentPeriodStart, end: state.currentPeriodEnd };
        const paid = { period, amountCents: sub.amountCents, stamp: now };
        await recordStripeRenewal(tx, providers.grants, sub, paid, now, providers.invoiceMailer);
      }
      const current = await renewalRepo.lockSubscriptionByProviderId(tx, state.id);
      await applyProviderState(tx, current!, state, now, state.status === 'canceled' ? now : null);
    });
  }
}

/** What updating the card did to a past-due plan on Stripe Billing. */
export type PastDuePayment = { status: 'none' | 'paid' } | { status: 'declined'; message: string };

/**
 * Update card on a past-due plan with Stripe keys: the new card becomes the customer's and the subscription's default
 * (`useCard` makes it ours too), then each open invoice of the subscription is paid with it at once
 * (POST /v1/invoices/{id}/pay, one idempotency key per invoice and card, so a retry pays once). A paid invoice is
 * recorded as its invoice.paid webhook would be (the webhook arriving later finds it recorded and grants nothing
 * twice) and the plan is active again; a declined one leaves the plan past due and Stripe's retries running, now on
 * the new card. Only the user's own plan, with one of their own saved cards.
 */
export async function payPastDueWithCard(
  db: Database,
  providers: PaymentProviders,
  userId: string,
  paymentMethodRef: string,
  useCard: () => Promise<void>,
): Promise<PastDuePayment> {
  const billing = providers.card.billing;
  const sub = await renewalRepo.findPastDueSubscription(db, userId);
  if (!billing?.payInvoice || !billing.listOpenInvoices || !sub?.providerSubscriptionId || !sub.providerCustomerId) {
    return { status: 'none' };
  }
  await useCard();
  await billing.attachDefaultPaymentMethod({ customerId: sub.providerCustomerId, paymentMethodRef });
  await billing.setSubscriptionPaymentMethod?.({ subscriptionId: sub.providerSubscriptionId, paymentMethodRef });
  let result: PastDuePayment = { status: 'none' };
  for (const open of await billing.listOpenInvoices(sub.providerSubscriptionId)) {
    const paid = await billing.payInvoice({ invoiceId: open.id, paymentMethodRef, idempotencyKey: `pay-${open.id}-${paymentMethodRef}` });
    if (paid.status === 'declined') return { status: 'declined', message: paid.message };
    result = { status: 'paid' };
    const { periodStart, periodEnd, amountPaidCents } = paid;
    if (!periodStart || !periodEnd || amountPaidCents <= 0) continue;
    const now = providers.clock();
    await db.transaction(async (tx) => {
      const locked = await renewalRepo.lockSubscriptionByProviderId(tx, sub.providerSubscriptionId!);
      if (!locked) return;
      const period = { start: periodStart, end: periodEnd };
      await recordStripeRenewal(
        tx,
        providers.grants,
        locked,
        { period, amountCents: amountPaidCents, stamp: now },
        now,
        providers.invoiceMailer,
      );
    });
  }
  return result;
}

/** The scheduler's billing run: link new plans to Stripe Billing, renew what is due here, recover missed webhooks (refunds' too). */
export async function runBillingTasks(db: Database, providers: PaymentProviders, now: Date) {
  await linkStripeSubscriptions(db, providers, now);
  await renewDueSubscriptions(db, providers, now);
  await reconcileStripeSubscriptions(db, providers, now);
  await reconcilePendingRefunds(db, providers, now);
}
