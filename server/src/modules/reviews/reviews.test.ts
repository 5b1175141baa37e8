import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, type EmployerReviewList, type Review, type WorkerReviewList } from '@core/reviews/schemas';
import { applications } from '../../db/schema/applications';
import { jobs } from '../../db/schema/jobs';
import { applicationHires, reviews } from '../../db/schema/reviews';
import { injectAs, type Caller } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { completeWorker, insertJob } from '../../test/factories';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import {
  EMPLOYER_SIDE_RATINGS,
  WORKER_SIDE_RATINGS,
  applicationFor,
  dueHire,
  hireApplication,
  reviewBody,
  stampHire,
} from './test-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

// Time rules read the app's one clock: the tests move it instead of waiting 14 days.
let ctx: TestContext;
let now = new Date();
const moveClock = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

beforeAll(async () => {
  ctx = await createTestApp({}, { now: () => now });
});
afterAll(async () => {
  await ctx.close();
});

const postReview = (caller: Caller, body: object) => injectAs(ctx.app, caller).post('/api/reviews', body);
const employerReviews = async (employerId: string, query = '') =>
  (await injectAs(ctx.app, null).get(`/api/employers/${employerId}/reviews${query}`)).json() as EmployerReviewList;
const workerReviews = (caller: Caller, workerId: string) => injectAs(ctx.app, caller).get(`/api/workers/${workerId}/reviews`);

