import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PLAN_CHANGE_MESSAGES } from '@core/subscriptions/plan-change';
import { paymentMethods, paymentRefunds, subscriptions } from '../../db/schema/payments';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { signedStripeEvent } from '../../test/fake-stripe-billing';
import {
  useStripeBillingApp,
  unixSeconds,
  subscriptionOf as subscriptionAt,
  stripePaymentsOf as stripePaymentsAt,
  formsPostedTo,
} from '../../test/stripe-billing-app';
import { registerUser } from '../../test/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const SECRET = 'whsec_plan_schedule_test';
// Issue 54 with Stripe keys: a downgrade waits for the period end in a subscription schedule, an interval change
// restarts Stripe's billing cycle, and a renewal's PaymentIntent is kept so a refund made in Stripe's dashboard finds
// it. All against the local fake that speaks Stripe's wire format.
let now = new Date('2026-06-01T12:00:00Z');
const billing = useStripeBillingApp(SECRET, () => now);

const db = () => billing.ctx.database.db;
const subscriptionOf = (userId: string) => subscriptionAt(db(), userId);
const stripePaymentsOf = (userId: string) => stripePaymentsAt(db(), userId);
const formsTo = (path: string) => formsPostedTo(billing.fake, path);
let eventCount = 0;
async function sendEvent(
  type: string,
  object: Record<string, unknown>,
  created = unixSeconds(now),
  id = `evt_schedule_${(eventCount += 1)}`,
) {
  const signed = signedStripeEvent(SECRET, { id, type, created, object });
  return injectAs(billing.ctx.app, null).post('/api/payments/webhook', signed.payload, { headers: signed.headers });
}

const PLANS = {
  standard: { type: 'worker', plan: 'standard', planName: 'Standard Resume Plan', isAnnual: false, amountCents: 1499 },
  flex: { type: 'worker', plan: 'flex', planName: 'Flex Resume Plan', isAnnual: false, amountCents: 2499 },
  subscription: { type: 'employer', plan: 'subscription-bundle', planName: 'Subscription Bundle', isAnnual: false, amountCents: 99900 },
} as const;

/** A subscriber paid at checkout, with a saved default card, linked to Stripe Billing by a scheduler run. */
async function linkedSubscriber(planId: keyof typeof PLANS) {
  const { type, ...plan } = PLANS[planId];
  const account = await registerUser(billing.ctx.app, type);
  const paymentMethodRef = `pm_card_${account.user.id.slice(0, 8)}`;
  billing.fake.paymentMethods.set(paymentMethodRef, { customer: null });
  await db().insert(paymentMethods).values({
    userId: account.user.id,
    brand: 'visa',
    last4: '4242',
    expMonth: 8,
    expYear: 2033,
    providerRef: paymentMethodRef,
    isDefault: true,
  });
  await db()
    .insert(subscriptions)
    .values({ userId: account.user.id, ...plan, currentPeriodStart: now, currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS) });
  await billing.ctx.app.scheduler.runDue();
  const sub = await subscriptionOf(account.user.id);
  // The fake starts a subscription's period on the wall clock; this one's began with the plan's, on the app's clock.
  billing.fake.subscriptions.get(sub.providerSubscriptionId!)!.current_period_start = unixSeconds(sub.currentPeriodStart);
  return { account, sub, stripeId: sub.providerSubscriptionId!, paymentMethodRef };
}

