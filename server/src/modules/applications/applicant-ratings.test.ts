import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES, type EmployerApplication, type EmployerApplicationsPage } from '@core/applications/schemas';
import type { CrewApplicationResponse } from '@core/crews/schemas';
import type { Review } from '@core/reviews/schemas';
import { injectAs, type Caller } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { completeWorker, insertJob } from '../../test/factories';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { addMember, createCrew } from '../crews/test-helpers';
import { EMPLOYER_SIDE_RATINGS, WORKER_SIDE_RATINGS, dueHire, reviewBody } from '../reviews/test-helpers';

// Issue 52: the applicants list carries each worker's ratings from his past hires, read in one grouped query for the page.

let ctx: TestContext;
const now = new Date();
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestApp({}, { now: () => now });
});
afterAll(async () => {
  await ctx.close();
});

async function applyTo(worker: Caller, employer: Caller & { user: { id: string } }) {
  const job = await insertJob(ctx, employer.user.id, { expiresAt: new Date(now.getTime() + 30 * DAY_MS) });
  const applied = await injectAs(ctx.app, worker).post('/api/applications', { jobId: job.id });
  expect(applied.statusCode).toBe(201);
  return (applied.json() as { id: string }).id;
}

const applicantsPage = async (employer: Caller, query = 'limit=20') =>
  (await injectAs(ctx.app, employer).get(`/api/employer/applications?${query}`)).json() as EmployerApplicationsPage;

