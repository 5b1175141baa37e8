import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema/applications';
import { invoices, paymentRefunds, payments, purchases } from '../../db/schema/payments';
import { injectAs } from '../../test/api';
import { startFakeHttpService } from '../../test/fake-http-service';
import { startFakeStripeBilling } from '../../test/fake-stripe-billing';
import { stripeBillingSettings, type FakeStripeBilling } from '../../test/stripe-billing-app';
import { createTestApp, createTestAppsSharingDatabase, registerUser, type TestContext } from '../../test/test-app';
import { signInOperator } from './test-helpers';

const webhookSecret = 'whsec_dashboard_refunds';
// Refunds made in Stripe's or PayPal's dashboard, not in the console, are imported from the providers' webhooks
// (Stripe's from the local fake that speaks its wire format, which also lists a payment's refunds).
let stripe: FakeStripeBilling;
let paypal: Awaited<ReturnType<typeof startFakeHttpService>>;
let ctx: TestContext;
const providerEnv = () => ({
  ...stripeBillingSettings(stripe, webhookSecret),
  PAYPAL_CLIENT_ID: 'id',
  PAYPAL_CLIENT_SECRET: 'secret',
  PAYPAL_API_BASE: paypal.url,
  PAYPAL_WEBHOOK_ID: 'WH-1',
});
beforeAll(async () => {
  stripe = await startFakeStripeBilling();
  paypal = await startFakeHttpService((request) => {
    if (request.path === '/v1/oauth2/token') return { status: 200, body: { access_token: 'fake-token' } };
    if (request.path === '/v1/notifications/verify-webhook-signature') return { status: 200, body: { verification_status: 'SUCCESS' } };
    return { status: 404, body: {} };
  });
  ctx = await createTestApp(providerEnv());
});
afterAll(async () => {
  await ctx?.close();
  await stripe?.close();
  await paypal?.close();
});

/** A payment granted through `provider`: the payment, its purchase and its paid invoice (`isGranted` false: the payment only). */
async function paidPurchase(app: App, db: Database, provider: 'stripe' | 'paypal', ref: string, amountCents = 9900, isGranted = true) {
  const buyer = await registerUser(app, 'employer');
  const [payment] = await db
    .insert(payments)
    .values({
      userId: buyer.user.id,
      planId: 'basic',
      amountCents,
      provider,
      providerRef: ref,
      providerCaptureId: provider === 'paypal' ? `CAP-${ref}` : null,
      status: isGranted ? 'succeeded' : 'requires_payment',
      grantedAt: isGranted ? new Date() : null,
    })
    .returning();
  const grant = async () => {
    const [purchase] = await db
      .insert(purchases)
      .values({ userId: buyer.user.id, paymentId: payment!.id, planId: 'basic', name: 'Basic Job Post', amountCents })
      .returning();
    const [invoice] = await db
      .insert(invoices)
      .values({ userId: buyer.user.id, purchaseId: purchase!.id, description: 'Basic Job Post', amountCents, status: 'paid' })
      .returning();
    return invoice!.id;
  };
  return { buyer, grant, invoiceId: isGranted ? await grant() : null };
}

