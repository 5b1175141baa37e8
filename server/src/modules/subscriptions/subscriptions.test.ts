import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications';
import { jobs } from '../../db/schema/jobs';
import { invoices, jobPostGrants, subscriptions } from '../../db/schema/payments';
import { AppError } from '../../plugins/errors';
import { injectAs } from '../../test/api';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { recordPayPerHireFee } from '../payments/service';
import { buyWithTestCard, completeEmployerProfile, insertJob } from '../../test/factories';
import { claimJobPosts } from './service';
import { errorBody } from '../../test/error-body';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

/** Claims posts in a transaction that is then rolled back: the allowance covers exactly `left` more. */
async function expectPostsLeft(employerId: string, left: number) {
  const rollback = new Error('rollback');
  const claim = (count: number) =>
    ctx.database.db
      .transaction(async (tx) => {
        await claimJobPosts(tx, employerId, count, ctx.app.clock());
        throw rollback;
      })
      .catch((error: unknown) => error);
  if (left > 0) expect(await claim(left)).toBe(rollback);
  const refusal = await claim(left + 1);
  expect(refusal).toBeInstanceOf(AppError);
  expect(refusal).toMatchObject({ statusCode: 403 });
}

const JOB = { title: 'Electrician', description: 'Wire a site', industry: 'construction', location: 'Austin, TX', jobType: 'full-time' };

describe('claimJobPosts', () => {
  it('allows one free post, then 403, then one more after buying Basic', async () => {
    const { token, user } = await registerUser(ctx.app, 'employer');
    await completeEmployerProfile(ctx.database.db, user.id);
    await expectPostsLeft(user.id, 1);
    expect((await injectAs(ctx.app, token).post('/api/jobs', JOB)).statusCode).toBe(201);
    expect((await injectAs(ctx.app, token).post('/api/jobs', JOB)).json()).toEqual({
      message: expect.stringContaining('no job posts left'),
      code: 'subscriptions.no_posts_left',
    });

    await buyWithTestCard(ctx.app, token, 'basic', 9900);
    await expectPostsLeft(user.id, 1);
    expect((await injectAs(ctx.app, token).post('/api/jobs', JOB)).statusCode).toBe(201);
    await expectPostsLeft(user.id, 0);
  });

  it('boosts the job that used a Boosted post, and an upgraded Basic one', async () => {
    const { token, user } = await registerUser(ctx.app, 'employer');
    await completeEmployerProfile(ctx.database.db, user.id);
    await buyWithTestCard(ctx.app, token, 'boosted', 29900);
    const boosted = (await injectAs(ctx.app, token).post('/api/jobs', JOB)).json();
    expect(boosted.isBoosted).toBe(true);
    await buyWithTestCard(ctx.app, token, 'basic', 9900);
    const basic = (await injectAs(ctx.app, token).post('/api/jobs', JOB)).json();
    expect(basic.isBoosted).toBe(false);
    expect((await injectAs(ctx.app, token).post(`/api/employer/upgrade-demo/${user.id}`, { plan: 'boosted' })).statusCode).toBe(200);

    for (const id of [boosted.id, basic.id]) {
      const [row] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, id));
      expect(row!.boostedUntil!.getTime() - row!.postedAt.getTime()).toBe(60 * 86_400_000);
    }
  });
});

