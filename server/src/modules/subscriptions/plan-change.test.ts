import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_CHANGE_MESSAGES } from '@core/subscriptions/plan-change';
import { RENEWAL_MESSAGES } from '@core/subscriptions/renewal';
import type { App } from '../../app';
import { emailOutbox } from '../../db/schema/applications';
import { jobPostGrants, paymentMethods, payments, subscriptions } from '../../db/schema/payments';
import { resumeSubscriptions } from '../../db/schema/resumes';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { buyWithTestCard } from '../../test/factories';
import { createTestApp, createTestAppsSharingDatabase, registerUser, type TestContext } from '../../test/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
// The app's clock is moved instead of waiting: a change mid-period, then the renewal at its end.
let now = new Date('2026-03-01T15:00:00Z');
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

const db = () => ctx.database.db;
const subscriptionOf = async (userId: string, app: App = ctx.app) =>
  (await app.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!;
const paymentsOf = async (userId: string, app: App = ctx.app) =>
  (await app.db.select().from(payments).where(eq(payments.userId, userId))).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
const changesOf = async (userId: string, app: App = ctx.app) =>
  (await paymentsOf(userId, app)).filter((payment) => payment.providerRef.startsWith('pi_test_plan_change_'));
const receiptsOf = async (userId: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipientId, userId), eq(emailOutbox.kind, 'invoice_charge')));

async function subscriber(type: 'worker' | 'employer', planId: string, priceCents: number, app: App = ctx.app) {
  const account = await registerUser(app, type);
  await buyWithTestCard(app, account.token, planId, priceCents);
  return account;
}

