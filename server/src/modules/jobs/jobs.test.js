import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '@core/jobs/schemas';
import { applications } from '../../db/schema/applications';
import { jobs } from '../../db/schema/jobs';
import { injectAs } from '../../test/api';
import { createTestApp, registerUser } from '../../test/test-app';
import { completeEmployerProfile, grantJobPosts } from '../../test/factories';
import { errorBody } from '../../test/error-body';
let ctx;
let employerA;
let employerB;
let worker;
const validJob = {
    title: 'Journeyman Electrician',
    industry: 'construction',
    description: 'Commercial tenant improvements.',
    location: 'Houston, TX',
    jobType: 'full-time',
    experienceLevel: 'mid',
    salaryMin: 55000,
    salaryMax: 75000,
    requirements: ['OSHA 10', 'Valid license', '  ', 'OSHA 10'],
    skills: ['Conduit bending'],
};
beforeAll(async () => {
    ctx = await createTestApp();
    employerA = await registerUser(ctx.app, 'employer');
    employerB = await registerUser(ctx.app, 'employer');
    worker = await registerUser(ctx.app, 'worker');
    await completeEmployerProfile(ctx.database.db, employerA.user.id, 'Acme Builders');
    await completeEmployerProfile(ctx.database.db, employerB.user.id, 'Bravo Energy');
    await grantJobPosts(ctx.database.db, employerA.user.id, 20);
});
afterAll(async () => {
    await ctx?.close();
});
async function postJob(overrides = {}) {
    const response = await injectAs(ctx.app, employerA).post('/api/jobs', { ...validJob, ...overrides });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
}
describe('POST /api/jobs', () => {
    it('creates a job for a complete company profile', async () => {
        const response = await injectAs(ctx.app, employerA).post('/api/jobs', { ...validJob, salaryMin: '55000', salaryMax: '' });
        expect(response.statusCode).toBe(201);
        expect(response.json()).toMatchObject({
            title: 'Journeyman Electrician',
            companyName: 'Acme Builders',
            salaryMin: 55000,
            salaryMax: null,
            requirements: ['OSHA 10', 'Valid license'],
            isActive: true,
            employerId: employerA.user.id,
        });
        const [row] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, response.json().id));
        expect(row).toMatchObject({ lat: 29.76328, lng: -95.36327 });
    });
    it.each([
        [{ title: '  ' }, JOB_MESSAGES.titleRequired],
        [{ title: undefined }, JOB_MESSAGES.titleRequired],
        [{ industry: '' }, JOB_MESSAGES.industryRequired],
        [{ industry: 'farming' }, JOB_MESSAGES.industryRequired],
        [{ description: '' }, JOB_MESSAGES.descriptionRequired],
        [{ location: '' }, JOB_MESSAGES.locationRequired],
        [{ jobType: '' }, JOB_MESSAGES.jobTypeRequired],
        [{ jobType: 'internship' }, JOB_MESSAGES.jobTypeRequired],
        [{ experienceLevel: 'entry-level' }, JOB_MESSAGES.experienceLevelInvalid],
        [{ salaryMin: 1_000_000 }, JOB_MESSAGES.minSalaryTooHigh],
        [{ salaryMin: 0, salaryMax: '1000000' }, JOB_MESSAGES.maxSalaryTooHigh],
        [{ salaryMin: -1 }, JOB_MESSAGES.salaryNegative],
        [{ salaryMin: 50000.5 }, JOB_MESSAGES.salaryNotWhole],
        [{ salaryMin: 'abc' }, JOB_MESSAGES.salaryNotWhole],
        [{ salaryMin: 80000, salaryMax: 70000 }, JOB_MESSAGES.minAboveMax],
    ])('refuses %j with 400', async (overrides, message) => {
        const response = await injectAs(ctx.app, employerA).post('/api/jobs', { ...validJob, ...overrides });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(errorBody(message));
    });
    it('accepts the create cap exactly and no experience level', async () => {
        const job = await postJob({ salaryMin: 999_999, salaryMax: 999_999, experienceLevel: '' });
        expect(job).toMatchObject({ salaryMax: 999_999, experienceLevel: null });
    });
    it('refuses a worker and an incomplete company profile with 403', async () => {
        const asWorker = await injectAs(ctx.app, worker).post('/api/jobs', validJob);
        expect(asWorker.statusCode).toBe(403);
        expect(asWorker.json()).toEqual(errorBody(JOB_MESSAGES.employersOnly));
        const incomplete = await registerUser(ctx.app, 'employer');
        const response = await injectAs(ctx.app, incomplete).post('/api/jobs', validJob);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(errorBody(JOB_MESSAGES.profileRequired));
    });
    it('stops at the plan limit with the plan message', async () => {
        expect((await injectAs(ctx.app, employerB).post('/api/jobs', validJob)).statusCode).toBe(201);
        const second = await injectAs(ctx.app, employerB).post('/api/jobs', validJob);
        expect(second.statusCode).toBe(403);
        expect(second.json().message).toMatch(/no job posts left/i);
    });
    it('needs a signed-in user', async () => {
        expect((await injectAs(ctx.app, null).post('/api/jobs', validJob)).statusCode).toBe(401);
    });
});
describe('employer job list', () => {
    it("lists the employer's own jobs, inactive too, and refuses someone else's list", async () => {
        const job = await postJob({ title: 'Listed Job' });
        await injectAs(ctx.app, employerA).patch(`/api/jobs/${job.id}/status`, { isActive: false });
        const own = await injectAs(ctx.app, employerA).get(`/api/employer/${employerA.user.id}/jobs`);
        expect(own.statusCode).toBe(200);
        expect(own.json()).toEqual(expect.arrayContaining([expect.objectContaining({ id: job.id, isActive: false })]));
        expect(own.json().every((item) => item.employerId === employerA.user.id)).toBe(true);
        expect((await injectAs(ctx.app, employerB).get(`/api/employer/${employerA.user.id}/jobs`)).statusCode).toBe(403);
        expect((await injectAs(ctx.app, worker).get(`/api/employer/${employerA.user.id}/jobs`)).statusCode).toBe(403);
    });
});
describe('PUT, PATCH and DELETE /api/jobs/:jobId', () => {
    it('edits with the edit lists and the 10,000,000 cap', async () => {
        const job = await postJob();
        const response = await injectAs(ctx.app, employerA).put(`/api/jobs/${job.id}`, {
            ...validJob,
            title: 'Master Electrician',
            jobType: 'internship',
            experienceLevel: 'senior-level',
            salaryMin: 5_000_000,
            salaryMax: 10_000_000,
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
            title: 'Master Electrician',
            jobType: 'internship',
            experienceLevel: 'senior-level',
            salaryMax: 10_000_000,
        });
    });
    it.each([
        [{ salaryMax: 10_000_001 }, JOB_MESSAGES.maxSalaryTooHigh],
        [{ title: '' }, JOB_MESSAGES.titleRequired],
        [{ location: ' ' }, JOB_MESSAGES.locationRequired],
        [{ salaryMin: 9, salaryMax: 8 }, JOB_MESSAGES.minAboveMax],
    ])('refuses the edit %j with 400', async (overrides, message) => {
        const job = await postJob();
        const response = await injectAs(ctx.app, employerA).put(`/api/jobs/${job.id}`, { ...validJob, ...overrides });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(errorBody(message));
    });
    it("answers 404 when employer B touches A's job, 403 for a worker", async () => {
        const job = await postJob();
        for (const [method, url, payload] of [
            ['PUT', `/api/jobs/${job.id}`, validJob],
            ['PATCH', `/api/jobs/${job.id}/status`, { isActive: false }],
            ['DELETE', `/api/jobs/${job.id}`, undefined],
        ]) {
            const response = await injectAs(ctx.app, employerB).send(method, url, payload);
            expect(response.statusCode).toBe(404);
            expect(response.json()).toEqual(errorBody(JOB_MESSAGES.notFound));
            expect((await injectAs(ctx.app, worker).send(method, url, payload)).statusCode).toBe(403);
        }
        const [row] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, job.id));
        expect(row).toMatchObject({ title: validJob.title, isActive: true });
    });
    it('deactivates, hides from search, and reactivates', async () => {
        const job = await postJob({ title: 'Toggle Rigger' });
        const off = await injectAs(ctx.app, employerA).patch(`/api/jobs/${job.id}/status`, { isActive: false });
        expect(off.json()).toMatchObject({ isActive: false });
        const hidden = await injectAs(ctx.app, worker).get('/api/jobs?q=rigger');
        expect(hidden.json().jobs).toEqual([]);
        await injectAs(ctx.app, employerA).patch(`/api/jobs/${job.id}/status`, { isActive: true });
        expect((await injectAs(ctx.app, worker).get('/api/jobs?q=rigger')).json().jobs).toHaveLength(1);
    });
    it("deletes the job and keeps its applications' snapshot", async () => {
        const job = await postJob({ title: 'Short-lived Job' });
        const [application] = await ctx.database.db
            .insert(applications)
            .values({
            jobId: job.id,
            workerId: worker.user.id,
            employerId: employerA.user.id,
            jobTitle: 'Short-lived Job',
            companyName: 'Acme Builders',
            jobLocation: 'Houston, TX',
        })
            .returning();
        const response = await injectAs(ctx.app, employerA).delete(`/api/jobs/${job.id}`);
        expect(response.statusCode).toBe(200);
        expect((await injectAs(ctx.app, employerA).get(`/api/jobs/${job.id}`)).statusCode).toBe(404);
        const [kept] = await ctx.database.db.select().from(applications).where(eq(applications.id, application.id));
        expect(kept).toMatchObject({ jobId: null, jobTitle: 'Short-lived Job' });
        expect((await injectAs(ctx.app, employerA).delete(`/api/jobs/${job.id}`)).statusCode).toBe(404);
    });
});
describe('POST /api/jobs/bulk-from-estimate', () => {
    const estimate = {
        industry: 'datacenter',
        projectSize: 'large',
        timeline: '13-26',
        location: 'Dallas, TX',
        complexity: 'advanced',
        workerBreakdown: { Electricians: 6, 'HVAC Technicians': 3, Laborers: 4 },
        totalWorkers: 13,
    };
    it('creates one job per selected role in one go', async () => {
        const response = await injectAs(ctx.app, employerA).post('/api/jobs/bulk-from-estimate', {
            ...estimate,
            selectedRoles: ['Electricians', 'HVAC Technicians'],
        });
        expect(response.statusCode).toBe(201);
        const body = response.json();
        expect(body.totalPositions).toBe(9);
        expect(body.jobs.map((job) => [job.title, job.positions])).toEqual([
            ['Electricians', 6],
            ['HVAC Technicians', 3],
        ]);
        expect(body.jobs[0]).toMatchObject({ industry: 'datacenter', location: 'Dallas, TX', jobType: 'contract' });
        expect(body.jobs[0].description).toContain('6 Electricians positions');
    });
    it.each([
        [{ selectedRoles: [] }, JOB_MESSAGES.noWorkerTypes, 'jobs.no_worker_types'],
        [{}, JOB_MESSAGES.noWorkerTypes, 'jobs.no_worker_types'],
        [{ selectedRoles: ['Welders'] }, `${JOB_MESSAGES.unknownWorkerType}: Welders`, 'jobs.unknown_worker_type'],
    ])('refuses %j with 400', async (overrides, message, code) => {
        const response = await injectAs(ctx.app, employerA).post('/api/jobs/bulk-from-estimate', { ...estimate, ...overrides });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(errorBody(message, code));
    });
    it('creates nothing when the plan cannot cover every role', async () => {
        const employer = await registerUser(ctx.app, 'employer');
        await completeEmployerProfile(ctx.database.db, employer.user.id);
        const response = await injectAs(ctx.app, employer).post('/api/jobs/bulk-from-estimate', {
            ...estimate,
            selectedRoles: ['Electricians', 'Laborers'],
        });
        expect(response.statusCode).toBe(403);
        expect(await ctx.database.db.select().from(jobs).where(eq(jobs.employerId, employer.user.id))).toEqual([]);
        expect((await injectAs(ctx.app, worker).post('/api/jobs/bulk-from-estimate', { ...estimate, selectedRoles: ['Laborers'] })).statusCode).toBe(403);
    });
});