describe('GET /api/employer/subscription/{userId}', () => {
  it('shows the Free Plan, then the bought plan with usage', async () => {
    const { token, user } = await registerUser(ctx.app, 'employer');
    const free = await injectAs(ctx.app, token).get(`/api/employer/subscription/${user.id}`);
    expect(free.json()).toMatchObject({
      planName: 'Free Plan',
      plan: 'none',
      isActive: false,
      jobPostsUsed: 0,
      jobPostsLimit: 1,
      paymentMethods: [],
    });

    await buyWithTestCard(ctx.app, token, 'basic', 9900);
    await insertJob(ctx, user.id, { title: 'Electrician', description: 'Wire a site', industry: 'construction', location: 'Austin, TX' });
    const basic = await injectAs(ctx.app, token).get('/api/employer/subscription');
    expect(basic.json()).toMatchObject({
      planName: 'Basic Job Post',
      plan: 'basic',
      isActive: true,
      isCancellable: false,
      postsBought: 1,
      canUpgradeDemo: true,
      jobPostsUsed: 1,
      jobPostsLimit: 2,
      nextPaymentAmount: null,
      expiresAt: expect.any(String),
      planFeatures: expect.arrayContaining(['One job post live for 30 days']),
      paymentMethods: [expect.objectContaining({ last4: '4242' })],
    });
  });

  it("refuses another employer's subscription and billing, and workers", async () => {
    const owner = await registerUser(ctx.app, 'employer');
    const other = await registerUser(ctx.app, 'employer');
    const worker = await registerUser(ctx.app, 'worker');
    expect((await injectAs(ctx.app, other).get(`/api/employer/subscription/${owner.user.id}`)).statusCode).toBe(403);
    const billing = await injectAs(ctx.app, other).get(`/api/employer/billing-history/${owner.user.id}`);
    expect(billing.statusCode).toBe(403);
    expect(billing.json()).toEqual(errorBody('You can only view your own billing'));
    expect((await injectAs(ctx.app, worker).get(`/api/employer/subscription/${owner.user.id}`)).statusCode).toBe(403);
    expect((await injectAs(ctx.app, owner).get(`/api/worker/subscription/${worker.user.id}`)).statusCode).toBe(403);
    expect((await injectAs(ctx.app, null).get('/api/employer/subscription')).statusCode).toBe(401);
  });
});

describe('Subscription Bundle and cancel at period end', () => {
  it('gives 4 posts a month, cancels at the end of the period, then lapses', async () => {
    const { token, user } = await registerUser(ctx.app, 'employer');
    expect((await injectAs(ctx.app, token).post('/api/subscription/cancel')).json()).toEqual(errorBody('No active subscription to cancel'));

    await buyWithTestCard(ctx.app, token, 'subscription', 99900);
    const active = (await injectAs(ctx.app, token).get(`/api/employer/subscription/${user.id}`)).json();
    expect(active).toMatchObject({
      plan: 'subscription-bundle',
      planName: 'Subscription Bundle',
      isActive: true,
      isCancellable: true,
      jobPostsLimit: 5,
      nextPaymentAmount: 99900,
    });
    await expectPostsLeft(user.id, 5);

    const cancel = await injectAs(ctx.app, token).post('/api/subscription/cancel');
    expect(cancel.json()).toEqual({ message: 'Subscription cancelled', accessUntil: active.expiresAt });
    const cancelled = (await injectAs(ctx.app, token).get(`/api/employer/subscription/${user.id}`)).json();
    expect(cancelled).toMatchObject({
      isActive: true,
      cancelAtPeriodEnd: true,
      isCancellable: false,
      nextPaymentAmount: null,
      nextPaymentDate: null,
    });
    expect((await injectAs(ctx.app, token).post('/api/subscription/cancel')).statusCode).toBe(409);

    await ctx.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, user.id));
    expect((await injectAs(ctx.app, token).get(`/api/employer/subscription/${user.id}`)).json()).toMatchObject({
      planName: 'Free Plan',
      isActive: false,
    });

    const history = (await injectAs(ctx.app, token).get(`/api/employer/billing-history/${user.id}`)).json();
    expect(history).toEqual([
      {
        id: expect.any(String),
        description: 'Subscription Bundle',
        date: expect.any(String),
        amount: 99900,
        status: 'paid',
        number: expect.stringMatching(/^CB-\d{6}$/),
      },
    ]);
  });

  it('has nothing to cancel on Basic and Boosted posts: one-time purchases, usable to their end', async () => {
    const { token, user } = await registerUser(ctx.app, 'employer');
    await buyWithTestCard(ctx.app, token, 'basic', 9900);
    await buyWithTestCard(ctx.app, token, 'boosted', 29900);
    const active = (await injectAs(ctx.app, token).get(`/api/employer/subscription/${user.id}`)).json();
    expect(active).toMatchObject({
      plan: 'boosted',
      isActive: true,
      isCancellable: false,
      cancelAtPeriodEnd: false,
      postsBought: 2,
      jobPostsLimit: 3,
      nextPaymentAmount: null,
    });

    expect((await injectAs(ctx.app, token).post('/api/subscription/cancel')).json()).toEqual(errorBody('No active subscription to cancel'));
    await expectPostsLeft(user.id, 3);
  });

  it("cancels a worker's resume plan the same way", async () => {
    const { token, user } = await registerUser(ctx.app, 'worker');
    expect((await injectAs(ctx.app, token).get(`/api/worker/subscription/${user.id}`)).json()).toMatchObject({
      planName: 'Free Plan',
      isActive: false,
    });
    await buyWithTestCard(ctx.app, token, 'standard', 1499);
    expect((await injectAs(ctx.app, token).get(`/api/worker/subscription/${user.id}`)).json()).toMatchObject({
      planName: 'Standard Resume Plan',
      plan: 'standard',
      isActive: true,
      nextPaymentAmount: 1499,
    });
    expect((await injectAs(ctx.app, token).post('/api/subscription/cancel')).statusCode).toBe(200);
    expect((await injectAs(ctx.app, token).get(`/api/worker/subscription/${user.id}`)).json()).toMatchObject({
      isActive: true,
      cancelAtPeriodEnd: true,
      nextPaymentDate: null,
    });
  });
});

