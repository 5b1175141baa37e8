import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@core/payments/schemas';
import { SUBSCRIPTION_MESSAGES } from '@core/subscriptions/schemas';
import type { App } from '../../app';
import { emailOutbox } from '../../db/schema/applications';
import { jobPostGrants, paymentMethods, payments, subscriptions } from '../../db/schema/payments';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { signedStripeEvent } from '../../test/fake-stripe-billing';
import { useStripeBillingApp, stripeBillingSettings, unixSeconds, subscriptionOf as subscriptionAt } from '../../test/stripe-billing-app';
import { createTestAppsSharingDatabase, registerUser } from '../../test/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const SECRET = 'whsec_card_update';
// With Stripe keys, a renewal Stripe could not charge leaves an open invoice; the new card the owner saves (or picks)
// pays it at once through POST /v1/invoices/{id}/pay, against the local fake that speaks Stripe's wire format.
let now = new Date('2026-06-01T12:00:00Z');
const billing = useStripeBillingApp(SECRET, () => now);

/** The instance the helpers use: the file's app, or the first of the two sharing PostgreSQL below. */
let current: App | null = null;
const app = () => current ?? billing.ctx.app;
const db = () => app().db;
const subscriptionOf = (userId: string) => subscriptionAt(db(), userId);
let eventCounter = 0;
const deliver = (type: string, created: number, object: Record<string, unknown>) => {
  const signed = signedStripeEvent(SECRET, { id: `evt_card_update_${(eventCounter += 1)}`, type, created, object });
  return injectAs(app(), null).post('/api/payments/webhook', signed.payload, { headers: signed.headers });
};
const renewalPayments = async (userId: string) =>
  (await db().select().from(payments).where(eq(payments.userId, userId))).filter((row) => row.providerRef.startsWith('stripe_renewal_'));
const payCalls = (invoiceId: string) => billing.fake.requests.filter((request) => request.path === `/v1/invoices/${invoiceId}/pay`);

/**
 * An employer on the monthly bundle, linked to Stripe Billing, whose renewal Stripe could not charge: the invoice is
 * open at the fake and invoice.payment_failed turned the plan past due here.
 */
async function pastDueEmployer() {
  const employer = await registerUser(app(), 'employer');
  const oldCard = `pm_old_${employer.user.id.slice(0, 8)}`;
  billing.fake.paymentMethods.set(oldCard, { customer: null });
  await db()
    .insert(paymentMethods)
    .values({ userId: employer.user.id, brand: 'visa', last4: '0341', expMonth: 8, expYear: 2033, providerRef: oldCard, isDefault: true });
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
  await app().scheduler.runDue();
  const sub = await subscriptionOf(employer.user.id);
  const stripeId = sub.providerSubscriptionId!;
  const period = { start: sub.currentPeriodEnd, end: new Date(sub.currentPeriodEnd.getTime() + 30 * DAY_MS) };
  const invoiceId = `in_${stripeId}_${unixSeconds(period.start)}`;
  billing.fake.invoices.set(invoiceId, {
    id: invoiceId,
    subscription: stripeId,
    customer: sub.providerCustomerId!,
    status: 'open',
    amount_due: 99900,
    amount_paid: 0,
    period: { start: unixSeconds(period.start), end: unixSeconds(period.end) },
  });
  billing.fake.subscriptions.get(stripeId)!.status = 'past_due';
  const failed = {
    ...billing.fake.invoiceJson(billing.fake.invoices.get(invoiceId)!),
    attempt_count: 1,
    next_payment_attempt: unixSeconds(period.start) + 3 * 86400,
  };
  expect((await deliver('invoice.payment_failed', unixSeconds(period.start), failed)).statusCode).toBe(200);
  expect((await subscriptionOf(employer.user.id)).status).toBe('past_due');
  now = new Date(period.start.getTime() + DAY_MS);
  return { employer, sub, stripeId, period, invoiceId };
}

/** Add Payment Method through a SetupIntent the browser confirmed with `paymentMethodRef`. */
async function saveCardThroughStripe(user: Parameters<typeof injectAs>[1], paymentMethodRef: string, last4 = '4242') {
  const api = injectAs(app(), user);
  const setup = await api.post('/api/payment-methods/setup-intent');
  expect(setup.statusCode).toBe(200);
  const setupIntentId = (setup.json() as { clientSecret: string }).clientSecret.split('_secret_')[0]!;
  billing.fake.paymentMethods.set(paymentMethodRef, { customer: null });
  const card = { brand: 'visa', last4, exp_month: 8, exp_year: 2033 };
  Object.assign(billing.fake.setupIntents.get(setupIntentId)!, { status: 'succeeded', paymentMethod: paymentMethodRef, card });
  return { setupIntentId, response: await api.post('/api/payment-methods', { setupIntentId }) };
}

