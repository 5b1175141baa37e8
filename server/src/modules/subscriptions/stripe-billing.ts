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

/** The scheduler's billing run: link new plans to Stripe Billing, renew what is due here, recover missed webhooks (refunds' too). */
export async function runBillingTasks(db: Database, providers: PaymentProviders, now: Date) {
  await linkStripeSubscriptions(db, providers, now);
  await renewDueSubscriptions(db, providers, now);
  await reconcileStripeSubscriptions(db, providers, now);
  await reconcilePendingRefunds(db, providers, now);
}
