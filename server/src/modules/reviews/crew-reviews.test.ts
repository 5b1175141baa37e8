import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrewApplicationResponse } from '@core/crews/schemas';
import { REVIEW_MESSAGES, type EmployerReviewList, type WorkerReviewList } from '@core/reviews/schemas';
import { jobs } from '../../db/schema/jobs';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { completeWorker, insertJob } from '../../test/factories';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { addMember, createCrew } from '../crews/test-helpers';
import { EMPLOYER_SIDE_RATINGS, WORKER_SIDE_RATINGS, hireApplication, reviewBody } from './test-helpers';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('reviews of a crew’s hire', () => {
  it('gives each member his own pair of reviews: he reviews the employer, the employer reviews him; the foreman cannot speak for him', async () => {
    const foreman = await completeWorker(ctx);
    const crew = await createCrew(ctx.app, foreman);
    const member = await completeWorker(ctx);
    await addMember(ctx.app, foreman, crew.id, member);
    const employer = await registerUser(ctx.app, 'employer');
    const job = await insertJob(ctx, employer.user.id, { positions: 2 });
    const applied = await injectAs(ctx.app, foreman).post('/api/applications', {
      jobId: job.id,
      crewId: crew.id,
      memberIds: [foreman.user.id, member.user.id],
    });
    expect(applied.statusCode).toBe(201);
    const rows = (applied.json() as CrewApplicationResponse).applications;
    await hireApplication(ctx, employer, rows[0]!.applicationId);
    await ctx.database.db.update(jobs).set({ isActive: false }).where(eq(jobs.id, job.id));
    const memberApplication = rows.find((row) => row.workerId === member.user.id)!.applicationId;
    const foremanApplication = rows.find((row) => row.workerId === foreman.user.id)!.applicationId;

    const forMember = await injectAs(ctx.app, foreman).post('/api/reviews', reviewBody(memberApplication, WORKER_SIDE_RATINGS));
    expect(forMember.statusCode).toBe(403);
    expect(forMember.json()).toMatchObject(errorBody(REVIEW_MESSAGES.notYourHire));

    for (const [worker, applicationId] of [
      [foreman, foremanApplication],
      [member, memberApplication],
    ] as const) {
      expect((await injectAs(ctx.app, worker).post('/api/reviews', reviewBody(applicationId, WORKER_SIDE_RATINGS))).statusCode).toBe(201);
      expect((await injectAs(ctx.app, employer).post('/api/reviews', reviewBody(applicationId, EMPLOYER_SIDE_RATINGS))).statusCode).toBe(
        201,
      );
      const own = (await injectAs(ctx.app, worker).get(`/api/workers/${worker.user.id}/reviews`)).json() as WorkerReviewList;
      expect(own.count).toBe(1);
    }
    const shown = (await injectAs(ctx.app, null).get(`/api/employers/${employer.user.id}/reviews`)).json() as EmployerReviewList;
    expect(shown.count).toBe(2);
  });
});
