import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PLAN_CHANGE_MESSAGES } from '@core/subscriptions/plan-change';
import { emailOutbox } from '../../db/schema/applications';
import { paymentMethods, subscriptions } from '../../db/schema/payments';
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
const SECRET = 'whsec_plan_change_test';
// With Stripe keys a linked plan changes at Stripe: the preview is Stripe's create_preview and Confirm its
// subscription update with always_invoice, against the local fake that speaks Stripe's wire format.
let now = new Date('2026-06-01T12:00:00Z');
const billing = useStripeBillingApp(SECRET, () => now);

const db = () => billing.ctx.database.db;
const subscriptionOf = (userId: string) => subscriptionAt(db(), userId);
const stripePaymentsOf = (userId: string) => stripePaymentsAt(db(), userId);
const formsTo = (path: string) => formsPostedTo(billing.fake, path);

/** A worker on Standard paid at checkout, with a card saved through a SetupIntent, linked to Stripe Billing by a scheduler run. */
async function linkedWorker(planId = 'standard', amountCents = 1499) {
  const worker = await registerUser(billing.ctx.app, 'worker');
  const paymentMethodRef = `pm_card_${worker.user.id.slice(0, 8)}`;
  billing.fake.paymentMethods.set(paymentMethodRef, { customer: null });
  await db().insert(paymentMethods).values({
    userId: worker.user.id,
    brand: 'visa',
    last4: '4242',
    expMonth: 8,
    expYear: 2033,
    providerRef: paymentMethodRef,
    isDefault: true,
  });
  const name = planId === 'flex' ? 'Flex Resume Plan' : 'Standard Resume Plan';
  await db()
    .insert(subscriptions)
    .values({
      userId: worker.user.id,
      plan: planId,
      planName: name,
      amountCents,
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS),
    });
  await billing.ctx.app.scheduler.runDue();
  const sub = await subscriptionOf(worker.user.id);
  // The fake starts a subscription's period on the wall clock; this one's began with the plan's, on the app's clock.
  billing.fake.subscriptions.get(sub.providerSubscriptionId!)!.current_period_start = unixSeconds(sub.currentPeriodStart);
  return { worker, sub, stripeId: sub.providerSubscriptionId!, paymentMethodRef };
}

describe('plan changes of a plan Stripe Billing renews', () => {
  it("previews with Stripe's proration, confirms through the subscription update, and the invoice.paid after it records nothing twice", async () => {
    const { worker, sub, stripeId } = await linkedWorker();
    expect(stripeId).toBeTruthy();
    now = new Date(now.getTime() + 10 * DAY_MS);
    const api = injectAs(billing.ctx.app, worker);

    const preview = await api.get('/api/subscription/plan-change?planId=flex');
    expect(preview.statusCode).toBe(200);
    // 20 of 30 days left, to the second: 2499 * 2/3 = 1666 less 1499 * 2/3 = 999.
    expect(preview.json()).toMatchObject({
      kind: 'upgrade',
      creditCents: 999,
      chargeCents: 1666,
      amountDueCents: 667,
      nextPaymentAmount: 2499,
    });
    const [previewForm] = formsTo('/v1/invoices/create_preview');
    expect(previewForm).toMatchObject({
      subscription: stripeId,
      'subscription_details[items][0][id]': `si_${stripeId}`,
      'subscription_details[items][0][price_data][unit_amount]': '2499',
      'subscription_details[items][0][price_data][product]': 'crewbridge-flex',
      'subscription_details[items][0][price_data][recurring][interval]': 'month',
      'subscription_details[proration_behavior]': 'always_invoice',
      'subscription_details[proration_date]': String(unixSeconds(now)),
    });

    const confirm = await api.post('/api/subscription/plan-change', { planId: 'flex' });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ kind: 'upgrade', amountDueCents: 667, message: PLAN_CHANGE_MESSAGES.changed });
    const update = billing.fake.requests.find((request) => request.path === `/v1/subscriptions/${stripeId}` && request.method === 'POST');
    expect(update?.headers['idempotency-key']).toEqual(expect.stringContaining('plan-change-'));
    expect(billing.fake.formOf(update!)).toMatchObject({
      'items[0][id]': `si_${stripeId}`,
      'items[0][price_data][unit_amount]': '2499',
      proration_behavior: 'always_invoice',
      proration_date: String(unixSeconds(now)),
      payment_behavior: 'error_if_incomplete',
      'expand[0]': 'latest_invoice',
    });
    expect(billing.fake.subscriptions.get(stripeId)!.amount).toBe(2499);
    expect(await subscriptionOf(worker.user.id)).toMatchObject({ plan: 'flex', amountCents: 2499, currentPeriodEnd: sub.currentPeriodEnd });
    expect(await stripePaymentsOf(worker.user.id)).toEqual([expect.objectContaining({ amountCents: 667, planId: 'flex' })]);

    // Stripe's invoice.paid for the proration invoice: the charge is recorded already.
    const invoice = [...billing.fake.invoices.values()].find((entry) => entry.subscription === stripeId)!;
    const signed = signedStripeEvent(SECRET, {
      id: 'evt_plan_change_1',
      type: 'invoice.paid',
      created: unixSeconds(now),
      object: billing.fake.invoiceJson(invoice),
    });
    const webhook = await injectAs(billing.ctx.app, null).post('/api/payments/webhook', signed.payload, { headers: signed.headers });
    expect(webhook.statusCode).toBe(200);
    expect(await stripePaymentsOf(worker.user.id)).toHaveLength(1);
    const receipts = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipientId, worker.user.id), eq(emailOutbox.kind, 'invoice_charge')));
    expect(receipts).toHaveLength(1);
    expect((await subscriptionOf(worker.user.id)).currentPeriodEnd).toEqual(sub.currentPeriodEnd);
  });

  it('a declined card changes nothing, at Stripe or here (402 with the bank’s message)', async () => {
    const { worker, stripeId, paymentMethodRef } = await linkedWorker();
    billing.fake.decliningPaymentMethods.add(paymentMethodRef);
    const confirm = await injectAs(billing.ctx.app, worker).post('/api/subscription/plan-change', { planId: 'flex' });
    expect(confirm.statusCode).toBe(402);
    expect(confirm.json().message).toBe('Your card was declined.');
    expect(billing.fake.subscriptions.get(stripeId)!.amount).toBe(1499);
    expect(await subscriptionOf(worker.user.id)).toMatchObject({ plan: 'standard', amountCents: 1499 });
    expect(await stripePaymentsOf(worker.user.id)).toEqual([]);
  });

  it('with keys set, a plan not linked to Stripe Billing yet is refused clearly (the scheduler links it first)', async () => {
    const worker = await registerUser(billing.ctx.app, 'worker');
    await db()
      .insert(subscriptions)
      .values({
        userId: worker.user.id,
        plan: 'flex',
        planName: 'Flex Resume Plan',
        amountCents: 2499,
        currentPeriodStart: now,
        currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS),
      });
    const preview = await injectAs(billing.ctx.app, worker).get('/api/subscription/plan-change?planId=standard');
    expect([preview.statusCode, preview.json()]).toEqual([409, errorBody(PLAN_CHANGE_MESSAGES.onStripe)]);
    expect((await subscriptionOf(worker.user.id)).scheduledPlanId).toBeNull();
  });
});
