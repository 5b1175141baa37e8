import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONSOLE_MESSAGES } from '@core/admin/console';
import { invoices, paymentRefunds, payments, purchases } from '../../db/schema/payments';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { startFakeHttpService } from '../../test/fake-http-service';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { signInOperator } from './test-helpers';

// A local stand-in for Stripe's Refunds API: refunds pi_ok_*, refuses any other intent as Stripe would.
let fake: Awaited<ReturnType<typeof startFakeHttpService>>;
let ctx: TestContext;
beforeAll(async () => {
  fake = await startFakeHttpService((request) => {
    const form = new URLSearchParams(request.body.toString());
    if (request.method === 'POST' && request.path === '/v1/refunds' && form.get('payment_intent')?.startsWith('pi_ok_')) {
      return {
        status: 200,
        body: { id: `re_for_${form.get('payment_intent')}`, object: 'refund', amount: Number(form.get('amount')), status: 'succeeded' },
      };
    }
    return { status: 400, body: { error: { type: 'invalid_request_error', message: 'Charge has already been refunded.' } } };
  });
  ctx = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_API_BASE: fake.url });
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

/** What a Stripe payment granted leaves behind: the payment, its purchase and its paid invoice. */
async function stripePurchase(intentId: string, captureId: string | null = null) {
  const { user } = await registerUser(ctx.app, 'employer');
  const db = ctx.database.db;
  const [payment] = await db
    .insert(payments)
    .values({
      userId: user.id,
      planId: 'basic',
      amountCents: 9900,
      provider: 'stripe',
      providerRef: intentId,
      providerCaptureId: captureId,
      status: 'succeeded',
      grantedAt: new Date(),
    })
    .returning();
  const [purchase] = await db
    .insert(purchases)
    .values({ userId: user.id, paymentId: payment!.id, planId: 'basic', name: 'Basic Job Post', amountCents: 9900 })
    .returning();
  await db
    .insert(invoices)
    .values({ userId: user.id, purchaseId: purchase!.id, description: 'Basic Job Post', amountCents: 9900, status: 'paid' });
  return purchase!.id;
}

describe('a Stripe purchase refunded from the console', () => {
  it('is refunded at Stripe once, with an idempotency key, and recorded', async () => {
    const operator = await signInOperator(ctx);
    const purchaseId = await stripePurchase('pi_ok_1');
    const response = await injectAs(ctx.app, operator).post(`/api/admin/payments/${purchaseId}/refund`, { reason: 'Duplicate charge' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ provider: 'stripe', refund: { amount: 9900, isStripe: true } });
    const calls = fake.requests.filter((request) => request.path === '/v1/refunds');
    expect(calls).toHaveLength(1);
    expect(new URLSearchParams(calls[0]!.body.toString()).get('amount')).toBe('9900');
    expect(calls[0]!.headers['idempotency-key']).toBe(`refund-${response.json().id}`);
    const [refund] = await ctx.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.invoiceId, response.json().id));
    expect(refund!.providerRefundId).toBe('re_for_pi_ok_1');
    // No webhook secret here to confirm it later: Stripe's own `succeeded` confirms it, with its credit note.
    expect(refund!.status).toBe('confirmed');
    expect(response.json().refund.status).toBe('confirmed');
    const [note] = await ctx.database.db.select().from(invoices).where(eq(invoices.id, refund!.refundInvoiceId!));
    expect(note).toMatchObject({ amountCents: -9900, status: 'refunded', number: expect.any(Number) });

    const again = await injectAs(ctx.app, operator).post(`/api/admin/payments/${purchaseId}/refund`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(fake.requests.filter((request) => request.path === '/v1/refunds')).toHaveLength(1);
  });

  it('records nothing when Stripe refuses the refund', async () => {
    const operator = await signInOperator(ctx);
    const purchaseId = await stripePurchase('pi_refused_1');
    const response = await injectAs(ctx.app, operator).post(`/api/admin/payments/${purchaseId}/refund`, { reason: 'Duplicate charge' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual(errorBody(CONSOLE_MESSAGES.stripeRefundFailed));
    const [invoice] = await ctx.database.db.select().from(invoices).where(eq(invoices.purchaseId, purchaseId));
    expect(await ctx.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.invoiceId, invoice!.id))).toEqual([]);
  });
});

describe('a Stripe renewal refunded from the console', () => {
  it('refunds a renewal Stripe Billing charged through its PaymentIntent, and refuses one whose intent is not known', async () => {
    const operator = await signInOperator(ctx);
    const renewal = await stripePurchase('stripe_renewal_sub_1_1796000000', 'pi_ok_renewal');
    const response = await injectAs(ctx.app, operator).post(`/api/admin/payments/${renewal}/refund`, { reason: 'Renewed by mistake' });
    expect(response.statusCode).toBe(200);
    const sent = fake.requests.filter((request) => request.path === '/v1/refunds').at(-1)!;
    expect(new URLSearchParams(sent.body.toString()).get('payment_intent')).toBe('pi_ok_renewal');

    const unknown = await stripePurchase('stripe_renewal_sub_2_1796000000');
    const before = fake.requests.length;
    const refused = await injectAs(ctx.app, operator).post(`/api/admin/payments/${unknown}/refund`, { reason: 'Renewed by mistake' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(errorBody(CONSOLE_MESSAGES.stripeRenewalUnknown));
    expect(fake.requests.length).toBe(before);
  });
});
