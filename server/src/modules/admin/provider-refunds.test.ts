import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { CONSOLE_MESSAGES } from '@core/admin/console';
import { emailOutbox } from '../../db/schema/applications';
import { invoices, paymentRefunds, payments, purchases } from '../../db/schema/payments';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { buyWithTestCard } from '../../test/factories';
import { startFakeHttpService } from '../../test/fake-http-service';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { reconcilePendingRefunds } from '../payments/service';
import { signInOperator } from './test-helpers';

const webhookSecret = 'whsec_refunds';
// Local stand-ins that speak the providers' formats: Stripe's form-encoded Refunds API (a card refund
// answers `pending`), PayPal's JSON token, capture refund and webhook verification.
let stripe: Awaited<ReturnType<typeof startFakeHttpService>>;
let paypal: Awaited<ReturnType<typeof startFakeHttpService>>;
let ctx: TestContext;
beforeAll(async () => {
  stripe = await startFakeHttpService((request) => {
    const form = new URLSearchParams(request.body.toString());
    if (request.method === 'POST' && request.path === '/v1/refunds') {
      const key = String(request.headers['idempotency-key']);
      return { status: 200, body: { id: `re_${key}`, object: 'refund', amount: Number(form.get('amount')), status: 'pending' } };
    }
    const retrieved = /^\/v1\/refunds\/([\w-]+)$/.exec(request.path);
    if (request.method === 'GET' && retrieved) return { status: 200, body: { id: retrieved[1], object: 'refund', status: 'succeeded' } };
    return { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such route' } } };
  });
  paypal = await startFakeHttpService((request) => {
    if (request.path === '/v1/oauth2/token') return { status: 200, body: { access_token: 'fake-token' } };
    if (request.path === '/v1/notifications/verify-webhook-signature') {
      const body = JSON.parse(request.body.toString()) as { transmission_sig?: string; webhook_id?: string };
      const isValid = body.transmission_sig === 'good' && body.webhook_id === 'WH-1';
      return { status: 200, body: { verification_status: isValid ? 'SUCCESS' : 'FAILURE' } };
    }
    const retrieved = /^\/v2\/payments\/refunds\/([\w-]+)$/.exec(request.path);
    if (request.method === 'GET' && retrieved) return { status: 200, body: { id: retrieved[1], status: 'COMPLETED' } };
    const refund = /^\/v2\/payments\/captures\/([\w-]+)\/refund$/.exec(request.path);
    if (refund) return { status: 201, body: { id: `PPR-${String(request.headers['paypal-request-id'])}`, status: 'PENDING' } };
    return { status: 404, body: {} };
  });
  ctx = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_API_BASE: stripe.url,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    PAYPAL_CLIENT_ID: 'id',
    PAYPAL_CLIENT_SECRET: 'secret',
    PAYPAL_API_BASE: paypal.url,
    PAYPAL_WEBHOOK_ID: 'WH-1',
  });
});
afterAll(async () => {
  await ctx?.close();
  await stripe?.close();
  await paypal?.close();
});

/** A payment granted through `provider`: the payment, its purchase and its paid invoice. */
async function paidPurchase(provider: 'stripe' | 'paypal', ref: string, amountCents = 9900) {
  const buyer = await registerUser(ctx.app, 'employer');
  const db = ctx.database.db;
  const [payment] = await db
    .insert(payments)
    .values({
      userId: buyer.user.id,
      planId: 'basic',
      amountCents,
      provider,
      providerRef: ref,
      providerCaptureId: provider === 'paypal' ? `CAP-${ref}` : null,
      status: 'succeeded',
      grantedAt: new Date(),
    })
    .returning();
  const [purchase] = await db
    .insert(purchases)
    .values({ userId: buyer.user.id, paymentId: payment!.id, planId: 'basic', name: 'Basic Job Post', amountCents })
    .returning();
  const [invoice] = await db
    .insert(invoices)
    .values({ userId: buyer.user.id, purchaseId: purchase!.id, description: 'Basic Job Post', amountCents, status: 'paid' })
    .returning();
  return { buyer, invoiceId: invoice!.id };
}

function stripeEvent(id: string, type: string, object: Record<string, unknown>, secret = webhookSecret) {
  const payload = JSON.stringify({ id, object: 'event', type, created: 1_800_000_000, data: { object } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return injectAs(ctx.app, null).post('/api/payments/webhook', payload, {
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

const refundsOf = (invoiceId: string) => ctx.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.invoiceId, invoiceId));
const creditNotesOf = (userId: string) =>
  ctx.database.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.status, 'refunded')));

