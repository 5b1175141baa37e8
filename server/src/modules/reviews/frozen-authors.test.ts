import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployerReviewList, WorkerReviewList } from '@core/reviews/schemas';
import { signInOperator } from '../admin/test-helpers';
import { injectAs } from '../../test/api';
import { createTestApp, type TestContext } from '../../test/test-app';
import { EMPLOYER_SIDE_RATINGS, WORKER_SIDE_RATINGS, dueHire, reviewBody } from './test-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

let ctx: TestContext;
let now = new Date();

beforeAll(async () => {
  ctx = await createTestApp({}, { now: () => now });
});
afterAll(async () => {
  await ctx.close();
});

const employerReviews = async (employerId: string) =>
  (await injectAs(ctx.app, null).get(`/api/employers/${employerId}/reviews`)).json() as EmployerReviewList;

describe('an account frozen for fraud loses the reviews it wrote', () => {
  it('a frozen worker’s review leaves the list and the averages, and comes back when the freeze is lifted', async () => {
    const honest = await dueHire(ctx, now);
    const { worker, employer, applicationId } = honest;
    expect((await injectAs(ctx.app, worker).post('/api/reviews', reviewBody(applicationId, WORKER_SIDE_RATINGS))).statusCode).toBe(201);
    now = new Date(now.getTime() + 15 * DAY_MS);
    expect(await employerReviews(employer.user.id)).toMatchObject({ count: 1, ratings: { paidAsPromised: { average: 5, count: 1 } } });

    const operator = await signInOperator(ctx, { now });
    const asOperator = injectAs(ctx.app, operator.token);
    expect((await asOperator.post(`/api/admin/accounts/${worker.user.id}/freeze`, { reason: 'Fake reviews' })).statusCode).toBe(200);
    const frozen = await employerReviews(employer.user.id);
    expect(frozen).toMatchObject({ count: 0, reviews: [], ratings: { paidAsPromised: { average: null, count: 0 } } });

    expect((await asOperator.post(`/api/admin/accounts/${worker.user.id}/unfreeze`, { reason: 'Cleared' })).statusCode).toBe(200);
    expect(await employerReviews(employer.user.id)).toMatchObject({ count: 1, ratings: { paidAsPromised: { average: 5, count: 1 } } });
  });

  it('a frozen employer’s review of a worker is no longer shown to the worker, nor counted', async () => {
    const { worker, employer, applicationId } = await dueHire(ctx, now);
    expect((await injectAs(ctx.app, employer).post('/api/reviews', reviewBody(applicationId, EMPLOYER_SIDE_RATINGS))).statusCode).toBe(201);
    now = new Date(now.getTime() + 15 * DAY_MS);
    const before = (await injectAs(ctx.app, worker).get(`/api/workers/${worker.user.id}/reviews`)).json() as WorkerReviewList;
    expect(before.count).toBe(1);

    const operator = await signInOperator(ctx, { now });
    const asOperator = injectAs(ctx.app, operator.token);
    expect((await asOperator.post(`/api/admin/accounts/${employer.user.id}/freeze`, { reason: 'Fee scam' })).statusCode).toBe(200);
    const after = (await injectAs(ctx.app, worker).get(`/api/workers/${worker.user.id}/reviews`)).json() as WorkerReviewList;
    expect(after).toMatchObject({ count: 0, reviews: [], wouldHireAgain: { yes: 0, count: 0 } });
  });
});