const stripeEventOn = (app: App, id: string, type: string, object: Record<string, unknown>) => {
  const payload = JSON.stringify({ id, object: 'event', type, created: 1_800_000_000, data: { object } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
  return injectAs(app, null).post('/api/payments/webhook', payload, {
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
};
const stripeEvent = (id: string, type: string, object: Record<string, unknown>) => stripeEventOn(ctx.app, id, type, object);
/** A refund made in Stripe's dashboard: no metadata of ours. */
const dashboardRefund = (id: string, paymentIntent: string, amount: number, status = 'succeeded') => ({
  id,
  object: 'refund',
  amount,
  status,
  reason: 'requested_by_customer',
  metadata: {},
  payment_intent: paymentIntent,
  charge: `ch_${paymentIntent}`,
});
const refundsOf = (db: Database, invoiceId: string) => db.select().from(paymentRefunds).where(eq(paymentRefunds.invoiceId, invoiceId));
const creditNotesOf = (db: Database, userId: string) =>
  db
    .select()
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.status, 'refunded')));

describe("a refund made in Stripe's dashboard", () => {
  it('is imported once as a refund of the payment, with its credit note and e-mail, and shown as made there', async () => {
    const db = ctx.database.db;
    const { buyer, invoiceId } = await paidPurchase(ctx.app, db, 'stripe', 'pi_dash_1');
    const refund = dashboardRefund('re_dash_1', 'pi_dash_1', 2500);
    for (let i = 0; i < 2; i += 1) expect((await stripeEvent('evt_dash_1', 'refund.created', refund)).statusCode).toBe(200);
    // Another event of the same refund (Stripe sends refund.updated and charge.refunded too) adds nothing.
    expect((await stripeEvent('evt_dash_2', 'refund.updated', refund)).statusCode).toBe(200);
    stripe.refunds.set('re_dash_1', { ...refund, reason: refund.reason, created: 1 });
    const charge = { id: 'ch_pi_dash_1', object: 'charge', payment_intent: 'pi_dash_1', amount_refunded: 2500 };
    expect((await stripeEvent('evt_dash_3', 'charge.refunded', charge)).statusCode).toBe(200);

    const rows = await refundsOf(db, invoiceId!);
    expect(rows).toEqual([
      expect.objectContaining({
        amountCents: 2500,
        origin: 'provider_dashboard',
        operatorId: null,
        provider: 'stripe',
        providerRefundId: 're_dash_1',
        status: 'confirmed',
        reason: 'requested by customer',
      }),
    ]);
    const notes = await creditNotesOf(db, buyer.user.id);
    expect(notes).toEqual([expect.objectContaining({ amountCents: -2500, number: expect.any(Number) })]);
    expect(rows[0]!.refundInvoiceId).toBe(notes[0]!.id);
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipientId, buyer.user.id), eq(emailOutbox.kind, 'invoice_refund')));
    expect(mails).toHaveLength(1);

    const operator = await signInOperator(ctx);
    const listed = ((await injectAs(ctx.app, operator).get('/api/admin/payments')).json() as { payments: { id: string }[] }).payments.find(
      (payment) => payment.id === invoiceId,
    );
    expect(listed).toMatchObject({
      refund: { amount: 2500, isStripe: true, isFromProviderDashboard: true, status: 'confirmed' },
      refundedAmount: 2500,
      refundableAmount: 7400,
    });
  });

  it('sums partial refunds, never above what was paid, and leaves the console only what is left', async () => {
    const db = ctx.database.db;
    const { buyer, invoiceId } = await paidPurchase(ctx.app, db, 'stripe', 'pi_dash_parts');
    await stripeEvent('evt_parts_1', 'refund.created', dashboardRefund('re_parts_1', 'pi_dash_parts', 3000));
    await stripeEvent('evt_parts_2', 'refund.created', dashboardRefund('re_parts_2', 'pi_dash_parts', 2000));
    // More than is left (the dashboard and the console raced): only what is left is recorded.
    await stripeEvent('evt_parts_3', 'refund.created', dashboardRefund('re_parts_3', 'pi_dash_parts', 6000));
    await stripeEvent('evt_parts_4', 'refund.created', dashboardRefund('re_parts_4', 'pi_dash_parts', 100));
    const rows = await refundsOf(db, invoiceId!);
    expect(rows.map((row) => [row.providerRefundId, row.amountCents]).sort()).toEqual([
      ['re_parts_1', 3000],
      ['re_parts_2', 2000],
      ['re_parts_3', 4900],
    ]);
    expect((await creditNotesOf(db, buyer.user.id)).map((note) => note.amountCents).sort()).toEqual([-2000, -3000, -4900]);
    const operator = await signInOperator(ctx);
    const more = await injectAs(ctx.app, operator).post(`/api/admin/payments/${invoiceId}/refund`, { reason: 'More', amount: 100 });
    expect(more.statusCode).toBe(409);
  });

  it('is imported from charge.refunded, whose refunds Stripe lists (GET /v1/refunds), or listed in the event', async () => {
    const db = ctx.database.db;
    const { invoiceId } = await paidPurchase(ctx.app, db, 'stripe', 'pi_dash_charge');
    stripe.refunds.set('re_listed_1', { ...dashboardRefund('re_listed_1', 'pi_dash_charge', 1000), created: 1 });
    const charge = { id: 'ch_pi_dash_charge', object: 'charge', payment_intent: 'pi_dash_charge', amount_refunded: 1000 };
    expect((await stripeEvent('evt_charge_1', 'charge.refunded', charge)).statusCode).toBe(200);
    const listCalls = stripe.requests.filter((request) => request.method === 'GET' && request.path.startsWith('/v1/refunds?'));
    expect(new URL(listCalls.at(-1)!.path, 'http://x').searchParams.get('payment_intent')).toBe('pi_dash_charge');
    // An older API version lists the refunds in the charge itself.
    const listed = { ...charge, amount_refunded: 1500, refunds: { data: [dashboardRefund('re_listed_2', 'pi_dash_charge', 500)] } };
    expect((await stripeEvent('evt_charge_2', 'charge.refunded', listed)).statusCode).toBe(200);
    expect((await stripeEvent('evt_charge_3', 'charge.refunded', listed)).statusCode).toBe(200);
    const rows = await refundsOf(db, invoiceId!);
    expect(rows.map((row) => [row.providerRefundId, row.amountCents, row.origin]).sort()).toEqual([
      ['re_listed_1', 1000, 'provider_dashboard'],
      ['re_listed_2', 500, 'provider_dashboard'],
    ]);
  });

  it('waits pending until Stripe says it succeeded, then gets its credit note once', async () => {
    const db = ctx.database.db;
    const { buyer, invoiceId } = await paidPurchase(ctx.app, db, 'stripe', 'pi_dash_pending');
    await stripeEvent('evt_pending_1', 'refund.created', dashboardRefund('re_pending_1', 'pi_dash_pending', 9900, 'pending'));
    expect(await refundsOf(db, invoiceId!)).toEqual([expect.objectContaining({ status: 'pending', amountCents: 9900 })]);
    expect(await creditNotesOf(db, buyer.user.id)).toEqual([]);
    await stripeEvent('evt_pending_2', 'refund.updated', dashboardRefund('re_pending_1', 'pi_dash_pending', 9900));
    await stripeEvent('evt_pending_3', 'refund.updated', dashboardRefund('re_pending_1', 'pi_dash_pending', 9900));
    expect(await refundsOf(db, invoiceId!)).toEqual([expect.objectContaining({ status: 'confirmed' })]);
    expect(await creditNotesOf(db, buyer.user.id)).toHaveLength(1);
  });

  it('arriving before the payment is recorded is answered 409 (Stripe sends it again) and imported once it is', async () => {
    const db = ctx.database.db;
    const { buyer, grant } = await paidPurchase(ctx.app, db, 'stripe', 'pi_dash_early', 9900, false);
    const refund = dashboardRefund('re_early_1', 'pi_dash_early', 4000);
    const early = await stripeEvent('evt_early_1', 'refund.created', refund);
    expect(early.statusCode).toBe(409);
    expect(await db.select().from(paymentRefunds).where(eq(paymentRefunds.providerRefundId, 're_early_1'))).toEqual([]);
    const invoiceId = await grant();
    expect((await stripeEvent('evt_early_1', 'refund.created', refund)).statusCode).toBe(200);
    expect(await refundsOf(db, invoiceId)).toEqual([expect.objectContaining({ amountCents: 4000, origin: 'provider_dashboard' })]);
    expect(await creditNotesOf(db, buyer.user.id)).toHaveLength(1);
    // A payment that is not ours (another product on the same Stripe account) is acknowledged and ignored.
    expect((await stripeEvent('evt_foreign_1', 'refund.created', dashboardRefund('re_foreign', 'pi_not_ours', 100))).statusCode).toBe(200);
  });

  it("leaves a console refund's own events alone: one not recorded yet is still answered 409", async () => {
    const db = ctx.database.db;
    const { invoiceId } = await paidPurchase(ctx.app, db, 'stripe', 'pi_console_1');
    const ours = { ...dashboardRefund('re_console_1', 'pi_console_1', 1000), metadata: { invoiceId: invoiceId!, operatorId: 'x' } };
    expect((await stripeEvent('evt_console_1', 'refund.updated', ours)).statusCode).toBe(409);
    expect(await refundsOf(db, invoiceId!)).toEqual([]);
  });
});