describe('upgrade: charged now, prorated, the new plan at once', () => {
  it('Standard to Flex after 10 days: previews, charges 667 cents with invoice and receipt, then renews at Flex', async () => {
    const worker = await subscriber('worker', 'standard', 1499);
    const first = await subscriptionOf(worker.user.id);
    const api = injectAs(ctx.app, worker);
    moveClock(10);

    const preview = await api.get('/api/subscription/plan-change?planId=flex');
    expect(preview.statusCode).toBe(200);
    // 20 of 30 days left: credit 1499 * 20/30 = 999, Flex for them 2499 * 20/30 = 1666.
    expect(preview.json()).toEqual({
      kind: 'upgrade',
      currentPlanId: 'standard',
      planId: 'flex',
      planName: 'Flex Resume Plan',
      creditCents: 999,
      chargeCents: 1666,
      amountDueCents: 667,
      nextPaymentAmount: 2499,
      nextPaymentDate: first.currentPeriodEnd.toISOString(),
      effectiveDate: now.toISOString(),
    });
    // A preview changes nothing.
    expect(await changesOf(worker.user.id)).toEqual([]);

    const confirm = await api.post('/api/subscription/plan-change', { planId: 'flex' });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ message: PLAN_CHANGE_MESSAGES.changed, kind: 'upgrade', amountDueCents: 667 });
    expect(await changesOf(worker.user.id)).toEqual([expect.objectContaining({ amountCents: 667, planId: 'flex', status: 'succeeded' })]);
    const changed = await subscriptionOf(worker.user.id);
    expect(changed).toMatchObject({ plan: 'flex', planName: 'Flex Resume Plan', amountCents: 2499, scheduledPlanId: null });
    expect(changed.currentPeriodEnd).toEqual(first.currentPeriodEnd);
    const [resumePlan] = await db().select().from(resumeSubscriptions).where(eq(resumeSubscriptions.userId, worker.user.id));
    expect(resumePlan).toMatchObject({ plan: 'flex', expiresAt: first.currentPeriodEnd });
    expect(await receiptsOf(worker.user.id)).toHaveLength(2);
    const billing = (await api.get(`/api/worker/subscription/${worker.user.id}`)).json();
    expect(billing).toMatchObject({ plan: 'flex', nextPaymentAmount: 2499, nextPaymentDate: first.currentPeriodEnd.toISOString() });
    expect(billing.purchases.map((purchase: { amount: number }) => purchase.amount).sort()).toEqual([1499, 667]);

    // Confirming again is the same plan now: refused, nothing charged.
    const again = await api.post('/api/subscription/plan-change', { planId: 'flex' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(errorBody(PLAN_CHANGE_MESSAGES.samePlan));

    moveClock(21);
    await ctx.app.scheduler.runDue();
    const renewals = (await paymentsOf(worker.user.id)).filter((payment) => payment.providerRef.startsWith('pi_test_renewal_'));
    expect(renewals).toEqual([expect.objectContaining({ amountCents: 2499, planId: 'flex' })]);
  });

  it('the monthly bundle to the annual one starts a year now, less the unused month, with twelve months of posts', async () => {
    const employer = await subscriber('employer', 'subscription', 99900);
    const api = injectAs(ctx.app, employer);
    moveClock(12);
    const confirm = await api.post('/api/subscription/plan-change', { planId: 'subscription-annual' });
    expect(confirm.statusCode).toBe(200);
    // 18 of 30 days left: 99900 * 18/30 = 59940 credited against the year's 899900.
    expect(confirm.json()).toMatchObject({ creditCents: 59940, chargeCents: 899900, amountDueCents: 839960 });
    const changed = await subscriptionOf(employer.user.id);
    expect(changed).toMatchObject({ plan: 'subscription-bundle', isAnnual: true, amountCents: 899900 });
    expect(changed.currentPeriodStart).toEqual(now);
    expect(changed.currentPeriodEnd).toEqual(new Date(now.getTime() + 360 * DAY_MS));
    const grants = await db().select().from(jobPostGrants).where(eq(jobPostGrants.employerId, employer.user.id));
    expect(grants).toHaveLength(13);
    expect(grants.filter((grant) => grant.endsAt > now)).toHaveLength(12);
    expect((await api.get('/api/employer/subscription')).json()).toMatchObject({
      isAnnual: true,
      nextPaymentAmount: 899900,
      nextPaymentDate: changed.currentPeriodEnd.toISOString(),
      // The free post and the new month's 4.
      jobPostsLimit: 5,
    });
    const history = (await api.get(`/api/employer/billing-history/${employer.user.id}`)).json();
    expect(history.map((line: { amount: number }) => line.amount)).toContain(839960);
  });

  it('refuses an upgrade without a usable saved card and changes nothing', async () => {
    const worker = await subscriber('worker', 'standard', 1499);
    await db().delete(paymentMethods).where(eq(paymentMethods.userId, worker.user.id));
    const confirm = await injectAs(ctx.app, worker).post('/api/subscription/plan-change', { planId: 'flex' });
    expect(confirm.statusCode).toBe(402);
    expect(confirm.json()).toEqual(errorBody(RENEWAL_MESSAGES.noSavedCard));
    expect(await subscriptionOf(worker.user.id)).toMatchObject({ plan: 'standard', amountCents: 1499 });
    expect(await changesOf(worker.user.id)).toEqual([]);
  });

  it('two confirms at once change and charge once', async () => {
    const worker = await subscriber('worker', 'standard', 1499);
    moveClock(5);
    const api = injectAs(ctx.app, worker);
    const answers = await Promise.all([
      api.post('/api/subscription/plan-change', { planId: 'flex' }),
      api.post('/api/subscription/plan-change', { planId: 'flex' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await changesOf(worker.user.id)).toHaveLength(1);
  });
});

describe('downgrade: scheduled for the period end, undoable before it', () => {
  it('Flex to Standard charges nothing now, shows the change, can be undone, and renews at Standard', async () => {
    const worker = await subscriber('worker', 'flex', 2499);
    const first = await subscriptionOf(worker.user.id);
    const api = injectAs(ctx.app, worker);
    moveClock(3);
    const preview = (await api.get('/api/subscription/plan-change?planId=standard')).json();
    expect(preview).toMatchObject({
      kind: 'downgrade',
      creditCents: 0,
      amountDueCents: 0,
      nextPaymentAmount: 1499,
      effectiveDate: first.currentPeriodEnd.toISOString(),
    });

    const confirm = await api.post('/api/subscription/plan-change', { planId: 'standard' });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ message: PLAN_CHANGE_MESSAGES.scheduled, kind: 'downgrade' });
    expect(await changesOf(worker.user.id)).toEqual([]);
    const scheduled = { planId: 'standard', planName: 'Standard Resume Plan', effectiveDate: first.currentPeriodEnd.toISOString() };
    expect((await api.get(`/api/worker/subscription/${worker.user.id}`)).json()).toMatchObject({
      plan: 'flex',
      nextPaymentAmount: 1499,
      scheduledPlanChange: scheduled,
    });

    const undo = await api.delete('/api/subscription/plan-change');
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toEqual({
      message: PLAN_CHANGE_MESSAGES.undone,
      nextPaymentAmount: 2499,
      nextPaymentDate: first.currentPeriodEnd.toISOString(),
    });
    expect((await api.get(`/api/worker/subscription/${worker.user.id}`)).json()).toMatchObject({
      nextPaymentAmount: 2499,
      scheduledPlanChange: null,
    });
    const undoAgain = await api.delete('/api/subscription/plan-change');
    expect(undoAgain.statusCode).toBe(404);
    expect(undoAgain.json()).toEqual(errorBody(PLAN_CHANGE_MESSAGES.nothingScheduled));

    expect((await api.post('/api/subscription/plan-change', { planId: 'standard' })).statusCode).toBe(200);
    moveClock(28);
    await ctx.app.scheduler.runDue();
    const renewed = await subscriptionOf(worker.user.id);
    expect(renewed).toMatchObject({ plan: 'standard', amountCents: 1499, scheduledPlanId: null });
    expect(renewed.currentPeriodStart).toEqual(first.currentPeriodEnd);
    const renewals = (await paymentsOf(worker.user.id)).filter((payment) => payment.providerRef.startsWith('pi_test_renewal_'));
    expect(renewals).toEqual([expect.objectContaining({ amountCents: 1499, planId: 'standard' })]);
    const [resumePlan] = await db().select().from(resumeSubscriptions).where(eq(resumeSubscriptions.userId, worker.user.id));
    expect(resumePlan).toMatchObject({ plan: 'standard', periodStartedAt: first.currentPeriodEnd });
  });

  it('a cancelled plan shows no scheduled change and renews nothing', async () => {
    const employer = await subscriber('employer', 'subscription-annual', 899900);
    const api = injectAs(ctx.app, employer);
    expect((await api.post('/api/subscription/plan-change', { planId: 'subscription' })).statusCode).toBe(200);
    expect((await api.get('/api/employer/subscription')).json()).toMatchObject({
      nextPaymentAmount: 99900,
      scheduledPlanChange: { planId: 'subscription', planName: 'Subscription Bundle' },
    });
    expect((await api.post('/api/subscription/cancel')).statusCode).toBe(200);
    expect((await api.get('/api/employer/subscription')).json()).toMatchObject({ nextPaymentAmount: null, scheduledPlanChange: null });
  });
});

describe('bad input and the wrong user', () => {
  it('refuses unknown, same, non-subscription and other-audience plans with clear messages', async () => {
    const worker = await subscriber('worker', 'standard', 1499);
    const api = injectAs(ctx.app, worker);
    const cases = [
      ['nope', 400, PLAN_CHANGE_MESSAGES.unknownPlan],
      ['standard', 409, PLAN_CHANGE_MESSAGES.samePlan],
      ['subscription', 400, PLAN_CHANGE_MESSAGES.otherAudience],
      ['resume-service', 400, PLAN_CHANGE_MESSAGES.notSwitchable],
    ] as const;
    for (const [planId, status, message] of cases) {
      const preview = await api.get(`/api/subscription/plan-change?planId=${planId}`);
      expect([planId, preview.statusCode, preview.json()]).toEqual([planId, status, errorBody(message)]);
      const confirm = await api.post('/api/subscription/plan-change', { planId });
      expect([planId, confirm.statusCode, confirm.json()]).toEqual([planId, status, errorBody(message)]);
    }
    const missing = await api.post('/api/subscription/plan-change', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(PLAN_CHANGE_MESSAGES.planRequired);
    expect((await api.get('/api/subscription/plan-change')).statusCode).toBe(400);
    const tooLong = await api.get(`/api/subscription/plan-change?planId=${'x'.repeat(61)}`);
    expect([tooLong.statusCode, tooLong.json().message]).toEqual([400, PLAN_CHANGE_MESSAGES.unknownPlan]);
    const employer = await subscriber('employer', 'subscription', 99900);
    const basic = await injectAs(ctx.app, employer).post('/api/subscription/plan-change', { planId: 'basic' });
    expect(basic.json()).toEqual(errorBody(PLAN_CHANGE_MESSAGES.notSwitchable));
    expect(await changesOf(worker.user.id)).toEqual([]);
  });

  it('refuses a cancelled or past-due plan, and a user with none', async () => {
    const cancelled = await subscriber('worker', 'standard', 1499);
    await injectAs(ctx.app, cancelled).post('/api/subscription/cancel');
    const onCancelled = await injectAs(ctx.app, cancelled).post('/api/subscription/plan-change', { planId: 'flex' });
    expect([onCancelled.statusCode, onCancelled.json()]).toEqual([409, errorBody(PLAN_CHANGE_MESSAGES.cancelled)]);

    const pastDue = await subscriber('worker', 'standard', 1499);
    await db().update(subscriptions).set({ status: 'past_due', pastDueSince: now }).where(eq(subscriptions.userId, pastDue.user.id));
    const onPastDue = await injectAs(ctx.app, pastDue).get('/api/subscription/plan-change?planId=flex');
    expect([onPastDue.statusCode, onPastDue.json()]).toEqual([409, errorBody(PLAN_CHANGE_MESSAGES.pastDue)]);

    const free = await registerUser(ctx.app, 'worker');
    const onNone = await injectAs(ctx.app, free).get('/api/subscription/plan-change?planId=flex');
    expect([onNone.statusCode, onNone.json()]).toEqual([404, errorBody(PLAN_CHANGE_MESSAGES.noSubscription)]);
    expect((await injectAs(ctx.app, null).get('/api/subscription/plan-change?planId=flex')).statusCode).toBe(401);
    expect((await injectAs(ctx.app, null).post('/api/subscription/plan-change', { planId: 'flex' })).statusCode).toBe(401);
  });

  it("never changes another user's plan: each call acts on the asker's own", async () => {
    const owner = await subscriber('worker', 'flex', 2499);
    const other = await registerUser(ctx.app, 'worker');
    const confirm = await injectAs(ctx.app, other).post('/api/subscription/plan-change', { planId: 'standard' });
    expect(confirm.statusCode).toBe(404);
    await injectAs(ctx.app, owner).post('/api/subscription/plan-change', { planId: 'standard' });
    expect((await injectAs(ctx.app, other).delete('/api/subscription/plan-change')).statusCode).toBe(404);
    expect(await subscriptionOf(owner.user.id)).toMatchObject({ plan: 'flex', scheduledPlanId: 'standard' });
  });
});

// Two instances on one PostgreSQL, each confirming the same upgrade at the same moment: one change, one charge.
describe.skipIf(!process.env.TEST_DATABASE_URL)('plan change across two instances', () => {
  let instances: Awaited<ReturnType<typeof createTestAppsSharingDatabase>>;
  beforeAll(async () => {
    instances = await createTestAppsSharingDatabase(2, { SESSION_TTL_DAYS: '3650' }, { now: () => now });
  });
  afterAll(async () => {
    await instances?.close();
  });

  it('charges once when both confirm at once', async () => {
    const [appA, appB] = instances.apps as [App, App];
    for (let round = 0; round < 3; round += 1) {
      const worker = await subscriber('worker', 'standard', 1499, appA);
      moveClock(1);
      const answers = await Promise.all([
        injectAs(appA, worker).post('/api/subscription/plan-change', { planId: 'flex' }),
        injectAs(appB, worker).post('/api/subscription/plan-change', { planId: 'flex' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await changesOf(worker.user.id, appA)).toHaveLength(1);
      expect(await subscriptionOf(worker.user.id, appA)).toMatchObject({ plan: 'flex', amountCents: 2499 });
    }
  });
});
