import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES } from '@core/applications/schemas';
import { JOB_MESSAGES } from '@core/jobs/schemas';
import { SUBSCRIPTION_MESSAGES } from '@core/subscriptions/schemas';
import { jobs } from '../../db/schema/jobs';
import { jobPostGrants } from '../../db/schema/payments';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { completeEmployerProfile, completeWorker, grantJobPosts, insertJob } from '../../test/factories';
import { createTestApp, registerUser } from '../../test/test-app';
import { expireJobPosts } from './service';
const DAY_MS = 24 * 60 * 60 * 1000;
let ctx;
let employer;
let otherEmployer;
let worker;
const validJob = {
    title: 'Substation Electrician',
    industry: 'construction',
    description: 'Terminate medium-voltage cable.',
    location: 'Houston, TX',
    jobType: 'full-time',
    experienceLevel: 'mid',
};
beforeAll(async () => {
    ctx = await createTestApp();
    employer = await registerUser(ctx.app, 'employer');
    otherEmployer = await registerUser(ctx.app, 'employer');
    worker = await registerUser(ctx.app, 'worker');
    await completeEmployerProfile(ctx.database.db, employer.user.id, 'Volt Crew');
    await completeEmployerProfile(ctx.database.db, otherEmployer.user.id, 'Other Crew');
});
afterAll(async () => {
    await ctx?.close();
});
/** Within a minute of `days` from now. */
function expectDaysFromNow(iso, days) {
    expect(Math.abs(Date.parse(iso) - (Date.now() + days * DAY_MS))).toBeLessThan(60_000);
}
async function grantBoostedPost(employerId) {
    const now = Date.now();
    await ctx.database.db.insert(jobPostGrants).values({
        employerId,
        plan: 'boosted',
        posts: 1,
        isBoosted: true,
        startsAt: new Date(now - DAY_MS),
        endsAt: new Date(now + 59 * DAY_MS),
    });
}
async function employerJob(caller, jobId) {
    const response = await injectAs(ctx.app, caller).get(`/api/employer/${caller.user.id}/jobs`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().find((job) => job.id === jobId);
}
async function postsUsed(caller) {
    const response = await injectAs(ctx.app, caller).get(`/api/employer/subscription?userId=${caller.user.id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().jobPostsUsed;
}
/** Ends the job's post a minute ago and runs the sweep, as the minute timer would. */
async function expire(jobId) {
    await ctx.database.db
        .update(jobs)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(jobs.id, jobId));
    await expireJobPosts(ctx.app.db, ctx.app.clock());
}
describe('migration 0023 backfill', () => {
    it('dates existing jobs from their posting: 60 days on a Boosted post or boost, 30 otherwise', async () => {
        const db = ctx.database.db;
        const postedAt = new Date('2026-01-10T12:00:00.000Z');
        const [grant] = await db
            .insert(jobPostGrants)
            .values({
            employerId: otherEmployer.user.id,
            plan: 'boosted',
            posts: 1,
            isBoosted: true,
            startsAt: postedAt,
            endsAt: new Date('2026-03-11T12:00:00Z'),
        })
            .returning();
        const basic = await insertJob(ctx, otherEmployer.user.id, { postedAt });
        const boostedGrant = await insertJob(ctx, otherEmployer.user.id, { postedAt, postGrantId: grant.id });
        const boosted = await insertJob(ctx, otherEmployer.user.id, { postedAt, boostedUntil: new Date('2026-03-11T12:00:00Z') });
        const migration = readFileSync(path.join(import.meta.dirname, '../../db/migrations/0023_job_expiry.sql'), 'utf8');
        const backfill = migration.split('--> statement-breakpoint').find((statement) => statement.trim().startsWith('UPDATE'));
        await db.execute(sql.raw(backfill));
        const expiresAt = async (id) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0].expiresAt.toISOString();
        expect(await expiresAt(basic.id)).toBe('2026-02-09T12:00:00.000Z');
        expect(await expiresAt(boostedGrant.id)).toBe('2026-03-11T12:00:00.000Z');
        expect(await expiresAt(boosted.id)).toBe('2026-03-11T12:00:00.000Z');
        await db.delete(jobs).where(eq(jobs.employerId, otherEmployer.user.id));
        await db.delete(jobPostGrants).where(eq(jobPostGrants.id, grant.id));
    });
});
describe('expiry of a new post', () => {
    it('gives the free post 30 days and a Boosted post 60, shown on the employer job card', async () => {
        const free = await injectAs(ctx.app, employer).post('/api/jobs', validJob);
        expect(free.statusCode, free.body).toBe(201);
        const freeJob = await employerJob(employer, free.json().id);
        expectDaysFromNow(freeJob.expiresAt, 30);
        expect(freeJob.isExpired).toBe(false);
        await grantBoostedPost(employer.user.id);
        const boosted = await injectAs(ctx.app, employer).post('/api/jobs', { ...validJob, title: 'Boosted Lineman' });
        expect(boosted.statusCode, boosted.body).toBe(201);
        const boostedJob = await employerJob(employer, boosted.json().id);
        expectDaysFromNow(boostedJob.expiresAt, 60);
        expect(boostedJob.isBoosted).toBe(true);
    });
});
describe('an expired job', () => {
    it('leaves search and counts, reads as closed to workers and visitors, and stays on its employer list as expired', async () => {
        const job = await insertJob(ctx, employer.user.id, { title: 'Expiring Cable Splicer' });
        const search = () => injectAs(ctx.app, worker).get('/api/jobs?q=splicer');
        const count = () => injectAs(ctx.app, worker).get('/api/jobs/count?q=splicer');
        expect((await search()).json().jobs.map((found) => found.id)).toEqual([job.id]);
        await ctx.database.db
            .update(jobs)
            .set({ expiresAt: new Date(Date.now() - 1000) })
            .where(eq(jobs.id, job.id));
        // At once, before the sweep: the job itself reads as closed.
        expect((await injectAs(ctx.app, worker).get(`/api/jobs/${job.id}`)).statusCode).toBe(404);
        const publicJob = await injectAs(ctx.app, null).get(`/api/public/jobs/${job.id}`);
        expect(publicJob.statusCode).toBe(410);
        expect(publicJob.json()).toEqual(errorBody(JOB_MESSAGES.noLongerAvailable));
        expect(await expireJobPosts(ctx.app.db, ctx.app.clock())).toBe(1);
        expect(await expireJobPosts(ctx.app.db, ctx.app.clock())).toBe(0);
        expect((await search()).json().jobs).toEqual([]);
        expect((await count()).json()).toEqual({ total: 0, isCapped: false });
        const own = await employerJob(employer, job.id);
        expect(own).toMatchObject({ isActive: false, isExpired: true });
        expect((await injectAs(ctx.app, employer).get(`/api/jobs/${job.id}`)).statusCode).toBe(200);
    });
    it('can be neither applied to nor saved, before the sweep too', async () => {
        const applicant = await completeWorker(ctx);
        const job = await insertJob(ctx, employer.user.id, { title: 'Lapsed Millwright', expiresAt: new Date(Date.now() - 1000) });
        const apply = await injectAs(ctx.app, applicant).post('/api/applications', { jobId: job.id, status: 'pending' });
        expect(apply.statusCode).toBe(400);
        expect(apply.json()).toEqual(errorBody(APPLICATION_MESSAGES.jobInactive));
        expect((await injectAs(ctx.app, applicant).post('/api/saved-jobs', { jobId: job.id })).statusCode).toBe(404);
    });
    it('cannot be reopened: the employer is told to renew it; closing it still works', async () => {
        const job = await insertJob(ctx, employer.user.id, { title: 'Expired Pipefitter' });
        await expire(job.id);
        const reopen = await injectAs(ctx.app, employer).patch(`/api/jobs/${job.id}/status`, { isActive: true });
        expect(reopen.statusCode).toBe(409);
        expect(reopen.json()).toEqual(errorBody(JOB_MESSAGES.expiredRenewToReopen));
        expect((await injectAs(ctx.app, employer).patch(`/api/jobs/${job.id}/status`, { isActive: false })).statusCode).toBe(200);
        expect((await injectAs(ctx.app, otherEmployer).patch(`/api/jobs/${job.id}/status`, { isActive: true })).statusCode).toBe(404);
    });
});
describe('POST /api/jobs/:jobId/renew', () => {
    it('lists an expired job again for a new post, which it takes from the allowance', async () => {
        await grantJobPosts(ctx.database.db, employer.user.id, 1);
        const job = await insertJob(ctx, employer.user.id, { title: 'Renewed Instrument Tech', postedAt: new Date(Date.now() - 40 * DAY_MS) });
        await expire(job.id);
        const usedBefore = await postsUsed(employer);
        const response = await injectAs(ctx.app, employer).post(`/api/jobs/${job.id}/renew`);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toMatchObject({ id: job.id, isActive: true, isExpired: false, companyName: 'Volt Crew' });
        expectDaysFromNow(response.json().expiresAt, 30);
        expect(await postsUsed(employer)).toBe(usedBefore + 1);
        expect((await employerJob(employer, job.id)).postedAt).toBe(job.postedAt.toISOString());
        const search = await injectAs(ctx.app, worker).get('/api/jobs?q=instrument');
        expect(search.json().jobs.map((found) => found.id)).toEqual([job.id]);
        // Listed again: not expired, so a second renewal is refused and uses nothing.
        const again = await injectAs(ctx.app, employer).post(`/api/jobs/${job.id}/renew`);
        expect(again.statusCode).toBe(409);
        expect(again.json()).toEqual(errorBody(JOB_MESSAGES.notExpired));
        expect(await postsUsed(employer)).toBe(usedBefore + 1);
    });
    it('answers the no-posts error when no post is left, and changes nothing', async () => {
        const job = await insertJob(ctx, employer.user.id, { title: 'Unrenewed Welder' });
        await expire(job.id);
        const usedBefore = await postsUsed(employer);
        const response = await injectAs(ctx.app, employer).post(`/api/jobs/${job.id}/renew`);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(errorBody(SUBSCRIPTION_MESSAGES.noPostsLeft));
        expect(await employerJob(employer, job.id)).toMatchObject({ isActive: false, isExpired: true });
        expect(await postsUsed(employer)).toBe(usedBefore);
    });
    it("answers 404 for another employer's job or an unknown id, and 403 to a worker", async () => {
        const job = await insertJob(ctx, employer.user.id, { title: 'Not Yours' });
        await expire(job.id);
        await grantJobPosts(ctx.database.db, otherEmployer.user.id, 1);
        const others = await injectAs(ctx.app, otherEmployer).post(`/api/jobs/${job.id}/renew`);
        expect(others.statusCode).toBe(404);
        expect(others.json()).toEqual(errorBody(JOB_MESSAGES.notFound));
        expect((await injectAs(ctx.app, otherEmployer).post('/api/jobs/not-a-job/renew')).statusCode).toBe(404);
        const byWorker = await injectAs(ctx.app, worker).post(`/api/jobs/${job.id}/renew`);
        expect(byWorker.statusCode).toBe(403);
        expect(byWorker.json()).toEqual(errorBody(JOB_MESSAGES.employersOnly));
        expect((await injectAs(ctx.app, null).post(`/api/jobs/${job.id}/renew`)).statusCode).toBe(401);
        expect(await postsUsed(otherEmployer)).toBe(0);
    });
});
