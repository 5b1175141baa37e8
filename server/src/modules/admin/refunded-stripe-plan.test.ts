import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONSOLE_MESSAGES } from '@core/admin/console';
import { invoices, paymentMethods, paymentRefunds, payments, purchases, subscriptions } from '../../db/schema/payments';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { signedStripeEvent } from '../../test/fake-stripe-billing';
import { subscriptionOf, unixSeconds, useStripeBillingApp } from '../../test/stripe-billing-app';
import { registerUser } from '../../test/test-app';
import { signInOperator } from './test-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
const SECRET = 'whsec_refunded_plan';
// A plan Stripe Billing renews, refunded from the console: Stripe must never charge it again, and nothing Stripe says
// afterwards (its cancel's events, an older event delivered late, the hourly reconcile) may bring the period back.
let now = new Date('2026-06-01T12:00:00Z');
const stripe = useStripeBillingApp(SECRET, () => now);

const db = () => stripe.ctx.database.db;
let eventCounter = 0;
const deliver = (type: string, created: Date, object: Record<string, unknown>) => {
  const signed = signedStripeEvent(SECRET, { id: `evt_refunded_${(eventCounter += 1)}`, type, created: unixSeconds(created), object });
  return injectAs(stripe.ctx.app, null).post('/api/payments/webhook', signed.payload, { headers: signed.headers });
};

/** An employer's monthly bundle bought by card (PaymentIntent `intentId`), linked to Stripe Billing by a scheduler run. */
async function stripeBundle(intentId: string) {
  const employer = await registerUser(stripe.ctx.app, 'employer');
  const paymentMethodRef = `pm_card_${employer.user.id.slice(0, 8)}`;
  stripe.fake.paymentMethods.set(paymentMethodRef, { customer: null });
  const userId = employer.user.id;
  await db()
    .insert(paymentMethods)
    .values({ userId, brand: 'visa', last4: '4242', expMonth: 8, expYear: 2033, providerRef: paymentMethodRef, isDefault: true });
  const [payment] = await db()
    .insert(payments)
    .values({
      userId,
      planId: 'subscription',
      amountCents: 99900,
      provider: 'stripe',
      providerRef: intentId,
      status: 'succeeded',
      grantedAt: now,
    })
    .returning();
  const [purchase] = await db()
    .insert(purchases)
    .values({ userId, paymentId: payment!.id, planId: 'subscription', name: 'Subscription Bundle', amountCents: 99900 })
    .returning();
  await db()
    .insert(invoices)
    .values({ userId, purchaseId: purchase!.id, description: 'Subscription Bundle', amountCents: 99900, status: 'paid' });
  const periodEnd = new Date(now.getTime() + 30 * DAY_MS);
  await db().insert(subscriptions).values({
    userId,
    purchaseId: purchase!.id,
    plan: 'subscription-bundle',
    planName: 'Subscription Bundle',
    amountCents: 99900,
    currentPeriodStart: now,
    currentPeriodEnd: periodEnd,
  });
  await stripe.ctx.app.scheduler.runDue();
  const stripeId = (await subscriptionOf(db(), userId)).providerSubscriptionId!;
  expect(stripeId).toMatch(/^sub_fake/);
  return { employer, purchaseId: purchase!.id, stripeId, periodStart: now, periodEnd };
}

const cancelsSentFor = (stripeId: string) =>
  stripe.fake.requests.filter((request) => request.method === 'DELETE' && request.path === `/v1/subscriptions/${stripeId}`);

