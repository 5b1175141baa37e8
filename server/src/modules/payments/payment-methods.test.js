import { createServer } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@core/payments/schemas';
import { SUBSCRIPTION_MESSAGES } from '@core/subscriptions/schemas';
import { paymentMethods } from '../../db/schema/payments';
import { injectAs } from '../../test/api';
import { createTestApp, registerUser } from '../../test/test-app';
import { errorBody } from '../../test/error-body';
const VISA = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
const MASTERCARD = { cardNumber: '5555 5555 5555 4444', expiry: '03/31', cvc: '987' };
describe('Add Payment Method in test mode', () => {
    let ctx;
    beforeAll(async () => {
        ctx = await createTestApp();
    });
    afterAll(async () => {
        await ctx?.close();
    });
    it('saves brand, last 4 and expiry only, lists them, makes one default and removes', async () => {
        const { token, user } = await registerUser(ctx.app, 'worker');
        const visa = await injectAs(ctx.app, token).post('/api/payment-methods/test-mode', VISA);
        expect(visa.statusCode).toBe(201);
        expect(visa.json()).toEqual({ id: expect.any(String), brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, isDefault: true });
        const mastercard = await injectAs(ctx.app, token).post('/api/payment-methods/test-mode', MASTERCARD);
        expect(mastercard.json()).toMatchObject({ brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2031, isDefault: false });
        const rows = await ctx.database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id));
        const stored = JSON.stringify(rows);
        expect(stored).not.toContain('4242424242424242');
        expect(stored).not.toContain('5555555555554444');
        expect(stored).not.toMatch(/"(123|987)"/);
        expect(rows.map((row) => row.providerRef)).toEqual([null, null]);
        const again = await injectAs(ctx.app, token).post('/api/payment-methods/test-mode', VISA);
        expect(again.statusCode).toBe(409);
        expect(again.json()).toEqual(errorBody(PAYMENT_MESSAGES.cardAlreadySaved));
        const made = await injectAs(ctx.app, token).post(`/api/payment-methods/${mastercard.json().id}/default`);
        expect(made.statusCode).toBe(200);
        expect(made.json().map((method) => [method.last4, method.isDefault])).toEqual([
            ['4444', true],
            ['4242', false],
        ]);
        expect((await injectAs(ctx.app, token).delete(`/api/payment-methods/${mastercard.json().id}`)).statusCode).toBe(200);
        const left = (await injectAs(ctx.app, token).get('/api/payment-methods')).json();
        expect(left).toEqual([expect.objectContaining({ last4: '4242', isDefault: true })]);
    });
    it('shows an employer the saved card in the subscription', async () => {
        const { token, user } = await registerUser(ctx.app, 'employer');
        await injectAs(ctx.app, token).post('/api/payment-methods/test-mode', VISA);
        const subscription = (await injectAs(ctx.app, token).get(`/api/employer/subscription/${user.id}`)).json();
        expect(subscription.paymentMethods).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242', isDefault: true })]);
    });
    it.each([
        [{ ...VISA, cardNumber: '' }, 400, PAYMENT_MESSAGES.cardNumberRequired],
        [{ ...VISA, cardNumber: '4242' }, 400, 'Your card number is incomplete.'],
        [{ ...VISA, expiry: '13/30' }, 400, PAYMENT_MESSAGES.expiryInvalid],
        [{ ...VISA, cvc: '12' }, 400, PAYMENT_MESSAGES.cvcInvalid],
        [{ ...VISA, expiry: '01/20' }, 402, PAYMENT_MESSAGES.expiryPast],
        [{ ...VISA, cardNumber: '4000 0000 0000 0002' }, 402, 'Your card was declined.'],
        [{ ...VISA, cardNumber: '4111 1111 1111 1111' }, 402, 'Test mode accepts only Stripe test card numbers, such as 4242 4242 4242 4242.'],
    ])('refuses %j with %i and saves nothing', async (card, status, message) => {
        const { token } = await registerUser(ctx.app, 'worker');
        const response = await injectAs(ctx.app, token).post('/api/payment-methods/test-mode', card);
        expect(response.statusCode).toBe(status);
        expect(response.json()).toEqual(errorBody(message));
        expect((await injectAs(ctx.app, token).get('/api/payment-methods')).json()).toEqual([]);
    });
    it('needs a signed-in user', async () => {
        expect((await injectAs(ctx.app, null).post('/api/payment-methods/test-mode', VISA)).statusCode).toBe(401);
        expect((await injectAs(ctx.app, null).post('/api/payment-methods/00000000-0000-4000-8000-000000000000/default')).statusCode).toBe(401);
    });
    it("cannot see, make default or remove someone else's card", async () => {
        const owner = await registerUser(ctx.app, 'employer');
        const other = await registerUser(ctx.app, 'employer');
        const card = (await injectAs(ctx.app, owner).post('/api/payment-methods/test-mode', VISA)).json();
        await injectAs(ctx.app, other).post('/api/payment-methods/test-mode', MASTERCARD);
        const made = await injectAs(ctx.app, other).post(`/api/payment-methods/${card.id}/default`);
        expect(made.statusCode).toBe(404);
        expect(made.json()).toEqual(errorBody(SUBSCRIPTION_MESSAGES.paymentMethodNotFound));
        expect((await injectAs(ctx.app, other).delete(`/api/payment-methods/${card.id}`)).statusCode).toBe(404);
        expect((await injectAs(ctx.app, other).get('/api/payment-methods')).json()).toEqual([
            expect.objectContaining({ last4: '4444', isDefault: true }),
        ]);
        expect((await injectAs(ctx.app, owner).get('/api/payment-methods')).json()).toEqual([
            expect.objectContaining({ id: card.id, isDefault: true }),
        ]);
        expect((await injectAs(ctx.app, owner).post('/api/payment-methods/not-a-uuid/default')).statusCode).toBe(400);
    });
    it('has no Stripe SetupIntent without Stripe keys', async () => {
        const { token } = await registerUser(ctx.app, 'worker');
        const setup = await injectAs(ctx.app, token).post('/api/payment-methods/setup-intent');
        expect(setup.statusCode).toBe(404);
        expect(setup.json()).toEqual(errorBody(PAYMENT_MESSAGES.stripeSetupOff));
        expect((await injectAs(ctx.app, token).post('/api/payment-methods', { setupIntentId: 'seti_123' })).statusCode).toBe(404);
    });
});
/** A local stand-in for Stripe's SetupIntents API: only what the provider calls. */
function createFakeStripe() {
    const intents = new Map();
    let next = 0;
    const server = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk) => (body += chunk.toString()));
        request.on('end', () => {
            response.setHeader('content-type', 'application/json');
            const url = new URL(request.url ?? '/', 'http://stripe.local');
            const toJson = (id) => {
                const intent = intents.get(id);
                const isDone = intent.status === 'succeeded';
                return {
                    id,
                    object: 'setup_intent',
                    client_secret: `${id}_secret_fake`,
                    status: intent.status,
                    metadata: intent.metadata,
                    payment_method: isDone
                        ? { id: `pm_for_${id}`, object: 'payment_method', card: { brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2033 } }
                        : null,
                };
            };
            if (request.method === 'POST' && url.pathname === '/v1/setup_intents') {
                const form = new URLSearchParams(body);
                const id = `seti_fake${(next += 1)}`;
                intents.set(id, { status: 'requires_payment_method', metadata: { userId: form.get('metadata[userId]') ?? '' } });
                return response.end(JSON.stringify(toJson(id)));
            }
            const found = /^\/v1\/setup_intents\/(\w+)$/.exec(url.pathname);
            if (request.method === 'GET' && found && intents.has(found[1]))
                return response.end(JSON.stringify(toJson(found[1])));
            response.statusCode = 404;
            response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such setupintent' } }));
        });
    });
    return { server, intents };
}
describe('Add Payment Method with Stripe (local fake of the Stripe API)', () => {
    const fake = createFakeStripe();
    let ctx;
    beforeAll(async () => {
        await new Promise((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
        const { port } = fake.server.address();
        ctx = await createTestApp({
            STRIPE_SECRET_KEY: 'sk_test_fake',
            STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
            STRIPE_API_BASE: `http://127.0.0.1:${port}`,
        });
    });
    afterAll(async () => {
        await ctx?.close();
        await new Promise((resolve) => fake.server.close(resolve));
    });
    it('saves the card of a succeeded SetupIntent once, for its owner only', async () => {
        const { token, user } = await registerUser(ctx.app, 'employer');
        const setup = await injectAs(ctx.app, token).post('/api/payment-methods/setup-intent');
        expect(setup.statusCode).toBe(200);
        const { clientSecret } = setup.json();
        const setupIntentId = clientSecret.split('_secret_')[0];
        expect(fake.intents.get(setupIntentId)?.metadata).toEqual({ userId: user.id });
        const early = await injectAs(ctx.app, token).post('/api/payment-methods', { setupIntentId });
        expect(early.statusCode).toBe(402);
        expect(early.json()).toEqual(errorBody(PAYMENT_MESSAGES.setupNotCompleted));
        fake.intents.get(setupIntentId).status = 'succeeded';
        const other = await registerUser(ctx.app, 'employer');
        const stolen = await injectAs(ctx.app, other).post('/api/payment-methods', { setupIntentId });
        expect(stolen.statusCode).toBe(404);
        expect(stolen.json()).toEqual(errorBody(PAYMENT_MESSAGES.setupNotFound));
        const saved = await injectAs(ctx.app, token).post('/api/payment-methods', { setupIntentId });
        expect(saved.statusCode).toBe(201);
        expect(saved.json()).toEqual({ id: expect.any(String), brand: 'visa', last4: '4242', expMonth: 8, expYear: 2033, isDefault: true });
        const resent = await injectAs(ctx.app, token).post('/api/payment-methods', { setupIntentId });
        expect(resent.json().id).toBe(saved.json().id);
        const rows = await ctx.database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id));
        expect(rows).toEqual([expect.objectContaining({ providerRef: `pm_for_${setupIntentId}` })]);
        expect((await injectAs(ctx.app, other).get('/api/payment-methods')).json()).toEqual([]);
    });
    it('refuses bad and unknown setup references, and the test card form', async () => {
        const { token } = await registerUser(ctx.app, 'worker');
        const bad = await injectAs(ctx.app, token).post('/api/payment-methods', { setupIntentId: 'pi_123' });
        expect(bad.statusCode).toBe(400);
        expect(bad.json()).toEqual(errorBody(PAYMENT_MESSAGES.setupIntentInvalid));
        expect((await injectAs(ctx.app, token).post('/api/payment-methods', {})).statusCode).toBe(400);
        const unknown = await injectAs(ctx.app, token).post('/api/payment-methods', { setupIntentId: 'seti_unknown' });
        expect(unknown.statusCode).toBe(404);
        const testForm = await injectAs(ctx.app, token).post('/api/payment-methods/test-mode', VISA);
        expect(testForm.statusCode).toBe(404);
        expect(testForm.json()).toEqual(errorBody(PAYMENT_MESSAGES.testModeOff));
    });
});