describe("a refund made in PayPal's dashboard", () => {
  const paypalEvent = (id: string, resource: Record<string, unknown>) =>
    injectAs(ctx.app, null).post('/api/paypal/webhook', JSON.stringify({ id, event_type: 'PAYMENT.CAPTURE.REFUNDED', resource }), {
      headers: {
        'content-type': 'application/json',
        'paypal-transmission-sig': 'good',
        'paypal-transmission-id': 't1',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://api.paypal.com/cert',
        'paypal-transmission-time': '2026-11-29T12:00:00Z',
      },
    });

  it('is imported once from PAYMENT.CAPTURE.REFUNDED with its amount', async () => {
    const db = ctx.database.db;
    const { buyer, invoiceId } = await paidPurchase(ctx.app, db, 'paypal', 'ORDER-DASH1', 7900);
    const resource = {
      id: 'PPR-DASH-1',
      status: 'COMPLETED',
      amount: { value: '25.50', currency_code: 'USD' },
      links: [{ rel: 'up', href: `${paypal.url}/v2/payments/captures/CAP-ORDER-DASH1` }],
    };
    expect((await paypalEvent('WH-DASH-1', resource)).statusCode).toBe(200);
    expect((await paypalEvent('WH-DASH-1', resource)).statusCode).toBe(200);
    expect((await paypalEvent('WH-DASH-2', resource)).statusCode).toBe(200);
    expect(await refundsOf(db, invoiceId!)).toEqual([
      expect.objectContaining({ amountCents: 2550, provider: 'paypal', origin: 'provider_dashboard', status: 'confirmed' }),
    ]);
    expect(await creditNotesOf(db, buyer.user.id)).toEqual([expect.objectContaining({ amountCents: -2550 })]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("a Stripe dashboard refund's events on two instances at once", () => {
  let instances: Awaited<ReturnType<typeof createTestAppsSharingDatabase>>;
  beforeAll(async () => {
    instances = await createTestAppsSharingDatabase(2, providerEnv());
  });
  afterAll(async () => {
    await instances?.close();
  });

  it('records the refund and its credit note once', async () => {
    const [appA, appB] = instances.apps as [App, App];
    const { buyer, invoiceId } = await paidPurchase(appA, appA.db, 'stripe', 'pi_dash_two');
    const refund = dashboardRefund('re_two_1', 'pi_dash_two', 9900);
    const answers = await Promise.all([
      stripeEventOn(appA, 'evt_two_1', 'refund.created', refund),
      stripeEventOn(appB, 'evt_two_2', 'refund.updated', refund),
      stripeEventOn(appB, 'evt_two_1', 'refund.created', refund),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await refundsOf(appA.db, invoiceId!)).toHaveLength(1);
    expect(await creditNotesOf(appA.db, buyer.user.id)).toEqual([expect.objectContaining({ amountCents: -9900 })]);
  });
});
