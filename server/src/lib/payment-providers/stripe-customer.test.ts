import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeholderEmail } from '@core/auth/phone-sign-in-schemas';
import { startFakeStripeBilling } from '../../test/fake-stripe-billing';
import { createStripeProvider } from './stripe';

// A Stripe Customer is made when a plan is linked for renewal; Stripe e-mails receipts to its address, so an account
// that joined by phone (issue 55) sends none, never its placeholder.
let fake: Awaited<ReturnType<typeof startFakeStripeBilling>>;
beforeAll(async () => {
  fake = await startFakeStripeBilling();
});
afterAll(async () => {
  await fake?.close();
});

const customerForms = () =>
  fake.requests.filter((request) => request.method === 'POST' && request.path === '/v1/customers').map(fake.formOf);

describe('a Stripe Customer', () => {
  it('gets no e-mail for a phone-only account, and the real address otherwise', async () => {
    const billing = createStripeProvider('sk_test_fake', fake.url).billing!;
    const userId = '2b1f0a7e-3c4d-4e5f-8a9b-0c1d2e3f4a5b';
    const phoneOnly = await billing.createCustomer({ email: placeholderEmail(userId), metadata: { userId }, idempotencyKey: 'c-phone' });
    const withMail = await billing.createCustomer({ email: 'ana@example.com', metadata: { userId: 'u2' }, idempotencyKey: 'c-mail' });
    expect(phoneOnly.id).not.toBe(withMail.id);
    const [first, second] = customerForms();
    expect(first).toEqual({ 'metadata[userId]': userId });
    expect(second).toMatchObject({ email: 'ana@example.com', 'metadata[userId]': 'u2' });
  });
});
