import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { APPLICATION_MESSAGES } from '@core/applications/schemas';
import { workerProfiles } from '../../db/schema/worker-profile';
import { injectAs } from '../../test/api';
import { createTestApp } from '../../test/test-app';
import { completeWorker, employerWithJob, insertJob } from '../../test/factories';
import { errorBody } from '../../test/error-body';
// Issue 35 item 3: the employer sees the expected pay in the unit the worker quoted and the availability.
let ctx;
beforeAll(async () => {
    ctx = await createTestApp();
});
afterAll(async () => {
    await ctx?.close();
});
async function hourlyJobAndWorker(profile) {
    const employer = await employerWithJob(ctx);
    const job = await insertJob(ctx, employer.user.id, { title: 'Rig Welder', payUnit: 'hour', salaryMin: 38, salaryMax: 45 });
    const worker = await completeWorker(ctx);
    await ctx.database.db.update(workerProfiles).set(profile).where(eq(workerProfiles.userId, worker.user.id));
    return { employer, job, worker };
}
async function applicantFor(employer, applicationId) {
    const list = await injectAs(ctx.app, employer).get('/api/employer/applications');
    expect(list.statusCode).toBe(200);
    const body = list.json();
    const rows = (Array.isArray(body) ? body : (body.applications ?? []));
    return rows.find((row) => row.id === applicationId);
}
describe('POST /api/applications expected pay and availability', () => {
    it('keeps the hourly unit the worker quoted; the employer sees it with the yearly figure', async () => {
        const { employer, job, worker } = await hourlyJobAndWorker({ hourlyRate: 40, availability: 'immediate' });
        const response = await injectAs(ctx.app, worker).post('/api/applications', {
            jobId: job.id,
            expectedSalary: 42 * 2080,
            expectedPayUnit: 'hour',
            availability: 'two-weeks',
        });
        expect(response.statusCode).toBe(201);
        expect(response.json()).toMatchObject({ expectedSalary: 87360, expectedPayUnit: 'hour', availability: 'two-weeks' });
        expect(await applicantFor(employer, response.json().id)).toMatchObject({
            expectedSalary: 87360,
            expectedPayUnit: 'hour',
            availability: 'two-weeks',
        });
    });
    it("fills what the request leaves out from the worker's profile, in the job's unit", async () => {
        const { employer, job, worker } = await hourlyJobAndWorker({ hourlyRate: 40, availability: 'immediate' });
        const response = await injectAs(ctx.app, worker).post('/api/applications', { jobId: job.id });
        expect(response.statusCode).toBe(201);
        expect(await applicantFor(employer, response.json().id)).toMatchObject({
            expectedSalary: 40 * 2080,
            expectedPayUnit: 'hour',
            availability: 'immediate',
        });
    });
    it('keeps an explicit blank as not provided, and leaves pay out when the profile has no rate', async () => {
        const first = await hourlyJobAndWorker({ hourlyRate: 40, availability: 'immediate' });
        const blank = await injectAs(ctx.app, first.worker).post('/api/applications', {
            jobId: first.job.id,
            expectedSalary: '',
            availability: '',
        });
        expect(blank.statusCode).toBe(201);
        expect(blank.json()).toMatchObject({ expectedSalary: null, expectedPayUnit: null, availability: null });
        const second = await hourlyJobAndWorker({ hourlyRate: null, availability: 'one-month' });
        const none = await injectAs(ctx.app, second.worker).post('/api/applications', { jobId: second.job.id });
        expect(none.statusCode).toBe(201);
        expect(none.json()).toMatchObject({ expectedSalary: null, expectedPayUnit: null, availability: 'one-month' });
    });
    it('refuses a bad expected pay or unit with 400 and the message', async () => {
        const { job, worker } = await hourlyJobAndWorker({ hourlyRate: 40, availability: 'immediate' });
        const badPay = await injectAs(ctx.app, worker).post('/api/applications', { jobId: job.id, expectedSalary: '42.5' });
        expect(badPay.statusCode).toBe(400);
        expect(badPay.json()).toEqual(errorBody(APPLICATION_MESSAGES.expectedSalaryInvalid));
        const badUnit = await injectAs(ctx.app, worker).post('/api/applications', {
            jobId: job.id,
            expectedSalary: 100,
            expectedPayUnit: 'week',
        });
        expect(badUnit.statusCode).toBe(400);
        expect(badUnit.json()).toEqual(errorBody(APPLICATION_MESSAGES.expectedPayUnitInvalid));
    });
    it('lets only the worker change it; a yearly edit without a unit is yearly; employers cannot apply', async () => {
        const { employer, job, worker } = await hourlyJobAndWorker({ hourlyRate: 40, availability: 'immediate' });
        const created = await injectAs(ctx.app, worker).post('/api/applications', { jobId: job.id });
        const id = created.json().id;
        const other = await completeWorker(ctx);
        const foreign = await injectAs(ctx.app, other).put(`/api/applications/${id}`, { expectedSalary: 1, expectedPayUnit: 'hour' });
        expect(foreign.statusCode).toBe(404);
        const yearly = await injectAs(ctx.app, worker).put(`/api/applications/${id}`, { expectedSalary: 95000 });
        expect(yearly.statusCode).toBe(200);
        expect(yearly.json()).toMatchObject({ expectedSalary: 95000, expectedPayUnit: null });
        const asEmployer = await injectAs(ctx.app, employer).post('/api/applications', { jobId: job.id, expectedSalary: 1 });
        expect(asEmployer.statusCode).toBe(403);
    });
});