describe('workerRatings on the applicants list', () => {
  it('shows another employer the ratings of a past hire once the double-blind lifts; held reviews never count', async () => {
    const past = await dueHire(ctx, now);
    const next = await registerUser(ctx.app, 'employer');
    const applicationId = await applyTo(past.worker, next);

    const byEmployer = await injectAs(ctx.app, past.employer).post(
      '/api/reviews',
      reviewBody(past.applicationId, { ...EMPLOYER_SIDE_RATINGS, reliability: 3 }, 'Always on time.'),
    );
    expect(byEmployer.statusCode).toBe(201);
    // One side wrote: still blind, so nothing shows yet.
    const blind = (await applicantsPage(next)).applications.find((application) => application.id === applicationId)!;
    expect(blind.workerRatings).toEqual({
      count: 0,
      ratings: { skill: { average: null, count: 0 }, reliability: { average: null, count: 0 }, safety: { average: null, count: 0 } },
      wouldHireAgain: { yes: 0, count: 0 },
    });

    expect(
      (await injectAs(ctx.app, past.worker).post('/api/reviews', reviewBody(past.applicationId, WORKER_SIDE_RATINGS))).statusCode,
    ).toBe(201);
    const shown = (await applicantsPage(next)).applications.find((application) => application.id === applicationId)!;
    expect(shown.workerRatings).toEqual({
      count: 1,
      ratings: { skill: { average: 5, count: 1 }, reliability: { average: 3, count: 1 }, safety: { average: 5, count: 1 } },
      wouldHireAgain: { yes: 1, count: 1 },
    });

    // A second hire whose employer's review is held (a phone number) adds nothing.
    const other = await dueHire(ctx, now);
    await applyTo(other.worker, next);
    const held = (
      await injectAs(ctx.app, other.employer).post(
        '/api/reviews',
        reviewBody(other.applicationId, EMPLOYER_SIDE_RATINGS, 'Call 713-555-0188'),
      )
    ).json() as Review;
    expect(held.status).toBe('held');
    await injectAs(ctx.app, other.worker).post('/api/reviews', reviewBody(other.applicationId, WORKER_SIDE_RATINGS));
    const page = await applicantsPage(next);
    expect(page.applications.find((application) => application.worker.id === other.worker.user.id)!.workerRatings.count).toBe(0);
    expect(page.applications.find((application) => application.worker.id === past.worker.user.id)!.workerRatings.count).toBe(1);

    // The plain list and a status change's answer carry them too, so the card keeps them after a move.
    const plain = (await injectAs(ctx.app, next).get('/api/employer/applications')).json() as EmployerApplication[];
    expect(plain.find((application) => application.id === applicationId)!.workerRatings.count).toBe(1);
    const moved = await injectAs(ctx.app, next).patch(`/api/applications/${applicationId}/status`, { status: 'reviewed' });
    expect(moved.statusCode).toBe(200);
    expect((moved.json() as EmployerApplication).workerRatings.ratings.reliability.average).toBe(3);
  });

  it('stays within the employer’s own applicants, and refuses a bad page size', async () => {
    const past = await dueHire(ctx, now);
    await injectAs(ctx.app, past.employer).post('/api/reviews', reviewBody(past.applicationId, EMPLOYER_SIDE_RATINGS));
    await injectAs(ctx.app, past.worker).post('/api/reviews', reviewBody(past.applicationId, WORKER_SIDE_RATINGS));
    const stranger = await registerUser(ctx.app, 'employer');
    expect((await applicantsPage(stranger)).applications).toEqual([]);
    expect((await injectAs(ctx.app, stranger).get(`/api/workers/${past.worker.user.id}/reviews`)).statusCode).toBe(403);
    expect((await injectAs(ctx.app, past.worker).get('/api/employer/applications?limit=20')).statusCode).toBe(403);
    const bad = await injectAs(ctx.app, past.employer).get('/api/employer/applications?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(errorBody(APPLICATION_MESSAGES.limitInvalid));
  });
});

describe('workerRatings of a crew’s members', () => {
  it('puts each member’s shown ratings on the crew, even when his own row is not on the page; a blind review adds nothing', async () => {
    const shown = await dueHire(ctx, now);
    await injectAs(ctx.app, shown.employer).post('/api/reviews', reviewBody(shown.applicationId, { ...EMPLOYER_SIDE_RATINGS, skill: 4 }));
    await injectAs(ctx.app, shown.worker).post('/api/reviews', reviewBody(shown.applicationId, WORKER_SIDE_RATINGS));
    // Only the employer has written his: still blind.
    const blind = await dueHire(ctx, now);
    const blindReview = await injectAs(ctx.app, blind.employer).post(
      '/api/reviews',
      reviewBody(blind.applicationId, EMPLOYER_SIDE_RATINGS),
    );
    expect(blindReview.statusCode).toBe(201);

    const foreman = await completeWorker(ctx);
    const crew = await createCrew(ctx.app, foreman);
    await addMember(ctx.app, foreman, crew.id, shown.worker);
    await addMember(ctx.app, foreman, crew.id, blind.worker);
    const next = await registerUser(ctx.app, 'employer');
    const job = await insertJob(ctx, next.user.id, { positions: 3, expiresAt: new Date(now.getTime() + 30 * DAY_MS) });
    const applied = await injectAs(ctx.app, foreman).post('/api/applications', {
      jobId: job.id,
      crewId: crew.id,
      memberIds: [foreman.user.id, shown.worker.user.id, blind.worker.user.id],
    });
    expect(applied.statusCode).toBe(201);
    const applicationIds = (applied.json() as CrewApplicationResponse).applications.map((row) => row.applicationId);

    // A page of one row still carries every member's ratings on its crew.
    const page = await applicantsPage(next, 'limit=1');
    expect(page.applications).toHaveLength(1);
    const [row] = page.applications;
    const members = new Map(row!.crew!.members.map((member) => [member.userId, member.workerRatings]));
    expect(members.size).toBe(3);
    expect(members.get(shown.worker.user.id)).toEqual({
      count: 1,
      ratings: { skill: { average: 4, count: 1 }, reliability: { average: 4, count: 1 }, safety: { average: 5, count: 1 } },
      wouldHireAgain: { yes: 1, count: 1 },
    });
    expect(members.get(blind.worker.user.id)!.count).toBe(0);
    expect(members.get(foreman.user.id)!.count).toBe(0);

    // Each member's own row agrees with his line on the crew.
    const all = await applicantsPage(next);
    expect(all.applications.map((application) => application.id).sort()).toEqual([...applicationIds].sort());
    for (const application of all.applications) {
      const onCrew = application.crew!.members.find((member) => member.userId === application.worker.id)!;
      expect(onCrew.workerRatings).toEqual(application.workerRatings);
    }

    // Once the worker writes his, the blind review lifts and counts on the crew too.
    await injectAs(ctx.app, blind.worker).post('/api/reviews', reviewBody(blind.applicationId, WORKER_SIDE_RATINGS));
    const lifted = await applicantsPage(next);
    expect(lifted.applications[0]!.crew!.members.find((member) => member.userId === blind.worker.user.id)!.workerRatings.count).toBe(1);
  });

  it('shows the crew’s ratings to no other employer and to no worker', async () => {
    const past = await dueHire(ctx, now);
    await injectAs(ctx.app, past.employer).post('/api/reviews', reviewBody(past.applicationId, EMPLOYER_SIDE_RATINGS));
    await injectAs(ctx.app, past.worker).post('/api/reviews', reviewBody(past.applicationId, WORKER_SIDE_RATINGS));
    const foreman = await completeWorker(ctx);
    const crew = await createCrew(ctx.app, foreman);
    await addMember(ctx.app, foreman, crew.id, past.worker);
    const next = await registerUser(ctx.app, 'employer');
    const job = await insertJob(ctx, next.user.id, { positions: 2, expiresAt: new Date(now.getTime() + 30 * DAY_MS) });
    const applied = await injectAs(ctx.app, foreman).post('/api/applications', {
      jobId: job.id,
      crewId: crew.id,
      memberIds: [foreman.user.id, past.worker.user.id],
    });
    expect(applied.statusCode).toBe(201);
    const applicationId = (applied.json() as CrewApplicationResponse).applications[0]!.applicationId;
    expect((await applicantsPage(next)).applications[0]!.crew!.members.some((member) => member.workerRatings.count === 1)).toBe(true);

    const stranger = await registerUser(ctx.app, 'employer');
    expect((await applicantsPage(stranger)).applications).toEqual([]);
    expect((await injectAs(ctx.app, stranger).get('/api/employer/applications')).json()).toEqual([]);
    const review = await injectAs(ctx.app, stranger).patch(`/api/employer/applications/${applicationId}/review`, { note: 'x' });
    expect(review.statusCode).toBe(404);
    expect(JSON.stringify(review.json())).not.toContain('workerRatings');
    expect((await injectAs(ctx.app, stranger).get(`/api/workers/${past.worker.user.id}/reviews`)).statusCode).toBe(403);
    // The foreman reads his crew's application as a worker: no ratings of his members in it.
    const own = await injectAs(ctx.app, foreman).get(`/api/worker/${foreman.user.id}/applications`);
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain('workerRatings');
    expect((await injectAs(ctx.app, foreman).get('/api/employer/applications?limit=20')).statusCode).toBe(403);
  });
});