describe('a plan Stripe Billing renews, refunded from the console', () => {
  it('is cancelled at Stripe at once and stays ended whatever Stripe sends afterwards', async () => {
    const plan = await stripeBundle('pi_bundle_refunded');
    const operator = injectAs(stripe.ctx.app, await signInOperator(stripe.ctx, { now }));
    const refund = await operator.post(`/api/admin/payments/${plan.purchaseId}/refund`, { reason: 'Bought by mistake' });
    expect(refund.statusCode).toBe(200);
    expect(cancelsSentFor(plan.stripeId)).toHaveLength(1);
    expect(stripe.fake.subscriptions.get(plan.stripeId)!.status).toBe('canceled');
    const refundedAt = now;
    expect(await subscriptionOf(db(), plan.employer.user.id)).toMatchObject({ status: 'canceled', currentPeriodEnd: refundedAt });

    // Stripe's cancel events (its item still names the paid period), and an "active" state sent before the refund.
    const stripeState = (status: string) => ({
      ...stripe.fake.subscriptionJson(stripe.fake.subscriptions.get(plan.stripeId)!),
      status,
      items: {
        object: 'list',
        data: [{ current_period_start: unixSeconds(plan.periodStart), current_period_end: unixSeconds(plan.periodEnd) }],
      },
    });
    now = new Date(now.getTime() + 60_000);
    expect((await deliver('customer.subscription.deleted', now, stripeState('canceled'))).statusCode).toBe(200);
    expect(
      (await deliver('customer.subscription.updated', new Date(refundedAt.getTime() - 60_000), stripeState('active'))).statusCode,
    ).toBe(200);
    // The hourly reconcile reads Stripe's state, then the month the plan was bought for goes by.
    now = new Date(now.getTime() + 2 * 60 * 60 * 1000);
    await stripe.ctx.app.scheduler.runDue();
    now = new Date(plan.periodEnd.getTime() + DAY_MS);
    await stripe.ctx.app.scheduler.runDue();

    expect(await subscriptionOf(db(), plan.employer.user.id)).toMatchObject({ status: 'canceled', currentPeriodEnd: refundedAt });
    const renewals = (await db().select().from(payments).where(eq(payments.userId, plan.employer.user.id))).filter((row) =>
      row.providerRef.startsWith('stripe_renewal_'),
    );
    expect(renewals).toEqual([]);
    expect((await injectAs(stripe.ctx.app, plan.employer).get('/api/employer/subscription')).json()).toMatchObject({
      planName: 'Free Plan',
      isActive: false,
      canResume: false,
    });
    expect(cancelsSentFor(plan.stripeId)).toHaveLength(1);
  });

  it('is refunded when Stripe had cancelled the plan already', async () => {
    const plan = await stripeBundle('pi_bundle_cancelled_before');
    stripe.fake.subscriptions.get(plan.stripeId)!.status = 'canceled';
    const operator = injectAs(stripe.ctx.app, await signInOperator(stripe.ctx, { now }));
    const refund = await operator.post(`/api/admin/payments/${plan.purchaseId}/refund`, { reason: 'Plan not used' });
    expect(refund.statusCode).toBe(200);
    expect(await subscriptionOf(db(), plan.employer.user.id)).toMatchObject({ status: 'canceled', currentPeriodEnd: now });
  });

  it('records nothing when Stripe cannot cancel the plan, so the operator can try again', async () => {
    const plan = await stripeBundle('pi_bundle_cancel_fails');
    stripe.fake.subscriptions.delete(plan.stripeId);
    const operator = injectAs(stripe.ctx.app, await signInOperator(stripe.ctx, { now }));
    const refund = await operator.post(`/api/admin/payments/${plan.purchaseId}/refund`, { reason: 'Bought by mistake' });
    expect(refund.statusCode).toBe(502);
    expect(refund.json()).toEqual(errorBody(CONSOLE_MESSAGES.stripeCancelFailed));
    const [invoice] = await db().select().from(invoices).where(eq(invoices.purchaseId, plan.purchaseId));
    expect(await db().select().from(paymentRefunds).where(eq(paymentRefunds.invoiceId, invoice!.id))).toEqual([]);
    expect(await subscriptionOf(db(), plan.employer.user.id)).toMatchObject({ status: 'active', currentPeriodEnd: plan.periodEnd });
  });

  it('cannot be refunded by the employer who bought it', async () => {
    const plan = await stripeBundle('pi_bundle_not_operator');
    const attempt = await injectAs(stripe.ctx.app, plan.employer).post(`/api/admin/payments/${plan.purchaseId}/refund`, { reason: 'Mine' });
    expect(attempt.statusCode).toBe(403);
    expect(cancelsSentFor(plan.stripeId)).toEqual([]);
    expect(stripe.fake.subscriptions.get(plan.stripeId)!.status).not.toBe('canceled');
  });
});
