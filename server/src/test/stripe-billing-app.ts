import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Executor } from '../db/client';
import { payments, subscriptions } from '../db/schema/payments';
import { startFakeStripeBilling } from './fake-stripe-billing';
import type { RecordedRequest } from './fake-http-service';
import { createTestApp, type TestContext } from './test-app';

export type FakeStripeBilling = Awaited<ReturnType<typeof startFakeStripeBilling>>;

/** The app's Stripe settings against `fake` (its webhooks signed with `webhookSecret`), for apps made here or by hand. */
export const stripeBillingSettings = (fake: FakeStripeBilling, webhookSecret: string) => ({
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
  STRIPE_API_BASE: fake.url,
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  // Sessions outlive the clock the billing tests move by months.
  SESSION_TTL_DAYS: '3650',
});

/**
 * A test app with Stripe keys against a local fake that speaks Stripe Billing's wire format (renewals, plan changes,
 * card updates), on the clock `now`. The caller closes both.
 */
export async function startStripeBillingApp(
  webhookSecret: string,
  now: () => Date,
): Promise<{ fake: FakeStripeBilling; ctx: TestContext }> {
  const fake = await startFakeStripeBilling();
  const ctx = await createTestApp(stripeBillingSettings(fake, webhookSecret), { now });
  return { fake, ctx };
}

/**
 * The file's Stripe Billing app and its fake (`startStripeBillingApp`), started before its tests and closed after
 * them: read `fake` and `ctx` from the answer inside a test.
 */
export function useStripeBillingApp(webhookSecret: string, now: () => Date) {
  const started = {} as { fake: FakeStripeBilling; ctx: TestContext };
  beforeAll(async () => {
    Object.assign(started, await startStripeBillingApp(webhookSecret, now));
  });
  afterAll(async () => {
    await started.ctx?.close();
    await started.fake?.close();
  });
  return started;
}

/** Seconds since the epoch, as Stripe writes times. */
export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export const subscriptionOf = async (db: Executor, userId: string) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!;

export const stripePaymentsOf = (db: Executor, userId: string) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.provider, 'stripe')));

/** The forms the app POSTed to the fake at `path` (its query left out), in order. */
export const formsPostedTo = (fake: FakeStripeBilling, path: string) =>
  fake.requests
    .filter((request: RecordedRequest) => request.path.split('?')[0] === path && request.method === 'POST')
    .map((request) => fake.formOf(request));