describe('a downgrade of a Stripe plan waits for the period end in a subscription schedule', () => {
  it('schedules at Stripe, undoes by releasing, and the next invoice.paid on the new price moves the plan once', async () => {
    const { account, sub, stripeId } = await linkedSubscriber('flex');
    now = new Date(now.getTime() + 10 * DAY_MS);
    const api = injectAs(billing.ctx.app, account);

    const preview = await api.get('/api/subscription/plan-change?planId=standard');
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      kind: 'downgrade',
      amountDueCents: 0,
      nextPaymentAmount: 1499,
      effectiveDate: sub.currentPeriodEnd.toISOString(),
    });
    expect(formsTo('/v1/invoices/create_preview')).toEqual([]);

    const confirm = await api.post('/api/subscription/plan-change', { planId: 'standard' });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ kind: 'downgrade', amountDueCents: 0, message: PLAN_CHANGE_MESSAGES.scheduled });
    const scheduleId = billing.fake.subscriptions.get(stripeId)!.schedule!;
    const schedule = billing.fake.schedules.get(scheduleId)!;
    expect(formsTo('/v1/subscription_schedules')).toEqual([{ from_subscription: stripeId }]);
    expect(formsTo(`/v1/subscription_schedules/${scheduleId}`)[0]).toMatchObject({
      end_behavior: 'release',
      'phases[0][start_date]': String(unixSeconds(sub.currentPeriodStart)),
      'phases[0][end_date]': String(unixSeconds(sub.currentPeriodEnd)),
      'phases[0][items][0][price]': 'price_crewbridge-flex_2499',
      'phases[0][proration_behavior]': 'none',
      'phases[1][items][0][price_data][unit_amount]': '1499',
      'phases[1][items][0][price_data][product]': 'crewbridge-standard',
      'phases[1][duration][interval]': 'month',
      'phases[1][proration_behavior]': 'none',
    });
    const scheduleCalls = billing.fake.requests.filter(
      (request) => request.path.startsWith('/v1/subscription_schedules') && request.method === 'POST',
    );
    expect(scheduleCalls.every((request) => typeof request.headers['idempotency-key'] === 'string')).toBe(true);
    expect(schedule.phases[1]).toMatchObject({ start_date: unixSeconds(sub.currentPeriodEnd) });
    // Nothing charged, the current plan and its price kept until the period end.
    expect(billing.fake.subscriptions.get(stripeId)!.amount).toBe(2499);
    expect(await subscriptionOf(account.user.id)).toMatchObject({ plan: 'flex', amountCents: 2499, scheduledPlanId: 'standard' });
    expect(await stripePaymentsOf(account.user.id)).toEqual([]);

    // Undo: the schedule is released, the subscription renews on Flex.
    const undo = await api.delete('/api/subscription/plan-change');
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toMatchObject({ message: PLAN_CHANGE_MESSAGES.undone, nextPaymentAmount: 2499 });
    expect(schedule.status).toBe('released');
    expect(billing.fake.subscriptions.get(stripeId)!.schedule).toBeNull();
    expect((await subscriptionOf(account.user.id)).scheduledPlanId).toBeNull();

    // Scheduled again (a new schedule), then the period ends and Stripe renews on Standard.
    expect((await api.post('/api/subscription/plan-change', { planId: 'standard' })).statusCode).toBe(200);
    const second = billing.fake.subscriptions.get(stripeId)!.schedule!;
    expect([second === scheduleId, billing.fake.schedules.get(second)?.status]).toEqual([false, 'active']);
    now = new Date(sub.currentPeriodEnd.getTime() + 60 * 60 * 1000);
    const invoice = billing.fake.renewSubscription(stripeId);
    expect(invoice.amount_paid).toBe(1499);
    // Out of order: the subscription's update with the new period comes first, then invoice.paid, then a replay of it.
    const updated = await sendEvent(
      'customer.subscription.updated',
      billing.fake.subscriptionJson(billing.fake.subscriptions.get(stripeId)!),
    );
    expect(updated.statusCode).toBe(200);
    const paid = billing.fake.invoiceJson(invoice);
    expect((await sendEvent('invoice.paid', paid, unixSeconds(now), 'evt_schedule_paid')).statusCode).toBe(200);
    expect((await sendEvent('invoice.paid', paid, unixSeconds(now), 'evt_schedule_paid')).statusCode).toBe(200);
    expect((await sendEvent('invoice.paid', paid, unixSeconds(now) + 5)).statusCode).toBe(200);
    expect(await subscriptionOf(account.user.id)).toMatchObject({
      plan: 'standard',
      planName: 'Standard Resume Plan',
      amountCents: 1499,
      scheduledPlanId: null,
      currentPeriodStart: new Date(invoice.period.start * 1000),
      currentPeriodEnd: new Date(invoice.period.end * 1000),
    });
    expect(await stripePaymentsOf(account.user.id)).toEqual([expect.objectContaining({ amountCents: 1499, planId: 'standard' })]);
    const card = (await api.get(`/api/worker/subscription/${account.user.id}`)).json();
    expect(card).toMatchObject({ nextPaymentAmount: 1499, scheduledPlanChange: null });
  });

  it("an undo by another user touches nothing of this one's; a user with no plan is told so", async () => {
    const { account, stripeId } = await linkedSubscriber('flex');
    expect((await injectAs(billing.ctx.app, account).post('/api/subscription/plan-change', { planId: 'standard' })).statusCode).toBe(200);
    const other = await registerUser(billing.ctx.app, 'worker');
    const undo = await injectAs(billing.ctx.app, other).delete('/api/subscription/plan-change');
    expect([undo.statusCode, undo.json()]).toEqual([404, errorBody(PLAN_CHANGE_MESSAGES.nothingScheduled)]);
    const change = await injectAs(billing.ctx.app, other).post('/api/subscription/plan-change', { planId: 'standard' });
    expect([change.statusCode, change.json()]).toEqual([404, errorBody(PLAN_CHANGE_MESSAGES.noSubscription)]);
    expect(billing.fake.schedules.get(billing.fake.subscriptions.get(stripeId)!.schedule!)!.status).toBe('active');
    expect((await subscriptionOf(account.user.id)).scheduledPlanId).toBe('standard');
  });
});

