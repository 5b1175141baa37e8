import { eq } from 'drizzle-orm';
import type { CreateReviewRequest, ReviewRatings } from '@core/reviews/schemas';
import { applicationHires } from '../../db/schema/reviews';
import { injectAs, type Caller } from '../../test/api';
import { completeWorker, insertJob } from '../../test/factories';
import { registerUser, type TestContext } from '../../test/test-app';

export const WORKER_SIDE_RATINGS: ReviewRatings = { paidAsPromised: 5, siteSafety: 4, postMatchedWork: 5, wouldWorkAgain: 4 };
export const EMPLOYER_SIDE_RATINGS: ReviewRatings = { skill: 5, reliability: 4, safety: 5, wouldHireAgain: true };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A worker's application to an employer's job, open for 30 days from the test's `now`, through the API; `hired`
 * moves it to accepted as the employer does.
 */
export async function applicationFor(ctx: TestContext, now: Date, { hired = true }: { hired?: boolean } = {}) {
  const worker = await completeWorker(ctx);
  const employer = await registerUser(ctx.app, 'employer');
  const job = await insertJob(ctx, employer.user.id, { expiresAt: new Date(now.getTime() + 30 * DAY_MS) });
  const applied = await injectAs(ctx.app, worker).post('/api/applications', { jobId: job.id });
  if (applied.statusCode !== 201) throw new Error(`not applied: ${applied.body}`);
  const applicationId = (applied.json() as { id: string }).id;
  if (hired) await hireApplication(ctx, employer, applicationId);
  return { worker, employer, job, applicationId };
}

export async function hireApplication(ctx: TestContext, employer: Caller, applicationId: string) {
  const response = await injectAs(ctx.app, employer).patch(`/api/applications/${applicationId}/status`, { status: 'accepted' });
  if (response.statusCode !== 200) throw new Error(`not hired: ${response.body}`);
}

/**
 * The hire's stamp is the database's clock (the trigger of migration 0060); a test that moves the app's clock
 * sets it to the moved instant, so "14 days since the hire" counts from the test's own now.
 */
export async function stampHire(ctx: TestContext, applicationId: string, hiredAt: Date) {
  await ctx.database.db.update(applicationHires).set({ hiredAt }).where(eq(applicationHires.applicationId, applicationId));
}

/** A hire made 14 days before `now`: due for review though its job is open. */
export async function dueHire(ctx: TestContext, now: Date) {
  const hire = await applicationFor(ctx, now);
  await stampHire(ctx, hire.applicationId, new Date(now.getTime() - 14 * DAY_MS));
  return hire;
}

export function reviewBody(applicationId: string, ratings: ReviewRatings, text = 'Paid every Friday, safe site.'): CreateReviewRequest {
  return { applicationId, ratings, text };
}