describe('payment methods', () => {
  it('removes only your own', async () => {
    const owner = await registerUser(ctx.app, 'worker');
    const other = await registerUser(ctx.app, 'worker');
    await buyWithTestCard(ctx.app, owner.token, 'salary-service', 2900);
    const [method] = (await injectAs(ctx.app, owner).get('/api/payment-methods')).json();
    const foreign = await injectAs(ctx.app, other).delete(`/api/payment-methods/${method.id}`);
    expect(foreign.statusCode).toBe(404);
    const own = await injectAs(ctx.app, owner).delete(`/api/payment-methods/${method.id}`);
    expect(own.statusCode).toBe(200);
    expect((await injectAs(ctx.app, owner).get('/api/payment-methods')).json()).toEqual([]);
  });
});

describe('pay-per-hire', () => {
  it('switches only your own profile', async () => {
    const owner = await registerUser(ctx.app, 'employer');
    const other = await registerUser(ctx.app, 'employer');
    const patch = (token: string, payload: object) => injectAs(ctx.app, token).patch(`/api/employer-profile/${owner.user.id}`, payload);
    expect((await patch(owner.token, { payPerHireEnabled: 'yes' })).json()).toEqual(errorBody('payPerHireEnabled must be true or false'));
    expect((await patch(other.token, { payPerHireEnabled: true })).statusCode).toBe(403);
    expect((await patch(owner.token, { payPerHireEnabled: true })).json()).toEqual({ payPerHireEnabled: true });
    expect((await injectAs(ctx.app, owner).get('/api/employer/subscription')).json().payPerHireEnabled).toBe(true);
  });

  it('records 2% of the yearly salary with a $1,000 minimum, once per application, only when on', async () => {
    const employer = await registerUser(ctx.app, 'employer');
    const worker = await registerUser(ctx.app, 'worker');
    const apply = async (salary: { salaryMin?: number; salaryMax?: number; payUnit?: 'hour' | 'day' | 'year' }) => {
      const job = await insertJob(ctx, employer.user.id, {
        title: 'Electrician',
        description: 'Wire a site',
        industry: 'construction',
        location: 'Austin, TX',
        ...salary,
      });
      const [application] = await ctx.database.db
        .insert(applications)
        .values({ jobId: job.id, workerId: worker.user.id, employerId: employer.user.id, jobTitle: job.title, status: 'accepted' })
        .returning();
      return application!.id;
    };
    const fees = () => ctx.database.db.select().from(invoices).where(eq(invoices.userId, employer.user.id));

    const whileOff = await apply({ salaryMax: 150_000 });
    await recordPayPerHireFee(ctx.database.db, whileOff);
    expect(await fees()).toHaveLength(0);

    await injectAs(ctx.app, employer).patch(`/api/employer-profile/${employer.user.id}`, { payPerHireEnabled: true });
    const wellPaid = await apply({ salaryMin: 90_000, salaryMax: 150_000 });
    await recordPayPerHireFee(ctx.database.db, wellPaid);
    await recordPayPerHireFee(ctx.database.db, wellPaid);
    const lowPaid = await apply({ salaryMin: 30_000 });
    await recordPayPerHireFee(ctx.database.db, lowPaid);
    // $45/hr is $93,600 a year (2,080 hours).
    const hourly = await apply({ salaryMin: 38, salaryMax: 45, payUnit: 'hour' });
    await recordPayPerHireFee(ctx.database.db, hourly);

    const rows = await fees();
    expect(rows.map((row) => [row.applicationId, row.amountCents, row.status]).sort()).toEqual(
      [
        [wellPaid, 300_000, 'pending'],
        [lowPaid, 100_000, 'pending'],
        [hourly, 187_200, 'pending'],
      ].sort(),
    );
    const history = (await injectAs(ctx.app, employer).get(`/api/employer/billing-history/${employer.user.id}`)).json();
    expect(history).toContainEqual(
      expect.objectContaining({ description: 'Pay-Per-Hire Success Fee - Electrician', amount: 300000, status: 'pending' }),
    );
  });
});

