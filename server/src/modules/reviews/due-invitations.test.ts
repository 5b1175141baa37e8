import { and, eq, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { emailOutbox } from '../../db/schema/applications';
import { jobs } from '../../db/schema/jobs';
import { notificationPreferences } from '../../db/schema/notifications';
import { injectAs } from '../../test/api';
import { createTestApp, createTestAppsSharingDatabase, type TestContext } from '../../test/test-app';
import { signInOperator } from '../admin/test-helpers';
import { WORKER_SIDE_RATINGS, applicationFor, dueHire, reviewBody } from './test-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

const invitationsTo = (app: App, userId: string) =>
  app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipientId, userId), or(like(emailOutbox.subject, 'Rate %'), like(emailOutbox.subject, 'Califique %'))));

describe('the invitation to review a hire that became reviewable', () => {
  let ctx: TestContext;
  const now = new Date();
  beforeAll(async () => {
    ctx = await createTestApp({}, { now: () => now });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('tells each side once, in its language, with the link to its dashboard tab, 14 days after the hire', async () => {
    const { worker, employer } = await dueHire(ctx, now);
    expect((await injectAs(ctx.app, worker).patch('/api/auth/me', { language: 'es' })).statusCode).toBe(200);
    await ctx.app.scheduler.runDue(now);
    await ctx.app.scheduler.runDue(new Date(now.getTime() + 60_000));

    const toWorker = await invitationsTo(ctx.app, worker.user.id);
    expect(toWorker.map((row) => row.subject)).toEqual([expect.stringMatching(/^Califique su trabajo (en|como) /)]);
    expect(toWorker[0]!.kind).toBe('application_status');
    expect(toWorker[0]!.body).toContain('/worker-dashboard?tab=applications');
    const toEmployer = await invitationsTo(ctx.app, employer.user.id);
    expect(toEmployer.map((row) => row.subject)).toEqual([expect.stringMatching(/^Rate .+'s work$|^Rate your .+ hire's work$/)]);
    expect(toEmployer[0]!.body).toContain('/employer-dashboard?tab=candidates');
  });

  it('waits for a hire not yet due, and goes out when its job closes', async () => {
    const { worker, employer, job } = await applicationFor(ctx, now);
    await ctx.app.scheduler.runDue(now);
    expect(await invitationsTo(ctx.app, worker.user.id)).toEqual([]);
    expect(await invitationsTo(ctx.app, employer.user.id)).toEqual([]);

    await ctx.database.db.update(jobs).set({ isActive: false }).where(eq(jobs.id, job.id));
    await ctx.app.scheduler.runDue(now);
    expect(await invitationsTo(ctx.app, worker.user.id)).toHaveLength(1);
    expect(await invitationsTo(ctx.app, employer.user.id)).toHaveLength(1);
  });

  it('skips the side that already wrote its review, a hire never made, and a frozen account', async () => {
    const reviewed = await dueHire(ctx, now);
    expect(
      (await injectAs(ctx.app, reviewed.worker).post('/api/reviews', reviewBody(reviewed.applicationId, WORKER_SIDE_RATINGS))).statusCode,
    ).toBe(201);
    const notHired = await applicationFor(ctx, new Date(now.getTime() - 20 * DAY_MS), { hired: false });
    const frozen = await dueHire(ctx, now);
    const operator = await signInOperator(ctx, { now });
    const freeze = await injectAs(ctx.app, operator.token).post(`/api/admin/accounts/${frozen.employer.user.id}/freeze`, {
      reason: 'Fee scam',
    });
    expect(freeze.statusCode).toBe(200);

    await ctx.app.scheduler.runDue(now);
    expect(await invitationsTo(ctx.app, reviewed.worker.user.id)).toEqual([]);
    expect(await invitationsTo(ctx.app, reviewed.employer.user.id)).toHaveLength(1);
    expect(await invitationsTo(ctx.app, notHired.worker.user.id)).toEqual([]);
    expect(await invitationsTo(ctx.app, frozen.employer.user.id)).toEqual([]);
    expect(await invitationsTo(ctx.app, frozen.worker.user.id)).toHaveLength(1);
  });

  it('tells an employer who takes new applications daily, and no side that turned its notifications off', async () => {
    const daily = await dueHire(ctx, now);
    await ctx.database.db
      .insert(notificationPreferences)
      .values({ userId: daily.employer.user.id, type: 'new_application', frequency: 'daily' });
    const off = await dueHire(ctx, now);
    await ctx.database.db
      .insert(notificationPreferences)
      .values({ userId: off.worker.user.id, type: 'application_status', enabled: false });
    await ctx.app.scheduler.runDue(now);
    expect(await invitationsTo(ctx.app, daily.employer.user.id)).toHaveLength(1);
    expect(await invitationsTo(ctx.app, off.worker.user.id)).toEqual([]);
    expect(await invitationsTo(ctx.app, off.employer.user.id)).toHaveLength(1);
  });
});

// Two instances run the scheduler at the same moment: the claim lets one invitation per side through.
describe.skipIf(!process.env.TEST_DATABASE_URL)('review invitations with two instances on one PostgreSQL', () => {
  let instances: Awaited<ReturnType<typeof createTestAppsSharingDatabase>>;
  const now = new Date();
  beforeAll(async () => {
    instances = await createTestAppsSharingDatabase(2, {}, { now: () => now });
  });
  afterAll(async () => {
    await instances?.close();
  });

  it('sends each side one invitation', async () => {
    const [appA, appB] = instances.apps as [App, App];
    const ctx = { app: appA, database: { db: appA.db } } as unknown as TestContext;
    const { worker, employer } = await dueHire(ctx, now);
    await Promise.all([appA.scheduler.runDue(now), appB.scheduler.runDue(now), appA.scheduler.runDue(now)]);
    expect(await invitationsTo(appA, worker.user.id)).toHaveLength(1);
    expect(await invitationsTo(appA, employer.user.id)).toHaveLength(1);
  });
});
