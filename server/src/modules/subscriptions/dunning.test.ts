import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { emailOutbox } from '../../db/schema/applications';
import { users } from '../../db/schema/auth';
import { paymentMethods, payments, subscriptionPaymentFailures, subscriptions } from '../../db/schema/payments';
import { injectAs } from '../../test/api';
import { buyWithTestCard } from '../../test/factories';
import { createTestApp, createTestAppsSharingDatabase, registerUser, type TestContext } from '../../test/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const VISA = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
// Issue 54, failed payments (test mode): a declined renewal is tried again on days 1, 3 and 5, each failure told once
// with the update-card link, and the plan ends after the last. The clock is moved; each runDue is one scheduler tick.
let now = new Date('2026-06-01T15:00:00Z');
const moveClock = (days: number) => {
  now = new Date(now.getTime() + days * DAY_MS);
};
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ SESSION_TTL_DAYS: '3650' }, { now: () => now });
});
afterAll(async () => {
  await ctx?.close();
});

const subscriptionOf = async (app: App, userId: string) =>
  (await app.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!;
const failuresOf = async (app: App, subscriptionId: string) =>
  (await app.db.select().from(subscriptionPaymentFailures).where(eq(subscriptionPaymentFailures.subscriptionId, subscriptionId))).sort(
    (a, b) => a.attempt - b.attempt,
  );
const dunningMails = (app: App, userId: string) =>
  app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipientId, userId), like(emailOutbox.kind, 'subscription_payment_%')));
const renewalsOf = async (app: App, userId: string) =>
  (await app.db.select().from(payments).where(eq(payments.userId, userId))).filter((row) => row.providerRef.startsWith('pi_test_renewal_'));

/** An employer on the monthly bundle whose card is gone when the period ends: the renewal fails. */
async function failingEmployer(app: App = ctx.app) {
  const employer = await registerUser(app, 'employer');
  await buyWithTestCard(app, employer.token, 'subscription', 99900);
  await app.db.delete(paymentMethods).where(eq(paymentMethods.userId, employer.user.id));
  return employer;
}

