import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployerApplication, EmployerApplicationsPage } from '@core/applications/schemas';
import { workHistoryEntries } from '../../db/schema/work-history';
import { injectAs, type Caller } from '../../test/api';
import { completeWorker, insertJob } from '../../test/factories';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { EMPLOYER_SIDE_RATINGS, WORKER_SIDE_RATINGS, dueHire, reviewBody } from '../reviews/test-helpers';
import { reliabilityOfWorkers } from './applicant-reliability';

// Issue 52: best match of the candidates list counts the worker's record (hires, shown reliability) and says so.

let ctx: TestContext;
let now = new Date();
const DAY_MS = 24 * 60 * 60 * 1000;
const moveClock = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

beforeAll(async () => {
  ctx = await createTestApp({}, { now: () => now });
});
afterAll(async () => {
  await ctx.close();
});

/** A new employer's open Pipeline Welder job and the given workers' applications to it, a minute apart (the last newest). */
async function jobWithApplicants(workers: Caller[]) {
  const employer = await registerUser(ctx.app, 'employer');
  const job = await insertJob(ctx, employer.user.id, { expiresAt: new Date(now.getTime() + 30 * DAY_MS) });
  const ids: string[] = [];
  for (const worker of workers) {
    moveClock(60_000);
    const applied = await injectAs(ctx.app, worker).post('/api/applications', { jobId: job.id });
    expect(applied.statusCode).toBe(201);
    ids.push((applied.json() as { id: string }).id);
  }
  return { employer, job, ids };
}

async function byMatch(employer: Caller): Promise<EmployerApplication[]> {
  const response = await injectAs(ctx.app, employer).get('/api/employer/applications', { query: { sort: 'match', limit: '20' } });
  expect(response.statusCode).toBe(200);
  return (response.json() as EmployerApplicationsPage).applications;
}

const review = (caller: Caller, applicationId: string, ratings: object) =>
  injectAs(ctx.app, caller).post('/api/reviews', reviewBody(applicationId, ratings, 'Showed up every day.'));

// Both workers are complete welders in Houston applying to a Houston Pipeline Welder job: the same fit.
const FIT_REASONS = [{ type: 'trade' }, { type: 'industry' }, { type: 'distance', miles: 0 }];