describe('POST /api/employer/upgrade-demo/{employerId}', () => {
  it('turns an open Basic post into Boosted in test mode', async () => {
    const { token, user } = await registerUser(ctx.app, 'employer');
    const other = await registerUser(ctx.app, 'employer');
    const upgrade = (asToken: string, payload: object = { plan: 'boosted' }) =>
      injectAs(ctx.app, asToken).post(`/api/employer/upgrade-demo/${user.id}`, payload);
    expect((await upgrade(token)).json()).toEqual(errorBody('You need an active Basic Job Post to upgrade'));
    await buyWithTestCard(ctx.app, token, 'basic', 9900);
    expect((await upgrade(token, { plan: 'enterprise' })).json()).toEqual(errorBody('Demo upgrades go from Basic to Boosted only'));
    expect((await upgrade(other.token)).statusCode).toBe(403);
    expect((await upgrade(token)).json()).toEqual({ plan: 'boosted', expiresAt: expect.any(String) });
    expect((await injectAs(ctx.app, token).get('/api/employer/subscription')).json()).toMatchObject({
      plan: 'boosted',
      planName: 'Boosted Job Post',
    });
  });
});

describe('POST /api/employer/upgrade-demo/{employerId} with Stripe keys', () => {
  let live: TestContext;
  beforeAll(async () => {
    live = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_not_used', STRIPE_PUBLISHABLE_KEY: 'pk_test_not_used' });
  });
  afterAll(async () => {
    await live?.close();
  });

  it('is refused outside test mode, and the billing card does not offer it', async () => {
    const { token, user } = await registerUser(live.app, 'employer');
    const now = new Date();
    await live.database.db
      .insert(jobPostGrants)
      .values({ employerId: user.id, plan: 'basic', posts: 1, startsAt: now, endsAt: new Date(now.getTime() + 30 * 86_400_000) });
    const billing = (await injectAs(live.app, token).get(`/api/employer/subscription/${user.id}`)).json();
    expect(billing).toMatchObject({ plan: 'basic', postsBought: 1, canUpgradeDemo: false });
    const response = await injectAs(live.app, token).post(`/api/employer/upgrade-demo/${user.id}`, { plan: 'boosted' });
    expect(response.json()).toEqual(errorBody('Demo upgrades are only available in test mode'));
  });
});
