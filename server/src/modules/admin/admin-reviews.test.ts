import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ADMIN_MESSAGES } from '@core/admin/account-schemas';
import { REVIEW_ADMIN_MESSAGES, type AdminReview } from '@core/admin/review-schemas';
import { REPORT_MESSAGES } from '@core/reports/schemas';
import { REVIEW_MESSAGES, type EmployerReviewList, type Review } from '@core/reviews/schemas';
import { injectAs, type Caller } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { completeWorker } from '../../test/factories';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { EMPLOYER_SIDE_RATINGS, WORKER_SIDE_RATINGS, dueHire, reviewBody } from '../reviews/test-helpers';
import { signInOperator } from './test-helpers';

let ctx: TestContext;
let operator: Awaited<ReturnType<typeof signInOperator>>;
const now = new Date();

beforeAll(async () => {
  ctx = await createTestApp({}, { now: () => now });
  operator = await signInOperator(ctx);
});
afterAll(async () => {
  await ctx.close();
});

/** A hire both sides reviewed: both reviews are shown. */
async function reviewedHire(workerText = 'Paid every Friday.') {
  const hire = await dueHire(ctx, now);
  const byWorker = (
    await injectAs(ctx.app, hire.worker).post('/api/reviews', reviewBody(hire.applicationId, WORKER_SIDE_RATINGS, workerText))
  ).json() as Review;
  const byEmployer = (
    await injectAs(ctx.app, hire.employer).post('/api/reviews', reviewBody(hire.applicationId, EMPLOYER_SIDE_RATINGS))
  ).json() as Review;
  return { ...hire, byWorker, byEmployer };
}

const report = (caller: Caller, targetId: string) =>
  injectAs(ctx.app, caller).post('/api/reports', { targetType: 'review', targetId, reason: 'harassment', details: 'Not true.' });
const shown = async (employerId: string) =>
  ((await injectAs(ctx.app, null).get(`/api/employers/${employerId}/reviews`)).json() as EmployerReviewList).reviews.map(
    (review) => review.id,
  );

describe('POST /api/reports with targetType review', () => {
  it('takes a report from whoever may read the review, and names the review in the operator’s queue', async () => {
    const { worker, employer, byWorker, byEmployer } = await reviewedHire('They never paid overtime.');
    const byEmployerReport = await report(employer, byWorker.id);
    expect(byEmployerReport.statusCode).toBe(201);
    expect(byEmployerReport.json()).toMatchObject({
      report: { targetType: 'review', targetId: byWorker.id, status: 'open' },
      updated: false,
    });
    // A company's reviews are public: any worker may report one.
    expect((await report(await completeWorker(ctx), byWorker.id)).statusCode).toBe(201);
    // A worker's reviews are his and the employers' he applied to.
    expect((await report(worker, byEmployer.id)).statusCode).toBe(201);
    expect((await report(await registerUser(ctx.app, 'employer'), byEmployer.id)).statusCode).toBe(404);

    const own = await report(worker, byWorker.id);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual(errorBody(REPORT_MESSAGES.cannotReportSelf));
    expect((await report(employer, '7b0f5a52-58c6-4d53-8a56-0d4c3c1b2a10')).statusCode).toBe(404);

    const groups = (await injectAs(ctx.app, operator.token).get('/api/admin/reports')).json().groups as Array<Record<string, unknown>>;
    expect(groups.find((group) => group.targetId === byWorker.id)).toMatchObject({
      targetType: 'review',
      count: 2,
      target: { exists: true, title: 'They never paid overtime.', detail: 'Pipeline Welder', accountId: worker.user.id },
    });
  });

  it('answers 404 for a review still blind to the reporter', async () => {
    const hire = await dueHire(ctx, now);
    const blind = (
      await injectAs(ctx.app, hire.worker).post('/api/reviews', reviewBody(hire.applicationId, WORKER_SIDE_RATINGS))
    ).json() as Review;
    expect((await report(hire.employer, blind.id)).statusCode).toBe(404);
  });
});