describe('best match of the candidates list with reliability', () => {
  it('ranks a reliable worker higher once his review is shown, and not while it is blind', async () => {
    const a = await dueHire(ctx, now);
    const b = await dueHire(ctx, now);
    const { employer, ids } = await jobWithApplicants([b.worker, a.worker]);
    const [bApplication, aApplication] = ids;

    // Same fit, one verified hire each: the newest first, each card saying why.
    const before = await byMatch(employer);
    expect(before.map((application) => application.id)).toEqual([aApplication, bApplication]);
    for (const application of before) expect(application.matchReasons).toEqual([...FIT_REASONS, { type: 'hires', count: 1 }]);

    // B's past employer rates him 5 for reliability: blind until B reviews back or 14 days pass, so nothing moves.
    expect((await review(b.employer, b.applicationId, { ...EMPLOYER_SIDE_RATINGS, reliability: 5 })).statusCode).toBe(201);
    const blind = await byMatch(employer);
    expect(blind.map(({ id, matchReasons }) => ({ id, matchReasons }))).toEqual(
      before.map(({ id, matchReasons }) => ({ id, matchReasons })),
    );

    // B reviews his employer: both reviews are shown, and B ranks first, saying why.
    expect((await review(b.worker, b.applicationId, WORKER_SIDE_RATINGS)).statusCode).toBe(201);
    const shown = await byMatch(employer);
    expect(shown.map((application) => application.id)).toEqual([bApplication, aApplication]);
    expect(shown[0]!.matchReasons).toEqual([...FIT_REASONS, { type: 'reliable', rating: 5, hires: 1 }]);
    expect(shown[1]!.matchReasons).toEqual([...FIT_REASONS, { type: 'hires', count: 1 }]);

    // The newest order keeps its plain cards.
    const newest = await injectAs(ctx.app, employer).get('/api/employer/applications', { query: { limit: '20' } });
    expect((newest.json() as EmployerApplicationsPage).applications.map((application) => application.matchReasons)).toEqual([
      undefined,
      undefined,
    ]);
  });

  it('counts a review once its 14 blind days pass, and ranks a poor record as no record, never above or below it', async () => {
    const poor = await dueHire(ctx, now);
    const good = await dueHire(ctx, now);
    const newcomer = await completeWorker(ctx);
    expect((await review(poor.employer, poor.applicationId, { ...EMPLOYER_SIDE_RATINGS, reliability: 1 })).statusCode).toBe(201);
    expect((await review(good.employer, good.applicationId, { ...EMPLOYER_SIDE_RATINGS, reliability: 5 })).statusCode).toBe(201);
    const { employer, ids } = await jobWithApplicants([good.worker, poor.worker, newcomer]);
    const [goodApplication, poorApplication, newcomerApplication] = ids;

    // Still blind: the two hires count, the newcomer has none.
    expect((await byMatch(employer)).map((application) => application.id)).toEqual([poorApplication, goodApplication, newcomerApplication]);

    moveClock(14 * DAY_MS);
    const shown = await byMatch(employer);
    // The good record first; the poor one earns nothing, its hire included: the newer newcomer stays above it.
    expect(shown.map((application) => application.id)).toEqual([goodApplication, newcomerApplication, poorApplication]);
    expect(shown.map((application) => application.matchReasons)).toEqual([
      [...FIT_REASONS, { type: 'reliable', rating: 5, hires: 1 }],
      FIT_REASONS,
      FIT_REASONS,
    ]);
  });

  it('counts a job elsewhere once its contact confirmed it, and says so', async () => {
    const [confirmed, awaiting] = [await completeWorker(ctx), await completeWorker(ctx)];
    const entry = (workerId: string, confirmedAt: Date | null) => ({
      workerId,
      employerName: 'Bayou Fabrication',
      trade: 'welder',
      startDate: '2024-03-01',
      endDate: '2025-06-30',
      contactName: 'Lena Ortiz',
      contactEmail: 'lena@bayou.example.com',
      confirmedByName: confirmedAt ? 'Lena Ortiz' : null,
      confirmedByCompany: confirmedAt ? 'Bayou Fabrication' : null,
      confirmedAt,
      createdAt: now,
    });
    await ctx.database.db.insert(workHistoryEntries).values([entry(confirmed.user.id, now), entry(awaiting.user.id, null)]);
    // The confirmed worker applied first: his point puts him above the newer applicant.
    const { employer, ids } = await jobWithApplicants([confirmed, awaiting]);
    const ranked = await byMatch(employer);
    expect(ranked.map((application) => application.id)).toEqual(ids);
    expect(ranked.map((application) => application.matchReasons)).toEqual([
      [...FIT_REASONS, { type: 'confirmedJobs', count: 1 }],
      FIT_REASONS,
    ]);
  });

  it('gives no other employer or worker a look at the ranked candidates', async () => {
    const hire = await dueHire(ctx, now);
    const { employer } = await jobWithApplicants([hire.worker]);
    expect(await byMatch(employer)).toHaveLength(1);
    expect(await byMatch(await registerUser(ctx.app, 'employer'))).toEqual([]);
    const asWorker = await injectAs(ctx.app, hire.worker).get('/api/employer/applications', { query: { sort: 'match' } });
    expect(asWorker.statusCode).toBe(403);
  });

  it("reads the records of a list longer than one statement's parameters", async () => {
    const hire = await dueHire(ctx, now);
    const workerIds = [...Array.from({ length: 66_000 }, () => randomUUID()), hire.worker.user.id];
    const records = await reliabilityOfWorkers(ctx.database.db, workerIds, now);
    expect(records.size).toBe(workerIds.length);
    expect(records.get(hire.worker.user.id)).toEqual({ verifiedHires: 1, reliability: { average: null, count: 0 }, confirmedJobs: 0 });
  });
});