describe('POST /api/reviews', () => {
  it('takes each side’s review of a due hire; once both wrote, both are shown with their averages', async () => {
    const { worker, employer, applicationId } = await dueHire(ctx, now);
    const byWorker = await postReview(worker, reviewBody(applicationId, WORKER_SIDE_RATINGS, '  Paid every Friday, safe site.  '));
    expect(byWorker.statusCode).toBe(201);
    const workerReview = byWorker.json() as Review;
    expect(workerReview).toMatchObject({
      applicationId,
      side: 'worker',
      jobTitle: 'Pipeline Welder',
      ratings: WORKER_SIDE_RATINGS,
      text: 'Paid every Friday, safe site.',
      status: 'published',
      visibleFrom: new Date(now.getTime() + 14 * DAY_MS).toISOString(),
      editableUntil: new Date(now.getTime() + 14 * DAY_MS).toISOString(),
      response: null,
    });

    moveClock(60_000);
    const byEmployer = await postReview(employer, reviewBody(applicationId, EMPLOYER_SIDE_RATINGS, 'On time every day.'));
    expect(byEmployer.statusCode).toBe(201);
    expect(byEmployer.json()).toMatchObject({ side: 'employer', ratings: EMPLOYER_SIDE_RATINGS, visibleFrom: now.toISOString() });

    const list = await employerReviews(employer.user.id);
    expect(list).toMatchObject({
      count: 1,
      ratings: {
        paidAsPromised: { average: 5, count: 1 },
        siteSafety: { average: 4, count: 1 },
        postMatchedWork: { average: 5, count: 1 },
        wouldWorkAgain: { average: 4, count: 1 },
      },
      nextCursor: null,
    });
    expect(list.reviews).toEqual([
      {
        id: workerReview.id,
        side: 'worker',
        jobTitle: 'Pipeline Welder',
        authorName: null,
        ratings: WORKER_SIDE_RATINGS,
        text: 'Paid every Friday, safe site.',
        createdAt: workerReview.createdAt,
        response: null,
      },
    ]);
    const own = (await workerReviews(worker, worker.user.id)).json() as WorkerReviewList;
    expect(own).toMatchObject({
      count: 1,
      ratings: { skill: { average: 5, count: 1 }, reliability: { average: 4, count: 1 }, safety: { average: 5, count: 1 } },
      wouldHireAgain: { yes: 1, count: 1 },
    });
    expect(own.reviews.map((review) => [review.text, review.ratings])).toEqual([['On time every day.', EMPLOYER_SIDE_RATINGS]]);
  });

  it('answers 401 signed out and 400 for ratings outside 1-5, a text over 2,000 characters or ratings that do not fit the side', async () => {
    const { worker, employer, applicationId } = await dueHire(ctx, now);
    expect((await postReview(null, reviewBody(applicationId, WORKER_SIDE_RATINGS))).statusCode).toBe(401);
    const cases = [
      [worker, { ...reviewBody(applicationId, { ...WORKER_SIDE_RATINGS, siteSafety: 0 }) }, REVIEW_MESSAGES.ratingInvalid],
      [worker, { ...reviewBody(applicationId, { ...WORKER_SIDE_RATINGS, paidAsPromised: 6 }) }, REVIEW_MESSAGES.ratingInvalid],
      [worker, { ...reviewBody(applicationId, { ...WORKER_SIDE_RATINGS, wouldWorkAgain: 3.5 }) }, REVIEW_MESSAGES.ratingInvalid],
      [worker, { ...reviewBody(applicationId, { ...WORKER_SIDE_RATINGS, siteSafety: '4' } as object) }, REVIEW_MESSAGES.ratingInvalid],
      [worker, reviewBody(applicationId, WORKER_SIDE_RATINGS, 'x'.repeat(2001)), REVIEW_MESSAGES.textTooLong],
      [worker, { applicationId: 'nope', ratings: WORKER_SIDE_RATINGS }, REVIEW_MESSAGES.applicationIdInvalid],
      [worker, reviewBody(applicationId, { paidAsPromised: 5 }), REVIEW_MESSAGES.ratingsIncomplete],
      [worker, reviewBody(applicationId, EMPLOYER_SIDE_RATINGS), REVIEW_MESSAGES.ratingsOfOtherSide],
      [
        employer,
        reviewBody(applicationId, { ...EMPLOYER_SIDE_RATINGS, wouldHireAgain: 'yes' } as object),
        REVIEW_MESSAGES.wouldHireAgainInvalid,
      ],
      [employer, reviewBody(applicationId, { ...EMPLOYER_SIDE_RATINGS, siteSafety: 4 }), REVIEW_MESSAGES.ratingsOfOtherSide],
    ] as const;
    for (const [caller, body, message] of cases) {
      const response = await postReview(caller, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject(errorBody(message));
    }
    expect(await ctx.database.db.select().from(reviews).where(eq(reviews.applicationId, applicationId))).toEqual([]);
    const longest = await postReview(worker, reviewBody(applicationId, WORKER_SIDE_RATINGS, 'x'.repeat(2000)));
    expect(longest.statusCode).toBe(201);
  });

  it('answers 403 to anyone but the hire’s worker and employer, and for an application not hired or not yet due', async () => {
    const { applicationId } = await dueHire(ctx, now);
    const otherWorker = await completeWorker(ctx);
    const otherEmployer = await registerUser(ctx.app, 'employer');
    for (const [caller, ratings] of [
      [otherWorker, WORKER_SIDE_RATINGS],
      [otherEmployer, EMPLOYER_SIDE_RATINGS],
    ] as const) {
      const response = await postReview(caller, reviewBody(applicationId, ratings));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject(errorBody(REVIEW_MESSAGES.notYourHire));
    }
    const missing = await postReview(otherWorker, reviewBody('7b0f5a52-58c6-4d53-8a56-0d4c3c1b2a10', WORKER_SIDE_RATINGS));
    expect(missing.json()).toMatchObject(errorBody(REVIEW_MESSAGES.notYourHire));

    const pending = await applicationFor(ctx, now, { hired: false });
    const notHired = await postReview(pending.worker, reviewBody(pending.applicationId, WORKER_SIDE_RATINGS));
    expect(notHired.statusCode).toBe(403);
    expect(notHired.json()).toMatchObject(errorBody(REVIEW_MESSAGES.notHired));

    const fresh = await applicationFor(ctx, now);
    await stampHire(ctx, fresh.applicationId, new Date(now.getTime() - 14 * DAY_MS + 60_000));
    const early = await postReview(fresh.employer, reviewBody(fresh.applicationId, EMPLOYER_SIDE_RATINGS));
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject(errorBody(REVIEW_MESSAGES.notYetDue));
    // A closed job makes the hire due at once.
    await ctx.database.db.update(jobs).set({ isActive: false }).where(eq(jobs.id, fresh.job.id));
    expect((await postReview(fresh.employer, reviewBody(fresh.applicationId, EMPLOYER_SIDE_RATINGS))).statusCode).toBe(201);

    // A hire undone is no hire.
    const undone = await dueHire(ctx, now);
    await injectAs(ctx.app, undone.employer).patch(`/api/applications/${undone.applicationId}/status`, { status: 'rejected' });
    const afterUndo = await postReview(undone.worker, reviewBody(undone.applicationId, WORKER_SIDE_RATINGS));
    expect(afterUndo.json()).toMatchObject(errorBody(REVIEW_MESSAGES.notHired));
  });

  it('answers 409 to a second review of one hire by one side, parallel ones too', async () => {
    const { worker, employer, applicationId } = await dueHire(ctx, now);
    expect((await postReview(worker, reviewBody(applicationId, WORKER_SIDE_RATINGS))).statusCode).toBe(201);
    const again = await postReview(worker, reviewBody(applicationId, WORKER_SIDE_RATINGS, 'Changed my mind.'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject(errorBody(REVIEW_MESSAGES.alreadyReviewed));

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postReview(employer, reviewBody(applicationId, EMPLOYER_SIDE_RATINGS))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await ctx.database.db.select().from(reviews).where(eq(reviews.applicationId, applicationId))).toHaveLength(2);
  });
});

describe('GET /api/reviews?applicationId=', () => {
  const hireState = (caller: Caller, applicationId: string) => injectAs(ctx.app, caller).get(`/api/reviews?applicationId=${applicationId}`);

  it('tells the hire’s author whether it is due and gives back his own review, never the other side’s', async () => {
    const fresh = await applicationFor(ctx, now);
    await stampHire(ctx, fresh.applicationId, new Date(now.getTime() - DAY_MS));
    expect((await hireState(fresh.worker, fresh.applicationId)).json()).toEqual({ due: false, mine: null });

    const { worker, employer, applicationId } = await dueHire(ctx, now);
    expect((await hireState(worker, applicationId)).json()).toEqual({ due: true, mine: null });
    const written = (await postReview(worker, reviewBody(applicationId, WORKER_SIDE_RATINGS, 'Paid on time.'))).json() as Review;
    expect((await hireState(worker, applicationId)).json()).toEqual({ due: true, mine: written });
    // The employer's own state: the worker's review stays blind to him.
    expect((await hireState(employer, applicationId)).json()).toEqual({ due: true, mine: null });
  });

  it('answers 400 for a malformed id, 401 signed out and 403 to anyone but the hire’s two sides', async () => {
    const { applicationId } = await dueHire(ctx, now);
    const stranger = await completeWorker(ctx);
    expect((await hireState(stranger, 'not-an-id')).statusCode).toBe(400);
    expect((await hireState(null, applicationId)).statusCode).toBe(401);
    const refused = await hireState(stranger, applicationId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject(errorBody(REVIEW_MESSAGES.notYourHire));
  });
});

describe('double-blind', () => {
  it('keeps a review from the other side and the public until both wrote or 14 days passed since the first', async () => {
    const { worker, employer, applicationId } = await dueHire(ctx, now);
    const written = (await postReview(worker, reviewBody(applicationId, WORKER_SIDE_RATINGS))).json() as Review;
    expect(await employerReviews(employer.user.id)).toMatchObject({ count: 0, reviews: [] });
    const early = await injectAs(ctx.app, employer).post(`/api/reviews/${written.id}/response`, { text: 'Thank you.' });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject(errorBody(REVIEW_MESSAGES.notVisibleYet));

    moveClock(14 * DAY_MS - 1000);
    expect((await employerReviews(employer.user.id)).count).toBe(0);
    moveClock(1000);
    const shown = await employerReviews(employer.user.id);
    expect(shown.reviews.map((review) => review.id)).toEqual([written.id]);

    // The employer's review, written after the lapse, is shown at once.
    const late = await postReview(employer, reviewBody(applicationId, EMPLOYER_SIDE_RATINGS));
    expect((late.json() as Review).visibleFrom).toBe(now.toISOString());
    expect(((await workerReviews(worker, worker.user.id)).json() as WorkerReviewList).count).toBe(1);
  });

  it('keeps the employer’s review from the worker until the worker writes his', async () => {
    const { worker, employer, applicationId } = await dueHire(ctx, now);
    expect((await postReview(employer, reviewBody(applicationId, EMPLOYER_SIDE_RATINGS))).statusCode).toBe(201);
    expect(((await workerReviews(worker, worker.user.id)).json() as WorkerReviewList).reviews).toEqual([]);
    expect(((await workerReviews(employer, worker.user.id)).json() as WorkerReviewList).count).toBe(0);
    expect((await postReview(worker, reviewBody(applicationId, WORKER_SIDE_RATINGS))).statusCode).toBe(201);
    expect(((await workerReviews(worker, worker.user.id)).json() as WorkerReviewList).count).toBe(1);
    expect((await employerReviews(employer.user.id)).count).toBe(1);
  });
});

describe('GET /api/workers/{id}/reviews and GET /api/employers/{id}/reviews', () => {
  it('shows a worker’s reviews to himself and to employers he applied to; others get 403', async () => {
    const { worker } = await dueHire(ctx, now);
    const appliedTo = await registerUser(ctx.app, 'employer');
    const job = await insertJob(ctx, appliedTo.user.id, { expiresAt: new Date(now.getTime() + 30 * DAY_MS) });
    expect((await injectAs(ctx.app, worker).post('/api/applications', { jobId: job.id })).statusCode).toBe(201);
    expect((await workerReviews(worker, worker.user.id)).statusCode).toBe(200);
    expect((await workerReviews(appliedTo, worker.user.id)).statusCode).toBe(200);
    for (const caller of [await registerUser(ctx.app, 'employer'), await completeWorker(ctx)]) {
      const response = await workerReviews(caller, worker.user.id);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject(errorBody(REVIEW_MESSAGES.workerReviewsPrivate));
    }
    expect((await workerReviews(null, worker.user.id)).statusCode).toBe(401);
  });

  it('pages an employer’s reviews newest first, refuses a forged cursor and answers 404 for an id that is no employer', async () => {
    const employer = await registerUser(ctx.app, 'employer');
    const written: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const worker = await completeWorker(ctx);
      const job = await insertJob(ctx, employer.user.id, { expiresAt: new Date(now.getTime() + 30 * DAY_MS) });
      const applied = (await injectAs(ctx.app, worker).post('/api/applications', { jobId: job.id })).json() as { id: string };
      await hireApplication(ctx, employer, applied.id);
      await ctx.database.db.update(jobs).set({ isActive: false }).where(eq(jobs.id, job.id));
      written.push(
        ((await postReview(worker, reviewBody(applied.id, { ...WORKER_SIDE_RATINGS, paidAsPromised: i + 2 }))).json() as Review).id,
      );
      moveClock(1000);
    }
    moveClock(14 * DAY_MS);
    const first = await employerReviews(employer.user.id, '?limit=2');
    expect(first.count).toBe(3);
    expect(first.ratings.paidAsPromised).toEqual({ average: 3, count: 3 });
    expect(first.reviews.map((review) => review.id)).toEqual([written[2], written[1]]);
    const second = await employerReviews(employer.user.id, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.reviews.map((review) => review.id)).toEqual([written[0]]);
    expect(second.nextCursor).toBeNull();

    const forged = await injectAs(ctx.app, null).get(`/api/employers/${employer.user.id}/reviews?cursor=abc`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject(errorBody(REVIEW_MESSAGES.cursorInvalid));
    const notEmployer = await injectAs(ctx.app, null).get(`/api/employers/${(await completeWorker(ctx)).user.id}/reviews`);
    expect(notEmployer.statusCode).toBe(404);
    expect((await injectAs(ctx.app, null).get('/api/employers/nope/reviews')).statusCode).toBe(400);
  });
});

describe('PATCH /api/reviews/{id}', () => {
  it('lets the author edit for 14 days, moderates the edit, and refuses anyone else', async () => {
    const { worker, employer, applicationId } = await dueHire(ctx, now);
    const review = (await postReview(worker, reviewBody(applicationId, WORKER_SIDE_RATINGS))).json() as Review;
    const edit = (caller: Caller, body: object) => injectAs(ctx.app, caller).patch(`/api/reviews/${review.id}`, body);
    const changed = { ratings: { ...WORKER_SIDE_RATINGS, paidAsPromised: 2 }, text: 'Paid two weeks late.' };

    moveClock(DAY_MS);
    const edited = await edit(worker, changed);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ ...changed, status: 'published', createdAt: review.createdAt, updatedAt: now.toISOString() });
    expect((await edit(worker, { ...changed, ratings: { ...WORKER_SIDE_RATINGS, siteSafety: 9 } })).statusCode).toBe(400);
    const byOther = await edit(employer, { ratings: EMPLOYER_SIDE_RATINGS, text: '' });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toMatchObject(errorBody(REVIEW_MESSAGES.notYourReview));
    expect((await edit(worker, { ...changed, text: 'Call me at 713-555-0188.' })).json()).toMatchObject({ status: 'held' });
    // Clean again, it stays held for the operator.
    expect((await edit(worker, changed)).json()).toMatchObject({ status: 'held' });

    moveClock(13 * DAY_MS);
    const late = await edit(worker, changed);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject(errorBody(REVIEW_MESSAGES.editWindowClosed));
    expect((await injectAs(ctx.app, worker).patch('/api/reviews/7b0f5a52-58c6-4d53-8a56-0d4c3c1b2a10', changed)).statusCode).toBe(404);
  });
});

describe('POST /api/reviews/{id}/response', () => {
  it('lets the reviewed employer answer once, publicly; anyone else is refused', async () => {
    const { worker, employer, applicationId } = await dueHire(ctx, now);
    const review = (await postReview(worker, reviewBody(applicationId, WORKER_SIDE_RATINGS))).json() as Review;
    const ownReview = (await postReview(employer, reviewBody(applicationId, EMPLOYER_SIDE_RATINGS))).json() as Review;
    const respond = (caller: Caller, id: string, body: object) => injectAs(ctx.app, caller).post(`/api/reviews/${id}/response`, body);

    expect((await respond(employer, review.id, { text: '' })).json()).toMatchObject(errorBody(REVIEW_MESSAGES.responseRequired));
    expect((await respond(employer, review.id, { text: 'x'.repeat(2001) })).json()).toMatchObject(
      errorBody(REVIEW_MESSAGES.responseTooLong),
    );
    expect((await respond(await registerUser(ctx.app, 'employer'), review.id, { text: 'Hi' })).statusCode).toBe(404);
    expect((await respond(worker, review.id, { text: 'Hi' })).statusCode).toBe(403);
    const onOwn = await respond(employer, ownReview.id, { text: 'Hi' });
    expect(onOwn.statusCode).toBe(403);
    expect(onOwn.json()).toMatchObject(errorBody(REVIEW_MESSAGES.notReviewOfYou));

    const answered = await respond(employer, review.id, { text: 'Thank you for the work on the line.' });
    expect(answered.statusCode).toBe(201);
    expect(answered.json()).toMatchObject({
      response: { text: 'Thank you for the work on the line.', status: 'published', createdAt: now.toISOString() },
    });
    const again = await respond(employer, review.id, { text: 'One more thing.' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject(errorBody(REVIEW_MESSAGES.alreadyAnswered));
    expect((await employerReviews(employer.user.id)).reviews[0]!.response).toEqual({
      text: 'Thank you for the work on the line.',
      createdAt: now.toISOString(),
    });
  });
});

describe('moderation', () => {
  it('holds a review with a phone number, an e-mail address or a threat (slurs: core/reviews/moderation.test.ts): never public, never counted', async () => {
    const texts = [
      ['Call the foreman at (713) 555-0188 before you apply.', ['phone_number']],
      ['Write to boss@gulf-rigging.example.com about it.', ['email_address']],
      ['Te voy a matar si no me pagas.', ['threat']],
    ] as const;
    for (const [text, reasons] of texts) {
      const { worker, employer, applicationId } = await dueHire(ctx, now);
      const held = await postReview(worker, reviewBody(applicationId, WORKER_SIDE_RATINGS, text));
      expect(held.statusCode).toBe(201);
      expect(held.json()).toMatchObject({ status: 'held', text });
      const [row] = await ctx.database.db.select().from(reviews).where(eq(reviews.applicationId, applicationId));
      expect(row!.holdReasons).toEqual(reasons);
      expect((await postReview(employer, reviewBody(applicationId, EMPLOYER_SIDE_RATINGS))).statusCode).toBe(201);
      expect(await employerReviews(employer.user.id)).toMatchObject({
        count: 0,
        reviews: [],
        ratings: { paidAsPromised: { average: null, count: 0 } },
      });
      // Held, it is no review the employer may answer.
      expect((await injectAs(ctx.app, employer).post(`/api/reviews/${row!.id}/response`, { text: 'Hi' })).statusCode).toBe(404);
    }
  });

  it('holds an employer’s response with contact details: the review stays shown without it', async () => {
    const { worker, employer, applicationId } = await dueHire(ctx, now);
    const review = (await postReview(worker, reviewBody(applicationId, WORKER_SIDE_RATINGS))).json() as Review;
    await postReview(employer, reviewBody(applicationId, EMPLOYER_SIDE_RATINGS));
    const answered = await injectAs(ctx.app, employer).post(`/api/reviews/${review.id}/response`, {
      text: 'Text me on WhatsApp 713 555 0188',
    });
    expect(answered.json()).toMatchObject({ response: { status: 'held' } });
    expect((await employerReviews(employer.user.id)).reviews.map((shown) => [shown.id, shown.response])).toEqual([[review.id, null]]);
  });
});

describe('the hire’s stamp', () => {
  it('is written when an application is hired and dropped when the hire is undone', async () => {
    const { employer, applicationId } = await applicationFor(ctx, now);
    const stamp = async () =>
      (await ctx.database.db.select().from(applicationHires).where(eq(applicationHires.applicationId, applicationId)))[0];
    expect((await stamp())?.hiredAt).toBeInstanceOf(Date);
    await injectAs(ctx.app, employer).patch(`/api/applications/${applicationId}/status`, { status: 'interview' });
    expect(await stamp()).toBeUndefined();
    await ctx.database.db.update(applications).set({ status: 'accepted' }).where(eq(applications.id, applicationId));
    expect(await stamp()).toBeDefined();
  });
});
