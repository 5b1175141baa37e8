import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@core/payments/schemas';
import { RENEWAL_MESSAGES } from '@core/subscriptions/renewal';
import { emailOutbox } from '../../db/schema/applications';
import { jobPostGrants, paymentMethods, payments, subscriptionPaymentFailures, subscriptions } from '../../db/schema/payments';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { signedStripeEvent } from '../../test/fake-stripe-billing';
import { useStripeBillingApp, unixSeconds, subscriptionOf as subscriptionAt } from '../../test/stripe-billing-app';
import { registerUser } from '../../test/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const SECRET = 'whsec_billing_test';
// With Stripe keys a plan renews through Stripe Billing: linked by the scheduler, then moved by Stripe's signed
// webhooks (verified, once per event id, never an older state over a newer one) and by the hourly reconcile.
let now = new Date('2026-05-04T12:00:00Z');
const moveClock = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
const billing = useStripeBillingApp(SECRET, () => now);

const db = () => billing.ctx.database.db;
const subscriptionOf = (userId: string) => subscriptionAt(db(), userId);
const deliver = (event: Parameters<typeof signedStripeEvent>[1], secret = SECRET) => {
  const signed = signedStripeEvent(secret, event);
  return injectAs(billing.ctx.app, null).post('/api/payments/webhook', signed.payload, { headers: signed.headers });
};
let eventCounter = 0;
const eventId = () => `evt_billing_${(eventCounter += 1)}`;

/** An employer on the monthly bundle paid at checkout, with a card saved through a SetupIntent, linked by a scheduler run. */
async function linkedEmployer() {
  const employer = await registerUser(billing.ctx.app, 'employer');
  const paymentMethodRef = `pm_card_${employer.user.id.slice(0, 8)}`;
  billing.fake.paymentMethods.set(paymentMethodRef, { customer: null });
  await db().insert(paymentMethods).values({
    userId: employer.user.id,
    brand: 'visa',
    last4: '4242',
    expMonth: 8,
    expYear: 2033,
    providerRef: paymentMethodRef,
    isDefault: true,
  });
  await db()
    .insert(subscriptions)
    .values({
      userId: employer.user.id,
      plan: 'subscription-bundle',
      planName: 'Subscription Bundle',
      amountCents: 99900,
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS),
    });
  await billing.ctx.app.scheduler.runDue();
  const sub = await subscriptionOf(employer.user.id);
  return { employer, sub, stripeId: sub.providerSubscriptionId!, paymentMethodRef };
}

const invoice = (stripeId: string, period: { start: Date; end: Date }, extra: Record<string, unknown> = {}) => ({
  id: `in_${stripeId}_${unixSeconds(period.start)}`,
  object: 'invoice',
  amount_paid: 99900,
  attempt_count: 1,
  parent: { type: 'subscription_details', subscription_details: { subscription: stripeId } },
  lines: { object: 'list', data: [{ period: { start: unixSeconds(period.start), end: unixSeconds(period.end) } }] },
  ...extra,
});
const nextPeriodOf = (sub: { currentPeriodEnd: Date }) => ({
  start: sub.currentPeriodEnd,
  end: new Date(sub.currentPeriodEnd.getTime() + 30 * DAY_MS),
});
const renewalPayments = async (userId: string) =>
  (await db().select().from(payments).where(eq(payments.userId, userId))).filter((row) => row.providerRef.startsWith('stripe_renewal_'));

