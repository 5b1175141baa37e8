import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES, REPORTS_PER_DAY, REPORTS_PER_MINUTE } from '@core/reports/schemas';
import type { App } from '../../app';
import { reports } from '../../db/schema/reports';
import { injectAs, type Caller } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { employerWithJob, insertJob } from '../../test/factories';
import { createTestApp, createTestAppsSharingDatabase, registerUser, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let now = new Date();
beforeAll(async () => {
  ctx = await createTestApp({}, { now: () => now });
});
afterAll(async () => {
  await ctx?.close();
});

const report = (app: App, caller: Caller, jobId: string) =>
  injectAs(app, caller).post('/api/reports', { targetType: 'job', targetId: jobId, reason: 'scam_fees' });
/** Listed jobs of one employer, as many as asked. */
async function jobs(count: number) {
  const { job, ...employer } = await employerWithJob(ctx);
  const more = [];
  for (let i = 1; i < count; i += 1)
    more.push(await insertJob(ctx, employer.user.id, { expiresAt: new Date(Date.now() + 30 * 86_400_000) }));
  return [job.id, ...more.map((extra) => extra.id)];
}
const filedBy = async (app: App, reporterId: string) =>
  (await app.db.select().from(reports).where(eq(reports.reporterId, reporterId))).length;

describe('how many reports one account may file', () => {
  it(`takes ${REPORTS_PER_MINUTE} new reports a minute, refuses the next with 429, and takes more a minute later`, async () => {
    now = new Date();
    const targets = await jobs(REPORTS_PER_MINUTE + 2);
    const worker = await registerUser(ctx.app, 'worker');
    for (const jobId of targets.slice(0, REPORTS_PER_MINUTE)) expect((await report(ctx.app, worker, jobId)).statusCode).toBe(201);
    const over = await report(ctx.app, worker, targets[REPORTS_PER_MINUTE]!);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual(errorBody(REPORT_MESSAGES.tooManyReports));
    // Updating a report already open is no new report.
    expect((await report(ctx.app, worker, targets[0]!)).statusCode).toBe(200);
    // Another account is not held up by this one.
    expect((await report(ctx.app, await registerUser(ctx.app, 'worker'), targets[REPORTS_PER_MINUTE]!)).statusCode).toBe(201);

    now = new Date(now.getTime() + 61_000);
    expect((await report(ctx.app, worker, targets[REPORTS_PER_MINUTE]!)).statusCode).toBe(201);
    expect(await filedBy(ctx.app, worker.user.id)).toBe(REPORTS_PER_MINUTE + 1);
  });

  it('holds when a burst comes all at once', async () => {
    now = new Date();
    const targets = await jobs(30);
    const worker = await registerUser(ctx.app, 'worker');
    const answers = await Promise.all(targets.map((jobId) => report(ctx.app, worker, jobId)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(REPORTS_PER_MINUTE);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(30 - REPORTS_PER_MINUTE);
    expect(await filedBy(ctx.app, worker.user.id)).toBe(REPORTS_PER_MINUTE);
  });

  it(`stops at ${REPORTS_PER_DAY} in 24 hours, whatever the pace`, async () => {
    now = new Date();
    const targets = await jobs(REPORTS_PER_DAY + 1);
    const worker = await registerUser(ctx.app, 'worker');
    for (const jobId of targets.slice(0, REPORTS_PER_DAY)) {
      expect((await report(ctx.app, worker, jobId)).statusCode).toBe(201);
      now = new Date(now.getTime() + 5 * 60_000);
    }
    const over = await report(ctx.app, worker, targets[REPORTS_PER_DAY]!);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual(errorBody(REPORT_MESSAGES.dailyReportLimit));
    now = new Date(now.getTime() + 24 * 60 * 60_000);
    expect((await report(ctx.app, worker, targets[REPORTS_PER_DAY]!)).statusCode).toBe(201);
  });
});

// The counts are taken under a lock on the reporter; two instances on one PostgreSQL must still stop at the limit.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the report limit with two instances', () => {
  let instances: Awaited<ReturnType<typeof createTestAppsSharingDatabase>>;
  beforeAll(async () => {
    instances = await createTestAppsSharingDatabase(2);
  });
  afterAll(async () => {
    await instances?.close();
  });

  it(`files ${REPORTS_PER_MINUTE} of 40 reports sent at once through both`, async () => {
    const [appA, appB] = instances.apps as [App, App];
    const shared = { app: appA, database: { db: appA.db } } as unknown as TestContext;
    const { job, ...employer } = await employerWithJob(shared);
    const targets = [job.id];
    for (let i = 1; i < 40; i += 1) targets.push((await insertJob(shared, employer.user.id)).id);
    const worker = await registerUser(appA, 'worker');
    const answers = await Promise.all(targets.map((jobId, i) => report(i % 2 === 0 ? appA : appB, worker, jobId)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(REPORTS_PER_MINUTE);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(40 - REPORTS_PER_MINUTE);
    expect(await filedBy(appA, worker.user.id)).toBe(REPORTS_PER_MINUTE);
  });
});