describe('a Stripe refund from the console', () => {
  it('is partial, pending until Stripe confirms it by a signed webhook, once; never more than was paid', async () => {
    const operator = await signInOperator(ctx);
    const { buyer, invoiceId } = await paidPurchase('stripe', 'pi_partial_1');
    const api = injectAs(ctx.app, operator);

    const tooLarge = await api.post(`/api/admin/payments/${invoiceId}/refund`, { reason: 'Too much', amount: 9901 });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual(errorBody(CONSOLE_MESSAGES.refundTooLarge));
    expect((await api.post(`/api/admin/payments/${invoiceId}/refund`, { reason: 'Zero', amount: 0 })).statusCode).toBe(400);

    const partial = await api.post(`/api/admin/payments/${invoiceId}/refund`, { reason: 'Half a post', amount: 4000 });
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({
      refund: { amount: 4000, status: 'pending', isStripe: true },
      refundedAmount: 4000,
      refundableAmount: 5900,
    });
    const [call] = stripe.requests.filter((request) => request.path === '/v1/refunds').slice(-1);
    const form = new URLSearchParams(call!.body.toString());
    expect(form.get('payment_intent')).toBe('pi_partial_1');
    expect(form.get('amount')).toBe('4000');
    expect(call!.headers['idempotency-key']).toBe(`refund-${invoiceId}`);
    expect(await creditNotesOf(buyer.user.id)).toEqual([]);

    // The rest is more than is left once the first counts.
    const over = await api.post(`/api/admin/payments/${invoiceId}/refund`, { reason: 'Over', amount: 6000 });
    expect(over.json()).toEqual(errorBody(CONSOLE_MESSAGES.refundTooLarge));

    // A wrong signature is refused and changes nothing.
    const forged = await stripeEvent(
      'evt_r1',
      'refund.updated',
      { id: `re_refund-${invoiceId}`, status: 'succeeded', payment_intent: 'pi_partial_1' },
      'whsec_wrong',
    );
    expect(forged.statusCode).toBe(400);
    expect((await refundsOf(invoiceId))[0]!.status).toBe('pending');

    const confirmed = await stripeEvent('evt_r1', 'refund.updated', {
      id: `re_refund-${invoiceId}`,
      status: 'succeeded',
      payment_intent: 'pi_partial_1',
    });
    expect(confirmed.statusCode).toBe(200);
    const replayed = await stripeEvent('evt_r1', 'refund.updated', {
      id: `re_refund-${invoiceId}`,
      status: 'succeeded',
      payment_intent: 'pi_partial_1',
    });
    expect(replayed.statusCode).toBe(200);
    // Out of order: charge.refunded for the same refund after it was confirmed changes nothing either.
    await stripeEvent('evt_r1_charge', 'charge.refunded', { id: 'ch_1', payment_intent: 'pi_partial_1', amount_refunded: 4000 });
    const [refund] = await refundsOf(invoiceId);
    expect(refund).toMatchObject({ status: 'confirmed', amountCents: 4000 });
    const notes = await creditNotesOf(buyer.user.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ amountCents: -4000, number: expect.any(Number) });
    const mails = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toEmail, buyer.user.email), eq(emailOutbox.kind, 'invoice_refund')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Your CrewBridge refund CB-');

    // The rest, without an amount: all that is left, its own idempotency key, confirmed by charge.refunded.
    const rest = await api.post(`/api/admin/payments/${invoiceId}/refund`, { reason: 'The rest' });
    expect(rest.json()).toMatchObject({ refund: { amount: 5900, status: 'pending' }, refundedAmount: 9900, refundableAmount: 0 });
    expect(stripe.requests.filter((request) => request.path === '/v1/refunds').at(-1)!.headers['idempotency-key']).toBe(
      `refund-${invoiceId}-4000`,
    );
    await stripeEvent('evt_r2', 'charge.refunded', { id: 'ch_1', payment_intent: 'pi_partial_1', amount_refunded: 9900 });
    expect((await refundsOf(invoiceId)).map((row) => row.status)).toEqual(['confirmed', 'confirmed']);
    expect(await creditNotesOf(buyer.user.id)).toHaveLength(2);
    const nothingLeft = await api.post(`/api/admin/payments/${invoiceId}/refund`, { reason: 'Again' });
    expect(nothingLeft.statusCode).toBe(409);
    expect(nothingLeft.json()).toEqual(errorBody(CONSOLE_MESSAGES.alreadyRefunded));
  });

  it('marks a refund Stripe failed as failed, with no credit note, and its amount refundable again', async () => {
    const operator = await signInOperator(ctx);
    const { buyer, invoiceId } = await paidPurchase('stripe', 'pi_failing_1');
    await injectAs(ctx.app, operator).post(`/api/admin/payments/${invoiceId}/refund`, { reason: 'Duplicate', amount: 1000 });
    await stripeEvent('evt_f1', 'refund.failed', { id: `re_refund-${invoiceId}`, status: 'failed', payment_intent: 'pi_failing_1' });
    expect((await refundsOf(invoiceId))[0]!.status).toBe('failed');
    expect(await creditNotesOf(buyer.user.id)).toEqual([]);
    const listed = (await injectAs(ctx.app, operator).get('/api/admin/payments'))
      .json()
      .payments.find((row: { id: string }) => row.id === invoiceId);
    expect(listed).toMatchObject({ refundedAmount: 0, refundableAmount: 9900, refund: { status: 'failed' } });
  });
});