describe('Stripe Billing: linking a plan', () => {
  it('creates one Customer (card attached as default) and one Subscription that first charges at the end of the paid period', async () => {
    const { employer, sub, stripeId, paymentMethodRef } = await linkedEmployer();
    await billing.ctx.app.scheduler.runDue();
    expect(stripeId).toMatch(/^sub_fake/);
    expect(billing.fake.paymentMethods.get(paymentMethodRef)?.customer).toBe(sub.providerCustomerId);
    const created = billing.fake.requests.filter((request) => request.method === 'POST' && request.path === '/v1/subscriptions');
    const mine = created.filter((request) => billing.fake.formOf(request)['metadata[subscriptionId]'] === sub.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.headers['idempotency-key']).toBe(`subscription-${sub.id}`);
    expect(mine[0]!.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(billing.fake.formOf(mine[0]!)).toMatchObject({
      customer: sub.providerCustomerId,
      trial_end: String(unixSeconds(sub.currentPeriodEnd)),
      'items[0][price_data][unit_amount]': '99900',
      'items[0][price_data][currency]': 'usd',
      'items[0][price_data][recurring][interval]': 'month',
      'expand[0]': 'latest_invoice',
    });
    const customer = billing.fake.requests.find(
      (request) => request.path === '/v1/customers' && billing.fake.formOf(request)['metadata[userId]'] === employer.user.id,
    );
    expect(customer?.headers['idempotency-key']).toBe(`customer-${employer.user.id}`);
    expect(billing.fake.customers.get(sub.providerCustomerId!)?.invoice_settings).toEqual({ default_payment_method: paymentMethodRef });
  });

  it('keeps the card a renewing plan was paid with at checkout and links the plan with it', async () => {
    const employer = await registerUser(billing.ctx.app, 'employer');
    const api = injectAs(billing.ctx.app, employer);
    const intent = await api.post('/api/payments/create-intent', { planId: 'subscription', amount: 99900 });
    expect(intent.statusCode).toBe(200);
    const intentId = (intent.json() as { clientSecret: string }).clientSecret.split('_secret_')[0]!;
    expect(billing.fake.paymentIntents.get(intentId)?.form).toMatchObject({ setup_future_usage: 'off_session', amount: '99900' });
    // Stripe.js confirmed the card in the browser.
    Object.assign(billing.fake.paymentIntents.get(intentId)!, { status: 'succeeded', paymentMethod: `pm_checkout_${intentId}` });
    billing.fake.paymentMethods.set(`pm_checkout_${intentId}`, { customer: null });
    expect((await api.post('/api/payments/confirm', { paymentIntentId: intentId, plan: 'subscription' })).statusCode).toBe(200);
    const [card] = await db().select().from(paymentMethods).where(eq(paymentMethods.userId, employer.user.id));
    expect(card).toMatchObject({ providerRef: `pm_checkout_${intentId}`, isDefault: true, last4: '4242' });

    await billing.ctx.app.scheduler.runDue();
    const sub = await subscriptionOf(employer.user.id);
    expect(sub.providerSubscriptionId).toMatch(/^sub_fake/);
    expect(billing.fake.paymentMethods.get(`pm_checkout_${intentId}`)?.customer).toBe(sub.providerCustomerId);
  });

  it('sends Cancel and Resume to Stripe before changing the plan', async () => {
    const { employer, stripeId } = await linkedEmployer();
    expect((await injectAs(billing.ctx.app, employer).post('/api/subscription/cancel')).statusCode).toBe(200);
    expect(billing.fake.subscriptions.get(stripeId)?.cancel_at_period_end).toBe(true);
    expect((await injectAs(billing.ctx.app, employer).post('/api/subscription/resume')).statusCode).toBe(200);
    expect(billing.fake.subscriptions.get(stripeId)?.cancel_at_period_end).toBe(false);
    expect((await subscriptionOf(employer.user.id)).cancelAtPeriodEnd).toBe(false);
  });
});

describe('Stripe Billing: a plan with no card Stripe can charge', () => {
  it('is not linked, and turns past due at the end of its period', async () => {
    const employer = await registerUser(billing.ctx.app, 'employer');
    await db()
      .insert(subscriptions)
      .values({
        userId: employer.user.id,
        plan: 'standard',
        planName: 'Standard Resume Plan',
        amountCents: 1499,
        currentPeriodStart: now,
        currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS),
      });
    await billing.ctx.app.scheduler.runDue();
    expect(await subscriptionOf(employer.user.id)).toMatchObject({ providerSubscriptionId: null, status: 'active' });
    moveClock(31 * DAY_MS);
    await billing.ctx.app.scheduler.runDue();
    const sub = await subscriptionOf(employer.user.id);
    expect(sub.status).toBe('past_due');
    const failures = await db().select().from(subscriptionPaymentFailures).where(eq(subscriptionPaymentFailures.subscriptionId, sub.id));
    expect(failures).toEqual([expect.objectContaining({ reason: RENEWAL_MESSAGES.noSavedCard, providerInvoiceId: null })]);
  });
});