describe('dunning (test mode)', () => {
  it('retries on days 1, 3 and 5 (nothing before, one each), tells each failure once, then ends the plan with a notice', async () => {
    const employer = await failingEmployer();
    moveClock(31);
    await ctx.app.scheduler.runDue();
    const firstFailedAt = now;
    const sub = await subscriptionOf(ctx.app, employer.user.id);
    expect(sub.status).toBe('past_due');
    expect(await failuresOf(ctx.app, sub.id)).toEqual([
      expect.objectContaining({ attempt: 1, nextAttemptAt: new Date(firstFailedAt.getTime() + DAY_MS) }),
    ]);
    expect((await injectAs(ctx.app, employer).get('/api/employer/subscription')).json()).toMatchObject({
      isPastDue: true,
      retryDate: new Date(firstFailedAt.getTime() + DAY_MS).toISOString(),
    });
    const [first] = await dunningMails(ctx.app, employer.user.id);
    expect(first).toMatchObject({ kind: 'subscription_payment_failed', subject: 'Your CrewBridge payment failed' });
    expect(first!.body).toContain("We'll try again on July 3, 2026");
    expect(first!.body).toContain('/checkout?plan=update-payment');

    for (const [day, attempt] of [
      [1, 2],
      [3, 3],
      [5, 4],
    ] as const) {
      now = new Date(firstFailedAt.getTime() + day * DAY_MS - 60_000);
      await ctx.app.scheduler.runDue();
      expect(await failuresOf(ctx.app, sub.id)).toHaveLength(attempt - 1);
      now = new Date(firstFailedAt.getTime() + day * DAY_MS);
      await ctx.app.scheduler.runDue();
      await ctx.app.scheduler.runDue();
      expect(await failuresOf(ctx.app, sub.id)).toHaveLength(attempt);
    }
    expect(await subscriptionOf(ctx.app, employer.user.id)).toMatchObject({ status: 'canceled' });
    const mails = await dunningMails(ctx.app, employer.user.id);
    expect(mails.map((mail) => mail.kind).sort()).toEqual([
      'subscription_payment_ended',
      'subscription_payment_failed',
      'subscription_payment_failed',
      'subscription_payment_failed',
    ]);
    expect((await injectAs(ctx.app, employer).get('/api/employer/subscription')).json()).toMatchObject({
      planName: 'Free Plan',
      isPastDue: false,
    });
    moveClock(10);
    await ctx.app.scheduler.runDue();
    expect(await failuresOf(ctx.app, sub.id)).toHaveLength(4);
    expect(await renewalsOf(ctx.app, employer.user.id)).toEqual([]);
  });

  it('restores the plan with the new period when a retry succeeds; a worker is told in Spanish, linked to add-payment', async () => {
    const worker = await registerUser(ctx.app, 'worker');
    await buyWithTestCard(ctx.app, worker.token, 'standard', 1499);
    await ctx.app.db.update(users).set({ language: 'es' }).where(eq(users.id, worker.user.id));
    const card = (await ctx.app.db.select().from(paymentMethods).where(eq(paymentMethods.userId, worker.user.id)))[0]!;
    await ctx.app.db.update(paymentMethods).set({ expYear: 2020 }).where(eq(paymentMethods.id, card.id));
    const first = await subscriptionOf(ctx.app, worker.user.id);
    moveClock(31);
    await ctx.app.scheduler.runDue();
    expect((await subscriptionOf(ctx.app, worker.user.id)).status).toBe('past_due');
    // The bank renewed the card (not through Update card, so the day-1 retry is what charges it).
    await ctx.app.db.update(paymentMethods).set({ expYear: 2033 }).where(eq(paymentMethods.id, card.id));
    moveClock(1);
    await ctx.app.scheduler.runDue();
    expect(await subscriptionOf(ctx.app, worker.user.id)).toMatchObject({
      status: 'active',
      pastDueSince: null,
      currentPeriodStart: first.currentPeriodEnd,
    });
    expect(await renewalsOf(ctx.app, worker.user.id)).toEqual([expect.objectContaining({ amountCents: 1499, status: 'succeeded' })]);
    expect(await failuresOf(ctx.app, first.id)).toHaveLength(1);
    const [mail] = await dunningMails(ctx.app, worker.user.id);
    expect(mail!.subject).toBe('Su pago de CrewBridge no se realizó');
    expect(mail!.body).toContain('Actualice su tarjeta para conservar su plan.');
    expect(mail!.body).toContain('/checkout?plan=add-payment');
  });

  it('charges the failed period at once when the owner updates the card; nobody else can set that off', async () => {
    const owner = await failingEmployer();
    const other = await failingEmployer();
    const first = await subscriptionOf(ctx.app, owner.user.id);
    moveClock(31);
    await ctx.app.scheduler.runDue();
    expect((await subscriptionOf(ctx.app, owner.user.id)).status).toBe('past_due');

    // Another user saving a card changes only their own plan.
    expect((await injectAs(ctx.app, other).post('/api/payment-methods/test-mode', VISA)).statusCode).toBe(201);
    expect((await subscriptionOf(ctx.app, owner.user.id)).status).toBe('past_due');
    expect(await renewalsOf(ctx.app, owner.user.id)).toEqual([]);

    const saved = await injectAs(ctx.app, owner).post('/api/payment-methods/test-mode', VISA);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ last4: '4242', isDefault: true });
    expect(await subscriptionOf(ctx.app, owner.user.id)).toMatchObject({
      status: 'active',
      pastDueSince: null,
      currentPeriodStart: first.currentPeriodEnd,
    });
    expect(await renewalsOf(ctx.app, owner.user.id)).toEqual([expect.objectContaining({ amountCents: 99900, status: 'succeeded' })]);
    expect((await injectAs(ctx.app, owner).get('/api/employer/subscription')).json()).toMatchObject({ isPastDue: false, retryDate: null });
    // The day-1 retry finds nothing left to do.
    moveClock(1);
    await ctx.app.scheduler.runDue();
    expect(await renewalsOf(ctx.app, owner.user.id)).toHaveLength(1);
    expect(await failuresOf(ctx.app, first.id)).toHaveLength(1);
  });
});

// Two instances on one PostgreSQL ticking at once: each retry charges (or fails) once and is told once.
describe.skipIf(!process.env.TEST_DATABASE_URL)('dunning across two instances', () => {
  let instances: Awaited<ReturnType<typeof createTestAppsSharingDatabase>>;
  beforeAll(async () => {
    instances = await createTestAppsSharingDatabase(2, { SESSION_TTL_DAYS: '3650' }, { now: () => now });
  });
  afterAll(async () => {
    await instances?.close();
  });

  it('records and tells each attempt once', async () => {
    const [appA, appB] = instances.apps as [App, App];
    const employers = [await failingEmployer(appA), await failingEmployer(appA), await failingEmployer(appA)];
    const tick = () => Promise.all([appA.scheduler.runDue(), appB.scheduler.runDue(), appA.scheduler.runDue(), appB.scheduler.runDue()]);
    moveClock(31);
    await tick();
    moveClock(1);
    await tick();
    for (const employer of employers) {
      const sub = await subscriptionOf(appA, employer.user.id);
      expect((await failuresOf(appA, sub.id)).map((failure) => failure.attempt)).toEqual([1, 2]);
      expect(await dunningMails(appA, employer.user.id)).toHaveLength(2);
    }
  });
});