describe('Update card on a past-due plan with Stripe keys', () => {
  it('makes the new card the default here and at Stripe and pays the open invoice at once, once', async () => {
    const { employer, sub, stripeId, period, invoiceId } = await pastDueEmployer();
    const newCard = `pm_new_${employer.user.id.slice(0, 8)}`;
    const { response } = await saveCardThroughStripe(employer, newCard);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ last4: '4242', isDefault: true });

    const [call] = payCalls(invoiceId);
    expect(payCalls(invoiceId)).toHaveLength(1);
    expect(call!.method).toBe('POST');
    expect(call!.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(billing.fake.formOf(call!)).toMatchObject({ payment_method: newCard });
    expect(call!.headers['idempotency-key']).toBe(`pay-${invoiceId}-${newCard}`);
    expect(billing.fake.customers.get(sub.providerCustomerId!)?.invoice_settings).toEqual({ default_payment_method: newCard });
    expect(billing.fake.subscriptions.get(stripeId)?.default_payment_method).toBe(newCard);
    expect(billing.fake.paymentMethods.get(newCard)?.customer).toBe(sub.providerCustomerId);

    // The plan is back at once, its period paid, recorded and receipted once.
    expect(await subscriptionOf(employer.user.id)).toMatchObject({ status: 'active', pastDueSince: null, currentPeriodEnd: period.end });
    expect(await renewalPayments(employer.user.id)).toEqual([expect.objectContaining({ amountCents: 99900, provider: 'stripe' })]);
    const cards = await db().select().from(paymentMethods).where(eq(paymentMethods.userId, employer.user.id));
    expect(cards.filter((card) => card.isDefault).map((card) => card.providerRef)).toEqual([newCard]);
    const grantsAfterPay = await db().select().from(jobPostGrants).where(eq(jobPostGrants.employerId, employer.user.id));
    expect((await injectAs(billing.ctx.app, employer).get('/api/employer/subscription')).json()).toMatchObject({ isPastDue: false });

    // Stripe's invoice.paid for the same invoice arrives later (and twice): nothing is recorded or granted again.
    const paid = billing.fake.invoiceJson(billing.fake.invoices.get(invoiceId)!);
    for (let i = 0; i < 2; i += 1) expect((await deliver('invoice.paid', unixSeconds(now) + 5, paid)).statusCode).toBe(200);
    expect(await renewalPayments(employer.user.id)).toHaveLength(1);
    expect(await db().select().from(jobPostGrants).where(eq(jobPostGrants.employerId, employer.user.id))).toHaveLength(
      grantsAfterPay.length,
    );
    const receipts = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipientId, employer.user.id), eq(emailOutbox.kind, 'invoice_charge')));
    expect(receipts).toHaveLength(1);
    expect(await subscriptionOf(employer.user.id)).toMatchObject({ status: 'active', currentPeriodEnd: period.end });
  });

  it('keeps a declined card saved, says so, leaves dunning running; a second card then pays', async () => {
    const { employer, invoiceId } = await pastDueEmployer();
    const declining = `pm_declines_${employer.user.id.slice(0, 8)}`;
    billing.fake.decliningPaymentMethods.add(declining);
    const { response: declined } = await saveCardThroughStripe(employer, declining);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual(errorBody(PAYMENT_MESSAGES.pastDuePaymentDeclined));
    expect(payCalls(invoiceId)).toHaveLength(1);
    expect(billing.fake.invoices.get(invoiceId)?.status).toBe('open');
    expect(await subscriptionOf(employer.user.id)).toMatchObject({ status: 'past_due' });
    expect(await renewalPayments(employer.user.id)).toEqual([]);
    // The card is saved and is the default: Stripe's own retries charge it next.
    const listed = (await injectAs(billing.ctx.app, employer).get('/api/payment-methods')).json() as { id: string; isDefault: boolean }[];
    expect(listed.filter((card) => card.isDefault)).toHaveLength(1);
    expect((await injectAs(billing.ctx.app, employer).get('/api/employer/subscription')).json()).toMatchObject({ isPastDue: true });

    const good = `pm_good_${employer.user.id.slice(0, 8)}`;
    const { response: paid } = await saveCardThroughStripe(employer, good, '1881');
    expect(paid.statusCode).toBe(201);
    expect(payCalls(invoiceId).map((call) => call.headers['idempotency-key'])).toEqual([
      `pay-${invoiceId}-${declining}`,
      `pay-${invoiceId}-${good}`,
    ]);
    expect(billing.fake.invoices.get(invoiceId)?.status).toBe('paid');
    expect(await subscriptionOf(employer.user.id)).toMatchObject({ status: 'active' });
    expect(await renewalPayments(employer.user.id)).toHaveLength(1);
  });

  it('pays when the owner makes a saved card the default; an unknown card is 404, a malformed id 400', async () => {
    const { employer, invoiceId } = await pastDueEmployer();
    const spare = `pm_spare_${employer.user.id.slice(0, 8)}`;
    billing.fake.paymentMethods.set(spare, { customer: null });
    const [row] = await db()
      .insert(paymentMethods)
      .values({ userId: employer.user.id, brand: 'mastercard', last4: '4444', expMonth: 1, expYear: 2034, providerRef: spare })
      .returning();
    const api = injectAs(billing.ctx.app, employer);

    const unknown = await api.post('/api/payment-methods/00000000-0000-4000-8000-000000000000/default');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(errorBody(SUBSCRIPTION_MESSAGES.paymentMethodNotFound));
    expect((await api.post('/api/payment-methods/pm_not_an_id/default')).statusCode).toBe(400);
    expect(payCalls(invoiceId)).toEqual([]);

    const chosen = await api.post(`/api/payment-methods/${row!.id}/default`);
    expect(chosen.statusCode).toBe(200);
    expect(billing.fake.formOf(payCalls(invoiceId)[0]!)).toMatchObject({ payment_method: spare });
    expect(await subscriptionOf(employer.user.id)).toMatchObject({ status: 'active' });
  });

  it("never lets another user pay, or use a card on, someone else's plan", async () => {
    const { employer, invoiceId } = await pastDueEmployer();
    const other = await registerUser(billing.ctx.app, 'employer');
    // The owner's confirmed setup, sent by someone else: answered as a missing one.
    const { setupIntentId } = await saveCardThroughStripe(employer, `pm_owner_${employer.user.id.slice(0, 8)}`);
    expect(billing.fake.invoices.get(invoiceId)?.status).toBe('paid');
    billing.fake.invoices.get(invoiceId)!.status = 'open';
    const calls = payCalls(invoiceId).length;
    const stolen = await injectAs(billing.ctx.app, other).post('/api/payment-methods', { setupIntentId });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual(errorBody(PAYMENT_MESSAGES.setupNotFound));
    const [ownerCard] = await db().select().from(paymentMethods).where(eq(paymentMethods.userId, employer.user.id));
    const chosen = await injectAs(billing.ctx.app, other).post(`/api/payment-methods/${ownerCard!.id}/default`);
    expect(chosen.statusCode).toBe(404);
    // Another user's own new card pays nothing of the owner's: they have no past-due plan.
    const { response } = await saveCardThroughStripe(other, `pm_other_${other.user.id.slice(0, 8)}`);
    expect(response.statusCode).toBe(201);
    expect(payCalls(invoiceId)).toHaveLength(calls);
    expect(billing.fake.invoices.get(invoiceId)?.status).toBe('open');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('Update card on two instances at once', () => {
  let instances: Awaited<ReturnType<typeof createTestAppsSharingDatabase>>;
  beforeAll(async () => {
    instances = await createTestAppsSharingDatabase(2, stripeBillingSettings(billing.fake, SECRET), { now: () => now });
    current = instances.apps[0]!;
  });
  afterAll(async () => {
    current = null;
    await instances?.close();
  });

  it('pays the open invoice once and records its period once when the same card is sent to both', async () => {
    const [appA, appB] = instances.apps as [App, App];
    const { employer, invoiceId, period } = await pastDueEmployer();
    const card = `pm_twice_${employer.user.id.slice(0, 8)}`;
    const setup = await injectAs(appA, employer).post('/api/payment-methods/setup-intent');
    const setupIntentId = (setup.json() as { clientSecret: string }).clientSecret.split('_secret_')[0]!;
    billing.fake.paymentMethods.set(card, { customer: null });
    Object.assign(billing.fake.setupIntents.get(setupIntentId)!, { status: 'succeeded', paymentMethod: card });
    const answers = await Promise.all([
      injectAs(appA, employer).post('/api/payment-methods', { setupIntentId }),
      injectAs(appB, employer).post('/api/payment-methods', { setupIntentId }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    // Both asked with the same idempotency key: Stripe charged once.
    expect(new Set(payCalls(invoiceId).map((call) => call.headers['idempotency-key']))).toEqual(new Set([`pay-${invoiceId}-${card}`]));
    expect(await renewalPayments(employer.user.id)).toHaveLength(1);
    expect(await db().select().from(paymentMethods).where(eq(paymentMethods.userId, employer.user.id))).toHaveLength(2);
    expect(await subscriptionOf(employer.user.id)).toMatchObject({ status: 'active', currentPeriodEnd: period.end });
  });
});