describe('Cancel with a downgrade scheduled at Stripe', () => {
  it('releases the schedule first (Stripe refuses a cancel on a scheduled subscription); Resume renews the current plan', async () => {
    const { account, stripeId } = await linkedSubscriber('flex');
    const api = injectAs(billing.ctx.app, account);
    expect((await api.post('/api/subscription/plan-change', { planId: 'standard' })).statusCode).toBe(200);
    const scheduleId = billing.fake.subscriptions.get(stripeId)!.schedule!;
    expect((await api.post('/api/subscription/cancel')).statusCode).toBe(200);
    expect(billing.fake.schedules.get(scheduleId)!.status).toBe('released');
    expect(billing.fake.subscriptions.get(stripeId)).toMatchObject({ cancel_at_period_end: true, schedule: null, amount: 2499 });
    expect(await subscriptionOf(account.user.id)).toMatchObject({ cancelAtPeriodEnd: true, scheduledPlanId: null });
    const resume = await api.post('/api/subscription/resume');
    expect([resume.statusCode, resume.json().nextPaymentAmount]).toEqual([200, 2499]);
    expect((await api.get(`/api/worker/subscription/${account.user.id}`)).json()).toMatchObject({ scheduledPlanChange: null });
  });
});

describe('the monthly bundle to the annual one on Stripe', () => {
  it("restarts Stripe's cycle now and charges what the preview showed; the invoice.paid after records nothing twice", async () => {
    const { account, stripeId } = await linkedSubscriber('subscription');
    now = new Date(now.getTime() + 12 * DAY_MS);
    const api = injectAs(billing.ctx.app, account);
    const preview = await api.get('/api/subscription/plan-change?planId=subscription-annual');
    expect(preview.statusCode).toBe(200);
    const shown = preview.json();
    // 18 of 30 days left credited against a whole year at 8,999.00.
    expect(shown).toMatchObject({ kind: 'upgrade', chargeCents: 899900, creditCents: 59940, amountDueCents: 899900 - 59940 });
    expect(formsTo('/v1/invoices/create_preview').at(-1)).toMatchObject({
      'subscription_details[billing_cycle_anchor]': 'now',
      'subscription_details[items][0][price_data][recurring][interval]': 'year',
      'subscription_details[proration_behavior]': 'always_invoice',
    });

    const confirm = await api.post('/api/subscription/plan-change', { planId: 'subscription-annual' });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ kind: 'upgrade', amountDueCents: shown.amountDueCents, message: PLAN_CHANGE_MESSAGES.changed });
    expect(formsTo(`/v1/subscriptions/${stripeId}`).at(-1)).toMatchObject({
      billing_cycle_anchor: 'now',
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
      'items[0][price_data][recurring][interval]': 'year',
    });
    const yearOn = new Date(now);
    yearOn.setUTCFullYear(yearOn.getUTCFullYear() + 1);
    expect(await subscriptionOf(account.user.id)).toMatchObject({
      plan: 'subscription-bundle',
      isAnnual: true,
      amountCents: 899900,
      currentPeriodStart: new Date(unixSeconds(now) * 1000),
      currentPeriodEnd: new Date(unixSeconds(yearOn) * 1000),
    });
    expect(await stripePaymentsOf(account.user.id)).toEqual([
      expect.objectContaining({ amountCents: shown.amountDueCents, planId: 'subscription-annual' }),
    ]);

    const invoice = [...billing.fake.invoices.values()].filter((entry) => entry.subscription === stripeId).at(-1)!;
    const paid = billing.fake.invoiceJson(invoice, { lines: billing.fake.invoiceLines.get(invoice.id) });
    expect((await sendEvent('invoice.paid', paid)).statusCode).toBe(200);
    expect(await stripePaymentsOf(account.user.id)).toHaveLength(1);
    expect(await subscriptionOf(account.user.id)).toMatchObject({ isAnnual: true, currentPeriodEnd: new Date(unixSeconds(yearOn) * 1000) });
  });

  it('a declined card changes nothing at Stripe or here (402)', async () => {
    const { account, stripeId, paymentMethodRef } = await linkedSubscriber('subscription');
    billing.fake.decliningPaymentMethods.add(paymentMethodRef);
    const confirm = await injectAs(billing.ctx.app, account).post('/api/subscription/plan-change', { planId: 'subscription-annual' });
    expect([confirm.statusCode, confirm.json().message]).toEqual([402, 'Your card was declined.']);
    expect(billing.fake.subscriptions.get(stripeId)).toMatchObject({ amount: 99900, interval: 'month' });
    expect(await subscriptionOf(account.user.id)).toMatchObject({ isAnnual: false, amountCents: 99900 });
    expect(await stripePaymentsOf(account.user.id)).toEqual([]);
  });
});