describe('Stripe Billing webhooks', () => {
  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { employer, sub, stripeId } = await linkedEmployer();
    const response = await deliver(
      { id: eventId(), type: 'invoice.paid', created: unixSeconds(now), object: invoice(stripeId, nextPeriodOf(sub)) },
      'whsec_wrong',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody(PAYMENT_MESSAGES.webhookSignatureInvalid));
    expect(await renewalPayments(employer.user.id)).toEqual([]);
  });

  it('renews on invoice.paid once, however often the event (or the same invoice) comes', async () => {
    const { employer, sub, stripeId } = await linkedEmployer();
    const period = nextPeriodOf(sub);
    const event = { id: eventId(), type: 'invoice.paid', created: unixSeconds(period.start), object: invoice(stripeId, period) };
    for (let i = 0; i < 3; i += 1) expect((await deliver(event)).json()).toEqual({ received: true });
    await deliver({ ...event, id: eventId() });

    expect(await renewalPayments(employer.user.id)).toEqual([expect.objectContaining({ amountCents: 99900, provider: 'stripe' })]);
    const receipts = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipientId, employer.user.id), eq(emailOutbox.kind, 'invoice_charge')));
    expect(receipts).toHaveLength(1);
    const renewed = await subscriptionOf(employer.user.id);
    expect(renewed).toMatchObject({ status: 'active', currentPeriodStart: period.start, currentPeriodEnd: period.end });
    const grants = await db().select().from(jobPostGrants).where(eq(jobPostGrants.employerId, employer.user.id));
    expect(grants).toEqual([expect.objectContaining({ startsAt: period.start, posts: 4 })]);
    moveClock(31 * DAY_MS);
    expect((await injectAs(billing.ctx.app, employer).get('/api/employer/subscription')).json()).toMatchObject({
      isActive: true,
      nextPaymentAmount: 99900,
      nextPaymentDate: period.end.toISOString(),
    });
  });

  it('ignores an older customer.subscription.updated that arrives after a newer one', async () => {
    const { employer, sub, stripeId } = await linkedEmployer();
    const state = (cancel: boolean) => ({
      ...billing.fake.subscriptionJson(billing.fake.subscriptions.get(stripeId)!),
      status: 'active',
      cancel_at_period_end: cancel,
    });
    const at = unixSeconds(now);
    await deliver({ id: eventId(), type: 'customer.subscription.updated', created: at + 20, object: state(true) });
    await deliver({ id: eventId(), type: 'customer.subscription.updated', created: at + 10, object: state(false) });
    expect(await subscriptionOf(employer.user.id)).toMatchObject({ cancelAtPeriodEnd: true, currentPeriodEnd: sub.currentPeriodEnd });
    expect((await injectAs(billing.ctx.app, employer).get('/api/employer/subscription')).json()).toMatchObject({
      cancelAtPeriodEnd: true,
      canResume: true,
    });
    await deliver({ id: eventId(), type: 'customer.subscription.updated', created: at + 30, object: state(false) });
    expect((await subscriptionOf(employer.user.id)).cancelAtPeriodEnd).toBe(false);
  });

  it('turns past due on invoice.payment_failed and active again on a later invoice.paid', async () => {
    const { employer, sub, stripeId } = await linkedEmployer();
    const period = nextPeriodOf(sub);
    const failedAt = unixSeconds(period.start);
    const nextAttempt = unixSeconds(period.start) + 3 * 86400;
    const failed = invoice(stripeId, period, {
      amount_paid: 0,
      next_payment_attempt: nextAttempt,
      last_finalization_error: { message: 'Your card has insufficient funds.' },
    });
    await deliver({ id: eventId(), type: 'invoice.payment_failed', created: failedAt, object: failed });
    const pastDue = await subscriptionOf(employer.user.id);
    expect(pastDue.status).toBe('past_due');
    const failures = await db().select().from(subscriptionPaymentFailures).where(eq(subscriptionPaymentFailures.subscriptionId, sub.id));
    expect(failures).toEqual([
      expect.objectContaining({
        reason: 'Your card has insufficient funds.',
        providerInvoiceId: failed.id,
        attempt: 1,
        amountCents: 99900,
      }),
    ]);
    // Stripe's Smart Retries choose the next try: the banner shows it, and our scheduler does not retry on its own.
    expect((await injectAs(billing.ctx.app, employer).get('/api/employer/subscription')).json()).toMatchObject({
      isPastDue: true,
      isActive: false,
      retryDate: new Date(nextAttempt * 1000).toISOString(),
    });
    const failedMails = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipientId, employer.user.id), eq(emailOutbox.kind, 'subscription_payment_failed')));
    expect(failedMails).toHaveLength(1);
    moveClock(6 * DAY_MS);
    await billing.ctx.app.scheduler.runDue();
    expect(
      await db().select().from(subscriptionPaymentFailures).where(eq(subscriptionPaymentFailures.subscriptionId, sub.id)),
    ).toHaveLength(1);
    expect(await renewalPayments(employer.user.id)).toEqual([]);

    // The card was updated and Stripe's retry was paid.
    await deliver({ id: eventId(), type: 'invoice.paid', created: failedAt + 3600, object: invoice(stripeId, period) });
    // A stale failure delivered late changes nothing.
    await deliver({ id: eventId(), type: 'invoice.payment_failed', created: failedAt - 60, object: { ...failed, attempt_count: 2 } });
    expect(await subscriptionOf(employer.user.id)).toMatchObject({ status: 'active', pastDueSince: null, currentPeriodEnd: period.end });
    expect(
      await db().select().from(subscriptionPaymentFailures).where(eq(subscriptionPaymentFailures.subscriptionId, sub.id)),
    ).toHaveLength(1);
    expect((await injectAs(billing.ctx.app, employer).get('/api/employer/subscription')).json()).toMatchObject({
      isPastDue: false,
      isActive: true,
    });
  });

  it('ends the plan on customer.subscription.deleted', async () => {
    const { employer, stripeId } = await linkedEmployer();
    const object = {
      ...billing.fake.subscriptionJson(billing.fake.subscriptions.get(stripeId)!),
      status: 'canceled',
      ended_at: unixSeconds(now),
    };
    await deliver({ id: eventId(), type: 'customer.subscription.deleted', created: unixSeconds(now), object });
    expect(await subscriptionOf(employer.user.id)).toMatchObject({ status: 'canceled' });
    expect((await injectAs(billing.ctx.app, employer).get('/api/employer/subscription')).json()).toMatchObject({
      planName: 'Free Plan',
      isActive: false,
    });
  });

  it('tells the owner once that the plan ended when Stripe gives up on a past-due plan', async () => {
    const { employer, sub, stripeId } = await linkedEmployer();
    const period = nextPeriodOf(sub);
    const failed = invoice(stripeId, period, { amount_paid: 0, attempt_count: 4, next_payment_attempt: null });
    await deliver({ id: eventId(), type: 'invoice.payment_failed', created: unixSeconds(now), object: failed });
    const object = {
      ...billing.fake.subscriptionJson(billing.fake.subscriptions.get(stripeId)!),
      status: 'canceled',
      ended_at: unixSeconds(now) + 60,
    };
    const deleted = { id: eventId(), type: 'customer.subscription.deleted', created: unixSeconds(now) + 60, object };
    await deliver(deleted);
    await deliver(deleted);
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipientId, employer.user.id), like(emailOutbox.kind, 'subscription_payment_%')));
    expect(mails.map((mail) => mail.kind)).toEqual(['subscription_payment_ended']);
    expect(await subscriptionOf(employer.user.id)).toMatchObject({ status: 'canceled' });
  });
});

describe('Stripe Billing reconcile', () => {
  it('recovers a missed invoice.paid from Stripe once an hour, recording the renewal once', async () => {
    const { employer, sub, stripeId } = await linkedEmployer();
    const period = nextPeriodOf(sub);
    const remote = billing.fake.subscriptions.get(stripeId)!;
    Object.assign(remote, {
      status: 'active',
      current_period_start: unixSeconds(period.start),
      current_period_end: unixSeconds(period.end),
    });
    moveClock(31 * DAY_MS);
    await billing.ctx.app.scheduler.runDue();
    await billing.ctx.app.scheduler.runDue();
    expect(await renewalPayments(employer.user.id)).toHaveLength(1);
    expect(await subscriptionOf(employer.user.id)).toMatchObject({
      status: 'active',
      currentPeriodEnd: new Date(unixSeconds(period.end) * 1000),
    });
    // The invoice.paid that comes late after all is the same period: nothing more.
    await deliver({ id: eventId(), type: 'invoice.paid', created: unixSeconds(period.start), object: invoice(stripeId, period) });
    expect(await renewalPayments(employer.user.id)).toHaveLength(1);
  });
});
