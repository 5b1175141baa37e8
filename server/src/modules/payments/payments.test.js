import { createServer } from 'node:http';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, payments, purchases } from '../../db/schema/payments';
import { injectAs } from '../../test/api';
import { createTestApp, registerUser } from '../../test/test-app';
import { buyWithTestCard, TEST_CARD } from '../../test/factories';
import { errorBody } from '../../test/error-body';
let ctx;
beforeAll(async () => {
    ctx = await createTestApp();
});
afterAll(async () => {
    await ctx?.close();
});
describe('GET /api/payments/config', () => {
    it('reports test mode and no PayPal without keys', async () => {
        const response = await injectAs(ctx.app, null).get('/api/payments/config');
        expect(response.json()).toEqual({ cardMode: 'test', stripePublishableKey: null, isPayPalConfigured: false });
    });
});
describe('POST /api/payments/create-intent', () => {
    it('needs a signed-in user', async () => {
        const response = await injectAs(ctx.app, null).post('/api/payments/create-intent', { planId: 'basic', amount: 9900 });
        expect(response.statusCode).toBe(401);
    });
    it('validates the body', async () => {
        const { token } = await registerUser(ctx.app, 'employer');
        expect((await injectAs(ctx.app, token).post('/api/payments/create-intent', { amount: 9900 })).json()).toEqual(errorBody('Plan is required'));
        expect((await injectAs(ctx.app, token).post('/api/payments/create-intent', { planId: 'basic' })).json()).toEqual(errorBody('Amount is required'));
        expect((await injectAs(ctx.app, token).post('/api/payments/create-intent', { planId: 'basic', amount: 0 })).statusCode).toBe(400);
    });
    it('refuses a tampered amount and unknown plans', async () => {
        const { token } = await registerUser(ctx.app, 'employer');
        const tampered = await injectAs(ctx.app, token).post('/api/payments/create-intent', { planId: 'boosted', amount: 100 });
        expect(tampered.statusCode).toBe(400);
        expect(tampered.json()).toEqual(errorBody('The amount does not match the price of this plan'));
        const unknown = await injectAs(ctx.app, token).post('/api/payments/create-intent', { planId: 'enterprise', amount: 100 });
        expect(unknown.statusCode).toBe(404);
    });
    it("refuses a plan of the other role's", async () => {
        const { token } = await registerUser(ctx.app, 'worker');
        const response = await injectAs(ctx.app, token).post('/api/payments/create-intent', { planId: 'basic', amount: 9900 });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
            ...errorBody('This plan is for employer accounts', 'payments.wrong_audience'),
            params: { audience: 'employer' },
        });
    });
    it('returns a test-mode client secret', async () => {
        const { token } = await registerUser(ctx.app, 'employer');
        const response = await injectAs(ctx.app, token).post('/api/payments/create-intent', { planId: 'basic', amount: 9900 });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ clientSecret: expect.stringMatching(/^pi_test_\w+_secret_\w+$/), mode: 'test' });
    });
});
describe('test-mode card payment and confirmation', () => {
    it('grants nothing before the payment is verified, declines 4000 0000 0000 0002, then grants once', async () => {
        const { token, user } = await registerUser(ctx.app, 'employer');
        const { clientSecret } = (await injectAs(ctx.app, token).post('/api/payments/create-intent', { planId: 'basic', amount: 9900 })).json();
        const paymentIntentId = clientSecret.split('_secret_')[0];
        const early = await injectAs(ctx.app, token).post('/api/payments/confirm', { paymentIntentId, plan: 'basic' });
        expect(early.statusCode).toBe(402);
        expect(early.json()).toEqual(errorBody('Payment has not been completed'));
        const declined = await injectAs(ctx.app, token).post('/api/payments/test-mode/confirm', {
            clientSecret,
            ...TEST_CARD,
            cardNumber: '4000 0000 0000 0002',
        });
        expect(declined.statusCode).toBe(402);
        expect(declined.json()).toEqual(errorBody('Your card was declined.', 'payments.card_declined'));
        expect(await ctx.database.db.select().from(purchases).where(eq(purchases.userId, user.id))).toHaveLength(0);
        const invalid = await injectAs(ctx.app, token).post('/api/payments/test-mode/confirm', {
            clientSecret,
            cardNumber: '4242',
            expiry: '13/30',
            cvc: '1',
        });
        expect(invalid.json()).toEqual(errorBody('Your card number is incomplete.'));
        const paid = await injectAs(ctx.app, token).post('/api/payments/test-mode/confirm', { clientSecret, ...TEST_CARD });
        expect(paid.json()).toEqual({ paymentIntentId, status: 'succeeded' });
        const wrongPlan = await injectAs(ctx.app, token).post('/api/payments/confirm', { paymentIntentId, plan: 'boosted' });
        expect(wrongPlan.statusCode).toBe(400);
        const first = await injectAs(ctx.app, token).post('/api/payments/confirm', { paymentIntentId, plan: 'basic' });
        const second = await injectAs(ctx.app, token).post('/api/payments/confirm', { paymentIntentId, plan: 'basic' });
        expect(first.json()).toEqual({ status: 'succeeded', plan: 'basic', planName: 'Basic Job Post', purchaseId: expect.any(String) });
        expect(second.json().purchaseId).toBe(first.json().purchaseId);
        expect(await ctx.database.db.select().from(invoices).where(eq(invoices.userId, user.id))).toEqual([
            expect.objectContaining({ description: 'Basic Job Post', amountCents: 9900, status: 'paid' }),
        ]);
        const methods = await injectAs(ctx.app, token).get('/api/payment-methods');
        expect(methods.json()).toEqual([
            { id: expect.any(String), brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, isDefault: true },
        ]);
    });
    it("answers 404 for someone else's payment", async () => {
        const owner = await registerUser(ctx.app, 'worker');
        const other = await registerUser(ctx.app, 'worker');
        const { clientSecret } = (await injectAs(ctx.app, owner).post('/api/payments/create-intent', { planId: 'resume-service', amount: 4900 })).json();
        const charge = await injectAs(ctx.app, other).post('/api/payments/test-mode/confirm', { clientSecret, ...TEST_CARD });
        expect(charge.statusCode).toBe(404);
        await injectAs(ctx.app, owner).post('/api/payments/test-mode/confirm', { clientSecret, ...TEST_CARD });
        const confirm = await injectAs(ctx.app, other).post('/api/payments/confirm', {
            paymentIntentId: clientSecret.split('_secret_')[0],
            plan: 'resume-service',
        });
        expect(confirm.statusCode).toBe(404);
    });
    it('needs a payment reference to confirm', async () => {
        const { token } = await registerUser(ctx.app, 'worker');
        const response = await injectAs(ctx.app, token).post('/api/payments/confirm', { plan: 'resume-service' });
        expect(response.json()).toEqual(errorBody('Payment confirmation details are missing'));
    });
    it("lists a worker's service in the purchase history", async () => {
        const { token, user } = await registerUser(ctx.app, 'worker');
        await buyWithTestCard(ctx.app, token, 'resume-service', 4900);
        const list = await injectAs(ctx.app, token).get('/api/payments/purchases');
        expect(list.json()).toEqual([expect.objectContaining({ planId: 'resume-service', name: 'Resume Enhancement', amount: 4900 })]);
        const subscription = await injectAs(ctx.app, token).get(`/api/worker/subscription/${user.id}`);
        expect(subscription.json()).toMatchObject({
            planName: 'Free Plan',
            isActive: false,
            purchases: [expect.objectContaining({ name: 'Resume Enhancement' })],
        });
    });
});
describe('PayPal without credentials', () => {
    it('says the credentials are not configured', async () => {
        const { token } = await registerUser(ctx.app, 'employer');
        const response = await injectAs(ctx.app, token).post('/api/paypal/create-order', {
            amount: '99',
            currency: 'USD',
            planName: 'Basic Job Post',
        });
        expect(response.statusCode).toBe(503);
        expect(response.json().message).toContain('PayPal credentials are not configured');
    });
});
describe('Stripe webhook', () => {
    const webhookSecret = 'whsec_test_secret';
    let hooked;
    beforeAll(async () => {
        hooked = await createTestApp({ STRIPE_WEBHOOK_SECRET: webhookSecret });
    });
    afterAll(async () => {
        await hooked?.close();
    });
    function signedEvent(eventId, intentId, amount, secret = webhookSecret) {
        const payload = JSON.stringify({
            id: eventId,
            object: 'event',
            type: 'payment_intent.succeeded',
            data: { object: { id: intentId, object: 'payment_intent', amount, currency: 'usd', status: 'succeeded' } },
        });
        const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
        return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
    }
    // Stripe signs the raw body, so it goes out exactly as signed.
    const deliver = (context, event) => injectAs(context.app, null).post('/api/payments/webhook', event.payload, { headers: event.headers });
    it('rejects a wrong signature and grants once for the same event twice', async () => {
        const { user } = await registerUser(hooked.app, 'employer');
        await hooked.database.db.insert(payments).values({
            userId: user.id,
            planId: 'boosted',
            amountCents: 29900,
            provider: 'stripe',
            providerRef: 'pi_webhook_1',
        });
        const forged = signedEvent('evt_1', 'pi_webhook_1', 29900, 'whsec_wrong');
        const rejected = await deliver(hooked, forged);
        expect(rejected.statusCode).toBe(400);
        expect(rejected.json()).toEqual(errorBody('Invalid Stripe webhook signature'));
        const event = signedEvent('evt_1', 'pi_webhook_1', 29900);
        for (let i = 0; i < 2; i += 1) {
            const response = await deliver(hooked, event);
            expect(response.json()).toEqual({ received: true });
        }
        const again = signedEvent('evt_2', 'pi_webhook_1', 29900);
        await deliver(hooked, again);
        expect(await hooked.database.db.select().from(purchases).where(eq(purchases.userId, user.id))).toHaveLength(1);
    });
    it('is refused where no webhook secret is set', async () => {
        const response = await deliver(ctx, signedEvent('evt_x', 'pi_x', 100));
        expect(response.statusCode).toBe(400);
    });
});
describe('PayPal with credentials (local fake of the PayPal API)', () => {
    let fake;
    let paypal;
    const captured = [];
    beforeAll(async () => {
        fake = createServer((request, response) => {
            response.setHeader('content-type', 'application/json');
            if (request.url === '/v1/oauth2/token')
                return response.end(JSON.stringify({ access_token: 'fake-token' }));
            if (request.url === '/v2/checkout/orders') {
                return response.end(JSON.stringify({ id: 'ORDER1', links: [{ rel: 'approve', href: 'https://paypal.example/approve/ORDER1' }] }));
            }
            const capture = /^\/v2\/checkout\/orders\/(\w+)\/capture$/.exec(request.url ?? '');
            if (capture) {
                captured.push(capture[1]);
                return response.end(JSON.stringify({ status: 'COMPLETED', purchase_units: [{ payments: { captures: [{ amount: { value: '79.00' } }] } }] }));
            }
            response.statusCode = 404;
            response.end('{}');
        });
        await new Promise((resolve) => fake.listen(0, '127.0.0.1', resolve));
        const { port } = fake.address();
        paypal = await createTestApp({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_API_BASE: `http://127.0.0.1:${port}` });
    });
    afterAll(async () => {
        await paypal?.close();
        await new Promise((resolve) => fake?.close(resolve));
    });
    it('creates an order, captures it and grants the purchase once', async () => {
        const { token, user } = await registerUser(paypal.app, 'worker');
        const buyer = injectAs(paypal.app, token);
        const tampered = await buyer.post('/api/paypal/create-order', { amount: '1', currency: 'USD', planName: 'Interview Preparation' });
        expect(tampered.statusCode).toBe(400);
        const order = await buyer.post('/api/paypal/create-order', { amount: '79', currency: 'USD', planName: 'Interview Preparation' });
        expect(order.json()).toEqual({ approvalUrl: 'https://paypal.example/approve/ORDER1' });
        for (let i = 0; i < 2; i += 1) {
            const capture = await buyer.post('/api/paypal/capture/ORDER1');
            expect(capture.json()).toEqual({ status: 'COMPLETED' });
        }
        expect(captured).toEqual(['ORDER1']);
        const confirm = await buyer.post('/api/payments/confirm', { token: 'ORDER1', plan: 'interview-service' });
        expect(confirm.json()).toMatchObject({ status: 'succeeded', planName: 'Interview Preparation' });
        expect(await paypal.database.db.select().from(purchases).where(eq(purchases.userId, user.id))).toHaveLength(1);
    });
});
