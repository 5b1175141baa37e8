import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '@core/jobs/schemas';
import { applications } from '../../db/schema/applications';
import { jobViewDays } from '../../db/schema/jobs';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { employerWithJob, insertJob } from '../../test/factories';
import { createTestApp, registerUser } from '../../test/test-app';
let ctx;
let employer;
let workers;
beforeAll(async () => {
    ctx = await createTestApp();
    employer = await employerWithJob(ctx);
    workers = await Promise.all([registerUser(ctx.app, 'worker'), registerUser(ctx.app, 'worker'), registerUser(ctx.app, 'worker')]);
});
afterAll(async () => {
    await ctx?.close();
});
const listJobs = (caller, employerId = employer.user.id) => injectAs(ctx.app, caller).get(`/api/employer/${employerId}/jobs`);
describe('GET /api/employer/:userId/jobs counts', () => {
    it('gives each job its applications per stage and its views by signed-in workers and the public page', async () => {
        const quiet = await insertJob(ctx, employer.user.id, { title: 'Quiet Job' });
        const statuses = ['pending', 'pending', 'interview'];
        await ctx.database.db.insert(applications).values(statuses.map((status, index) => ({
            jobId: employer.job.id,
            workerId: workers[index].user.id,
            employerId: employer.user.id,
            jobTitle: employer.job.title,
            status,
        })));
        for (const view of [
            injectAs(ctx.app, workers[0]).get(`/api/jobs/${employer.job.id}`),
            injectAs(ctx.app, workers[1]).get(`/api/jobs/${employer.job.id}`),
            injectAs(ctx.app, null).get(`/api/public/jobs/${employer.job.id}`),
        ]) {
            expect((await view).statusCode).toBe(200);
        }
        // The employer's own look is not a view.
        await injectAs(ctx.app, employer).get(`/api/jobs/${employer.job.id}`);
        const res = await listJobs(employer);
        expect(res.statusCode).toBe(200);
        const byId = new Map(res.json().map((job) => [job.id, job]));
        expect(byId.get(employer.job.id)).toMatchObject({
            applicationCounts: { pending: 2, reviewed: 0, interview: 1, accepted: 0, rejected: 0 },
            views: 3,
        });
        expect(byId.get(quiet.id)).toMatchObject({
            applicationCounts: { pending: 0, reviewed: 0, interview: 0, accepted: 0, rejected: 0 },
            views: 0,
        });
        // Counted views are written as one row per job and day, added to on the next read.
        await injectAs(ctx.app, workers[2]).get(`/api/jobs/${employer.job.id}`);
        expect((await listJobs(employer)).json()[0]).toMatchObject({ id: quiet.id, views: 0 });
        const rows = await ctx.database.db.select().from(jobViewDays);
        expect(rows).toEqual([{ jobId: employer.job.id, day: new Date().toISOString().slice(0, 10), views: 4 }]);
    });
    it('refuses another employer (403), a worker (403) and a signed-out visitor (401)', async () => {
        const other = await registerUser(ctx.app, 'employer');
        const refused = await listJobs(other);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual(errorBody(JOB_MESSAGES.notYourJobs));
        expect((await listJobs(workers[0])).statusCode).toBe(403);
        expect((await listJobs(null)).statusCode).toBe(401);
    });
    it('does not count a view of a closed or unknown job', async () => {
        const closed = await insertJob(ctx, employer.user.id, { isActive: false });
        expect((await injectAs(ctx.app, null).get(`/api/public/jobs/${closed.id}`)).statusCode).toBe(410);
        expect((await injectAs(ctx.app, workers[0]).get(`/api/jobs/${closed.id}`)).statusCode).toBe(404);
        expect((await injectAs(ctx.app, workers[0]).get('/api/jobs/not-a-job')).statusCode).toBe(404);
        const listed = (await listJobs(employer)).json();
        expect(listed.find((job) => job.id === closed.id)?.views).toBe(0);
    });
});
describe('GET /api/employer/:userId/jobs/:jobId/activity', () => {
    const activityOf = (caller, jobId, employerId = employer.user.id) => injectAs(ctx.app, caller).get(`/api/employer/${employerId}/jobs/${jobId}/activity`);
    it('gives the last 30 days of views and new applications, oldest first, today last', async () => {
        const job = await insertJob(ctx, employer.user.id, { title: 'Charted Job' });
        await injectAs(ctx.app, null).get(`/api/public/jobs/${job.id}`);
        await injectAs(ctx.app, workers[0]).get(`/api/jobs/${job.id}`);
        await ctx.database.db
            .insert(applications)
            .values({ jobId: job.id, workerId: workers[0].user.id, employerId: employer.user.id, jobTitle: job.title });
        const res = await activityOf(employer, job.id);
        expect(res.statusCode).toBe(200);
        const { days } = res.json();
        expect(days).toHaveLength(30);
        const today = new Date().toISOString().slice(0, 10);
        expect(days.at(-1)).toEqual({ day: today, views: 2, applications: 1 });
        expect(days[0].day).toBe(new Date(Date.parse(today) - 29 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10));
        expect(days.slice(0, -1).every((day) => day.views === 0 && day.applications === 0)).toBe(true);
    });
    it("answers 404 for an unknown, malformed or another employer's job, 403 for another employer's list and 401 signed out", async () => {
        const other = await employerWithJob(ctx, 'Other Co');
        const notFound = await activityOf(employer, other.job.id);
        expect(notFound.statusCode).toBe(404);
        expect(notFound.json()).toEqual(errorBody(JOB_MESSAGES.notFound));
        expect((await activityOf(employer, 'not-a-job')).statusCode).toBe(404);
        expect((await activityOf(employer, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
        expect((await activityOf(other, employer.job.id)).statusCode).toBe(403);
        expect((await activityOf(workers[0], employer.job.id)).statusCode).toBe(403);
        expect((await activityOf(null, employer.job.id)).statusCode).toBe(401);
    });
});