describe('a PayPal refund from the console', () => {
  const paypalEvent = (id: string, resource: Record<string, unknown>, signature = 'good') =>
    injectAs(ctx.app, null).post('/api/paypal/webhook', JSON.stringify({ id, event_type: 'PAYMENT.CAPTURE.REFUNDED', resource }), {
      headers: {
        'content-type': 'application/json',
        'paypal-transmission-sig': signature,
        'paypal-transmission-id': 't1',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://api.paypal.com/cert',
        'paypal-transmission-time': '2026-11-29T12:00:00Z',
      },
    });

  it('refunds the capture in JSON with a request id, and is confirmed by PAYMENT.CAPTURE.REFUNDED once', async () => {
    const operator = await signInOperator(ctx);
    const { buyer, invoiceId } = await paidPurchase('paypal', 'ORDER-PP1', 7900);
    const response = await injectAs(ctx.app, operator).post(`/api/admin/payments/${invoiceId}/refund`, {
      reason: 'Changed mind',
      amount: 2550,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ refund: { amount: 2550, status: 'pending', isStripe: false }, refundableAmount: 5350 });
    const call = paypal.requests.find((request) => request.path === '/v2/payments/captures/CAP-ORDER-PP1/refund')!;
    expect(JSON.parse(call.body.toString())).toMatchObject({ amount: { value: '25.50', currency_code: 'USD' } });
    expect(call.headers['paypal-request-id']).toBe(`refund-${invoiceId}`);

    const resource = {
      id: `PPR-refund-${invoiceId}`,
      status: 'COMPLETED',
      links: [{ rel: 'up', href: `${paypal.url}/v2/payments/captures/CAP-ORDER-PP1` }],
    };
    expect((await paypalEvent('WH-EVT-1', resource, 'forged')).statusCode).toBe(400);
    expect((await refundsOf(invoiceId))[0]!.status).toBe('pending');
    expect((await paypalEvent('WH-EVT-1', resource)).statusCode).toBe(200);
    expect((await paypalEvent('WH-EVT-1', resource)).statusCode).toBe(200);
    expect((await refundsOf(invoiceId))[0]!.status).toBe('confirmed');
    expect(await creditNotesOf(buyer.user.id)).toHaveLength(1);
  });
});

describe('a test-mode refund', () => {
  it('is confirmed at once, partial then the rest, with a numbered credit note each', async () => {
    const test = await createTestApp();
    try {
      const buyer = await registerUser(test.app, 'employer');
      const { purchaseId } = await buyWithTestCard(test.app, buyer.token, 'basic', 9900);
      const operator = await signInOperator(test);
      const api = injectAs(test.app, operator);
      const first = await api.post(`/api/admin/payments/${purchaseId}/refund`, { reason: 'Part', amount: 900 });
      expect(first.json()).toMatchObject({ refund: { amount: 900, status: 'confirmed' }, refundableAmount: 9000 });
      expect((await api.post(`/api/admin/payments/${purchaseId}/refund`, { reason: 'Over', amount: 9001 })).statusCode).toBe(400);
      const rest = await api.post(`/api/admin/payments/${purchaseId}/refund`, { reason: 'Rest' });
      expect(rest.json()).toMatchObject({ refund: { amount: 9000, status: 'confirmed' }, refundableAmount: 0 });
      const history = (await injectAs(test.app, buyer).get('/api/payments/invoices')).json() as {
        amount: number;
        status: string;
        number: string;
      }[];
      expect(
        history
          .filter((row) => row.status === 'refunded')
          .map((row) => row.amount)
          .sort(),
      ).toEqual([-900, -9000].sort());
      const numbers = history.map((row) => Number(row.number.slice(3))).sort((a, b) => a - b);
      expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2]);
    } finally {
      await test.close();
    }
  });
});

describe('a missed refund webhook', () => {
  it('is recovered by the reconcile, which asks Stripe and PayPal about refunds pending half an hour, once', async () => {
    const operator = await signInOperator(ctx);
    const stripePaid = await paidPurchase('stripe', 'pi_missed_1');
    const paypalPaid = await paidPurchase('paypal', 'ORDER-MISSED-1');
    for (const { invoiceId } of [stripePaid, paypalPaid]) {
      const response = await injectAs(ctx.app, operator).post(`/api/admin/payments/${invoiceId}/refund`, { reason: 'Missed webhook' });
      expect(response.json().refund.status).toBe('pending');
    }
    // Too soon: the webhook may still come.
    await reconcilePendingRefunds(ctx.database.db, ctx.app.paymentProviders, new Date());
    expect((await refundsOf(stripePaid.invoiceId))[0]!.status).toBe('pending');

    const later = new Date(Date.now() + 31 * 60 * 1000);
    await reconcilePendingRefunds(ctx.database.db, ctx.app.paymentProviders, later);
    await reconcilePendingRefunds(ctx.database.db, ctx.app.paymentProviders, later);
    for (const { buyer, invoiceId } of [stripePaid, paypalPaid]) {
      expect((await refundsOf(invoiceId))[0]!.status).toBe('confirmed');
      expect(await creditNotesOf(buyer.user.id)).toHaveLength(1);
    }
    expect(
      stripe.requests.some((request) => request.method === 'GET' && request.path === `/v1/refunds/re_refund-${stripePaid.invoiceId}`),
    ).toBe(true);
  });
});