describe('operator hide and restore', () => {
  it('hides a review with a reason and restores it, each audited; the public list follows', async () => {
    const { employer, worker, byWorker } = await reviewedHire();
    const act = (action: string, body: object, caller: Caller = operator.token) =>
      injectAs(ctx.app, caller).post(`/api/admin/reviews/${byWorker.id}/${action}`, body);

    expect((await act('hide', { reason: 'Abuse' }, employer)).statusCode).toBe(403);
    expect((await act('hide', { reason: 'Abuse' }, null)).statusCode).toBe(401);
    expect((await act('hide', { reason: ' ' })).json()).toEqual(errorBody(ACCOUNT_ADMIN_MESSAGES.reasonRequired));
    const hidden = await act('hide', { reason: 'Names a private person' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ id: byWorker.id, status: 'hidden', moderationNote: 'Names a private person' });
    expect(await shown(employer.user.id)).toEqual([]);
    expect((await act('hide', { reason: 'Again' })).json()).toEqual(errorBody(REVIEW_ADMIN_MESSAGES.alreadyHidden));
    const edit = await injectAs(ctx.app, worker).patch(`/api/reviews/${byWorker.id}`, { ratings: WORKER_SIDE_RATINGS, text: 'Edited.' });
    expect(edit.json()).toEqual(errorBody(REVIEW_MESSAGES.reviewHidden));
    const hiddenQueue = (await injectAs(ctx.app, operator.token).get('/api/admin/reviews?status=hidden')).json().reviews as AdminReview[];
    expect(hiddenQueue.map((review) => review.id)).toContain(byWorker.id);

    expect((await act('restore', { reason: 'Checked with the worker' })).json()).toMatchObject({ status: 'published' });
    expect(await shown(employer.user.id)).toEqual([byWorker.id]);
    expect((await act('restore', { reason: 'Again' })).json()).toEqual(errorBody(REVIEW_ADMIN_MESSAGES.nothingToRestore));

    const audit = (await injectAs(ctx.app, operator.token).get('/api/admin/audit')).json().entries as Array<Record<string, unknown>>;
    const entries = audit.filter((entry) => entry.targetId === byWorker.id).map((entry) => [entry.action, entry.reason, entry.targetLabel]);
    // The test's clock stands still: both entries carry one instant, so their order is the ids'.
    expect(entries.sort()).toEqual([
      ['review.hide', 'Names a private person', 'Pipeline Welder · Paid every Friday.'],
      ['review.restore', 'Checked with the worker', 'Pipeline Welder · Paid every Friday.'],
    ]);
  });

  it('lists held reviews for the operator, whose restore publishes them', async () => {
    const { employer, byWorker } = await reviewedHire('Call the boss at 713-555-0188.');
    expect(byWorker.status).toBe('held');
    const queue = (await injectAs(ctx.app, operator.token).get('/api/admin/reviews')).json().reviews as AdminReview[];
    expect(queue.find((review) => review.id === byWorker.id)).toMatchObject({ status: 'held', holdReasons: ['phone_number'] });
    expect((await injectAs(ctx.app, operator.token).get('/api/admin/reviews?status=open')).json()).toEqual(
      errorBody(REVIEW_ADMIN_MESSAGES.statusFilterInvalid),
    );
    expect(await shown(employer.user.id)).toEqual([]);
    await injectAs(ctx.app, operator.token).post(`/api/admin/reviews/${byWorker.id}/restore`, { reason: 'A public office number' });
    expect(await shown(employer.user.id)).toEqual([byWorker.id]);
    expect(
      (await injectAs(ctx.app, operator.token).post('/api/admin/reviews/7b0f5a52-58c6-4d53-8a56-0d4c3c1b2a10/hide', { reason: 'x' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('the console’s review lists', () => {
  const list = async (query: string, caller: Caller = operator.token) =>
    (await injectAs(ctx.app, caller).get(`/api/admin/reviews${query}`)).json().reviews as AdminReview[];

  it('names the author and subject, counts the open reports, and filters held, reported, hidden and published', async () => {
    const { worker, employer, byWorker, byEmployer } = await reviewedHire('The foreman was rude.');
    await report(employer, byWorker.id);
    const reported = (await list('?status=reported')).find((review) => review.id === byWorker.id);
    expect(reported).toMatchObject({
      status: 'published',
      author: { id: worker.user.id, email: worker.user.email },
      subject: { id: employer.user.id, email: employer.user.email },
      openReports: { count: 1, reasons: ['harassment'] },
    });
    expect(reported!.author.name).not.toBe('');
    // The author's account lists it among the reports against it.
    const account = (await injectAs(ctx.app, operator.token).get(`/api/admin/accounts/${worker.user.id}`)).json() as {
      reportsAgainst: Array<{ targetType: string; targetId: string }>;
    };
    expect(account.reportsAgainst).toEqual([expect.objectContaining({ targetType: 'review', targetId: byWorker.id })]);
    expect((await list('?status=reported')).map((review) => review.id)).not.toContain(byEmployer.id);
    expect((await list('?status=published')).map((review) => review.id)).toEqual(expect.arrayContaining([byWorker.id, byEmployer.id]));
    expect((await list('?status=held')).map((review) => review.id)).not.toContain(byWorker.id);

    // Hiding answers the review as the list shows it; it leaves the published list and joins the hidden one.
    const hidden = await injectAs(ctx.app, operator.token).post(`/api/admin/reviews/${byWorker.id}/hide`, { reason: 'Abusive' });
    expect(hidden.json()).toMatchObject({ status: 'hidden', moderationNote: 'Abusive', openReports: { count: 1 } });
    expect((await list('?status=published')).map((review) => review.id)).not.toContain(byWorker.id);
    expect((await list('?status=hidden')).map((review) => review.id)).toContain(byWorker.id);

    // Resolving the reports takes it off the reported list.
    await injectAs(ctx.app, operator.token).post(`/api/admin/reports/review/${byWorker.id}/resolve`, {
      action: 'no_action',
      note: 'Hidden',
    });
    expect((await list('?status=reported')).map((review) => review.id)).not.toContain(byWorker.id);

    expect((await injectAs(ctx.app, employer).get('/api/admin/reviews?status=reported')).statusCode).toBe(403);
    expect((await injectAs(ctx.app, null).get('/api/admin/reviews')).statusCode).toBe(401);
    expect((await injectAs(ctx.app, operator.token).get('/api/admin/reviews?status=visible')).json()).toEqual(
      errorBody(REVIEW_ADMIN_MESSAGES.statusFilterInvalid),
    );
  });
});