describe("a refund made in Stripe's dashboard of a renewal Stripe Billing charged", () => {
  it('is imported once against the renewal’s invoice (its PaymentIntent expanded from Stripe)', async () => {
    const { account, stripeId, sub } = await linkedSubscriber('standard');
    now = new Date(sub.currentPeriodEnd.getTime() + 60 * 60 * 1000);
    const invoice = billing.fake.renewSubscription(stripeId);
    // The event's invoice (API 2025-03-31 on) names no PaymentIntent: it is asked of Stripe with expand[]=payments.
    const paid = await sendEvent('invoice.paid', billing.fake.invoiceJson(invoice));
    expect(paid.statusCode).toBe(200);
    expect(
      billing.fake.requests.some((request) => request.method === 'GET' && request.path.startsWith(`/v1/invoices/${invoice.id}?`)),
    ).toBe(true);
    const [renewal] = await stripePaymentsOf(account.user.id);
    expect(renewal).toMatchObject({ amountCents: 1499, providerCaptureId: invoice.payment_intent });

    const refund = {
      id: 're_dashboard_renewal',
      payment_intent: invoice.payment_intent!,
      amount: 500,
      status: 'succeeded',
      reason: 'requested_by_customer',
      metadata: {},
      created: unixSeconds(now),
    };
    billing.fake.refunds.set(refund.id, refund);
    const charge = { id: 'ch_renewal', object: 'charge', payment_intent: invoice.payment_intent, amount_refunded: 500 };
    expect((await sendEvent('charge.refunded', charge)).statusCode).toBe(200);
    expect((await sendEvent('refund.updated', { object: 'refund', ...refund })).statusCode).toBe(200);
    const imported = await db().select().from(paymentRefunds).where(eq(paymentRefunds.providerRefundId, refund.id));
    expect(imported).toEqual([expect.objectContaining({ amountCents: 500, origin: 'provider_dashboard', status: 'confirmed' })]);
  });
});
