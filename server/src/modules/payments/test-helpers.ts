import { expect } from 'vitest';
import type { App } from '../../app';
import { bearer } from '../../test/test-app';

export const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

/** Pays for a plan the way the checkout page does in test mode, then confirms it like the success page. */
export async function buyWithTestCard(app: App, token: string, planId: string, amountCents: number) {
  const intent = await app.inject({
    method: 'POST',
    url: '/api/payments/create-intent',
    headers: bearer(token),
    payload: { planId, amount: amountCents },
  });
  expect(intent.statusCode, intent.body).toBe(200);
  const { clientSecret } = intent.json() as { clientSecret: string };
  const charge = await app.inject({
    method: 'POST',
    url: '/api/payments/test-mode/confirm',
    headers: bearer(token),
    payload: { clientSecret, ...TEST_CARD },
  });
  expect(charge.statusCode, charge.body).toBe(200);
  const { paymentIntentId } = charge.json() as { paymentIntentId: string };
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/payments/confirm',
    headers: bearer(token),
    payload: { paymentIntentId, plan: planId },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return confirm.json() as { purchaseId: string; planName: string; plan: string };
}
