import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@core/payments/schemas';
import { RENEWAL_MESSAGES } from '@core/subscriptions/renewal';
import { SUBSCRIPTION_MESSAGES } from '@core/subscriptions/schemas';
import type { App } from '../../app';
import { emailOutbox } from '../../db/schema/applications';
import { jobPostGrants, paymentMethods, payments, subscriptionPaymentFailures, subscriptions } from '../../db/schema/payments';
import { resumeSubscriptions } from '../../db/schema/resumes';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { buyWithTestCard } from '../../test/factories';
import { createTestApp, createTestAppsSharingDatabase, registerUser, type TestContext } from '../../test/test-app';
import { signInOperator } from '../admin/test-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
// Test mode: the scheduler renews a plan at the end of its period with the saved default card. The app's clock is
// moved instead of waiting; each run of the scheduler is one tick of every instance.
let now = new Date('2026-03-01T15:00:00Z');
const moveClock = (days: number) => {
  now = new Date(now.getTime() + days * DAY_MS);
};
let ctx: TestContext;
beforeAll(async () => {
  // Sessions outlive the moved months.
  ctx = await createTestApp({ SESSION_TTL_DAYS: '3650' }, { now: () => now });
});
afterAll(async () => {
  await ctx?.close();
});

const db = () => ctx.database.db;
const subscriptionOf = async (userId: string) => (await db().select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!;
const renewalsOf = async (userId: string) =>
  (await db().select().from(payments).where(eq(payments.userId, userId))).filter((payment) =>
    payment.providerRef.startsWith('pi_test_renewal_'),
  );

async function bundleEmployer(app: App = ctx.app) {
  const employer = await registerUser(app, 'employer');
  await buyWithTestCard(app, employer.token, 'subscription', 99900);
  return employer;
}

describe('renewal at the end of the period (test mode)', () => {
  it('charges the default card once, moves the period on, grants the next month and shows the next charge', async () => {
    const employer = await bundleEmployer();
    const first = await subscriptionOf(employer.user.id);
    const api = injectAs(ctx.app, employer);
    expect((await api.get('/api/employer/subscription')).json()).toMatchObject({
      nextPaymentAmount: 99900,
      nextPaymentDate: first.currentPeriodEnd.toISOString(),
      isPastDue: false,
      canResume: false,
    });

    moveClock(29);
    await ctx.app.scheduler.runDue();
    expect(await renewalsOf(employer.user.id)).toEqual([]);

    moveClock(1.5);
    await ctx.app.scheduler.runDue();
    await ctx.app.scheduler.runDue();
    const renewed = await subscriptionOf(employer.user.id);
    expect(renewed.currentPeriodStart).toEqual(first.currentPeriodEnd);
    expect(renewed.currentPeriodEnd).toEqual(new Date(first.currentPeriodEnd.getTime() + 30 * DAY_MS));
    expect(renewed.status).toBe('active');
    expect(await renewalsOf(employer.user.id)).toEqual([expect.objectContaining({ amountCents: 99900, status: 'succeeded' })]);

    const billing = (await api.get('/api/employer/subscription')).json();
    expect(billing).toMatchObject({
      plan: 'subscription-bundle',
      isActive: true,
      nextPaymentAmount: 99900,
      nextPaymentDate: renewed.currentPeriodEnd.toISOString(),
      // The free post and the new month's 4.
      jobPostsLimit: 5,
    });
    const grants = await db().select().from(jobPostGrants).where(eq(jobPostGrants.employerId, employer.user.id));
    expect(grants.map((grant) => grant.startsAt.toISOString()).sort()).toEqual(
      [first.currentPeriodStart.toISOString(), first.currentPeriodEnd.toISOString()].sort(),
    );
    const history = (await api.get(`/api/employer/billing-history/${employer.user.id}`)).json();
    expect(history.filter((line: { amount: number }) => line.amount === 99900)).toHaveLength(2);
    // Each charge's receipt, the renewal's too, is queued with its numbered invoice.
    const receipts = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipientId, employer.user.id), eq(emailOutbox.kind, 'invoice_charge')));
    expect(receipts).toHaveLength(2);
  });

  it("renews a worker's resume plan: a fresh period of the plan", async () => {
    const worker = await registerUser(ctx.app, 'worker');
    await buyWithTestCard(ctx.app, worker.token, 'standard', 1499);
    const first = await subscriptionOf(worker.user.id);
    moveClock(31);
    await ctx.app.scheduler.runDue();
    const [plan] = await db().select().from(resumeSubscriptions).where(eq(resumeSubscriptions.userId, worker.user.id));
    expect(plan).toMatchObject({ plan: 'standard', periodStartedAt: first.currentPeriodEnd, generationsUsed: 0 });
    const billing = (await injectAs(ctx.app, worker).get(`/api/worker/subscription/${worker.user.id}`)).json();
    expect(billing).toMatchObject({ plan: 'standard', isActive: true, nextPaymentAmount: 1499 });
    expect(billing.purchases).toHaveLength(2);
  });

  it('renews the annual bundle for a year: one charge and twelve months of posts', async () => {
    const employer = await registerUser(ctx.app, 'employer');
    await buyWithTestCard(ctx.app, employer.token, 'subscription-annual', 899900);
    const first = await subscriptionOf(employer.user.id);
    expect(first.currentPeriodEnd).toEqual(new Date(first.currentPeriodStart.getTime() + 360 * DAY_MS));
    moveClock(361);
    await ctx.app.scheduler.runDue();
    expect(await renewalsOf(employer.user.id)).toEqual([expect.objectContaining({ amountCents: 899900, planId: 'subscription-annual' })]);
    const renewed = await subscriptionOf(employer.user.id);
    expect(renewed.currentPeriodEnd).toEqual(new Date(first.currentPeriodEnd.getTime() + 360 * DAY_MS));
    const grants = await db().select().from(jobPostGrants).where(eq(jobPostGrants.employerId, employer.user.id));
    expect(grants).toHaveLength(24);
  });

  it('does not renew a plan cancelled at period end; Resume before the end renews it again', async () => {
    const cancelled = await bundleEmployer();
    const resumed = await bundleEmployer();
    for (const employer of [cancelled, resumed]) {
      expect((await injectAs(ctx.app, employer).post('/api/subscription/cancel')).statusCode).toBe(200);
    }
    expect((await injectAs(ctx.app, cancelled).get('/api/employer/subscription')).json()).toMatchObject({
      cancelAtPeriodEnd: true,
      canResume: true,
      nextPaymentDate: null,
    });
    const resume = await injectAs(ctx.app, resumed).post('/api/subscription/resume');
    expect(resume.statusCode).toBe(200);
    const end = (await subscriptionOf(resumed.user.id)).currentPeriodEnd.toISOString();
    expect(resume.json()).toEqual({ message: 'Subscription resumed', nextPaymentDate: end, nextPaymentAmount: 99900 });
    expect((await injectAs(ctx.app, resumed).get('/api/employer/subscription')).json()).toMatchObject({
      cancelAtPeriodEnd: false,
      canResume: false,
      isCancellable: true,
      nextPaymentDate: end,
    });
    const again = await injectAs(ctx.app, resumed).post('/api/subscription/resume');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(errorBody(RENEWAL_MESSAGES.nothingToResume));

    moveClock(31);
    await ctx.app.scheduler.runDue();
    expect(await renewalsOf(cancelled.user.id)).toEqual([]);
    expect(await renewalsOf(resumed.user.id)).toHaveLength(1);
    expect((await injectAs(ctx.app, cancelled).get('/api/employer/subscription')).json()).toMatchObject({
      planName: 'Free Plan',
      isActive: false,
      canResume: false,
    });
    // Too late: the period it would have resumed is over.
    expect((await injectAs(ctx.app, cancelled).post('/api/subscription/resume')).statusCode).toBe(404);
  });

  it('never renews a refunded plan: it ended at the refund, and the sweep charges the saved card nothing', async () => {
    const worker = await registerUser(ctx.app, 'worker');
    const workerPurchase = (await buyWithTestCard(ctx.app, worker.token, 'standard', 1499)).purchaseId;
    const employer = await registerUser(ctx.app, 'employer');
    const employerPurchase = (await buyWithTestCard(ctx.app, employer.token, 'subscription', 99900)).purchaseId;
    const operator = injectAs(ctx.app, await signInOperator(ctx, { now }));
    for (const purchaseId of [workerPurchase, employerPurchase]) {
      expect((await operator.post(`/api/admin/payments/${purchaseId}/refund`, { reason: 'Bought by mistake' })).statusCode).toBe(200);
    }

    // The sweep right after the refund (the period ended then), and after the month the plan was bought for.
    moveClock(0.01);
    await ctx.app.scheduler.runDue();
    moveClock(31);
    await ctx.app.scheduler.runDue();
    expect(await renewalsOf(worker.user.id)).toEqual([]);
    expect(await renewalsOf(employer.user.id)).toEqual([]);
    const billing = (await injectAs(ctx.app, worker).get(`/api/worker/subscription/${worker.user.id}`)).json();
    expect(billing).toMatchObject({ planName: 'Free Plan', isActive: false });
    expect(billing.purchases).toHaveLength(1);
    expect((await injectAs(ctx.app, employer).get('/api/employer/subscription')).json()).toMatchObject({
      planName: 'Free Plan',
      isActive: false,
      canResume: false,
    });
  });

  it('turns past due when the renewal cannot be charged, records the failure and shows the banner', async () => {
    const noCard = await bundleEmployer();
    const expired = await bundleEmployer();
    await db().delete(paymentMethods).where(eq(paymentMethods.userId, noCard.user.id));
    await db().update(paymentMethods).set({ expMonth: 1, expYear: now.getUTCFullYear() }).where(eq(paymentMethods.userId, expired.user.id));
    moveClock(31);
    await ctx.app.scheduler.runDue();
    await ctx.app.scheduler.runDue();

    for (const [employer, reason] of [
      [noCard, RENEWAL_MESSAGES.noSavedCard],
      [expired, PAYMENT_MESSAGES.expiryPast],
    ] as const) {
      const sub = await subscriptionOf(employer.user.id);
      expect(sub).toMatchObject({ status: 'past_due', pastDueSince: now });
      expect(await renewalsOf(employer.user.id)).toEqual([]);
      const failures = await db().select().from(subscriptionPaymentFailures).where(eq(subscriptionPaymentFailures.subscriptionId, sub.id));
      expect(failures).toEqual([expect.objectContaining({ reason, amountCents: 99900, attempt: 1, periodEnd: sub.currentPeriodEnd })]);
      expect((await injectAs(ctx.app, employer).get('/api/employer/subscription')).json()).toMatchObject({
        plan: 'subscription-bundle',
        isActive: false,
        isPastDue: true,
        isCancellable: false,
        canResume: false,
        nextPaymentAmount: 99900,
        nextPaymentDate: null,
      });
    }
  });

  it("cannot cancel or resume someone else's plan: each acts on the asker's own", async () => {
    const owner = await bundleEmployer();
    const other = await registerUser(ctx.app, 'employer');
    const cancel = await injectAs(ctx.app, other).post('/api/subscription/cancel');
    expect(cancel.statusCode).toBe(404);
    expect(cancel.json()).toEqual(errorBody(SUBSCRIPTION_MESSAGES.noActiveSubscription));
    expect((await subscriptionOf(owner.user.id)).cancelAtPeriodEnd).toBe(false);

    await injectAs(ctx.app, owner).post('/api/subscription/cancel');
    expect((await injectAs(ctx.app, other).post('/api/subscription/resume')).statusCode).toBe(404);
    expect((await subscriptionOf(owner.user.id)).cancelAtPeriodEnd).toBe(true);
    expect((await injectAs(ctx.app, null).post('/api/subscription/resume')).statusCode).toBe(401);
  });
});

// Two instances on one PostgreSQL, their schedulers ticking at the same moment: each period is charged once.
describe.skipIf(!process.env.TEST_DATABASE_URL)('renewal across two instances', () => {
  let instances: Awaited<ReturnType<typeof createTestAppsSharingDatabase>>;
  beforeAll(async () => {
    instances = await createTestAppsSharingDatabase(2, { SESSION_TTL_DAYS: '3650' }, { now: () => now });
  });
  afterAll(async () => {
    await instances?.close();
  });

  it('renews each due period once when both run at once', async () => {
    const [appA, appB] = instances.apps as [App, App];
    const employers = [];
    for (let i = 0; i < 5; i += 1) employers.push(await bundleEmployer(appA));
    moveClock(31);
    await Promise.all([appA.scheduler.runDue(), appB.scheduler.runDue(), appA.scheduler.runDue(), appB.scheduler.runDue()]);
    for (const employer of employers) {
      const rows = await appA.db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, employer.user.id), eq(payments.planId, 'subscription')));
      expect(rows).toHaveLength(2);
      const grants = await appA.db.select().from(jobPostGrants).where(eq(jobPostGrants.employerId, employer.user.id));
      expect(grants).toHaveLength(2);
    }
  });
});
