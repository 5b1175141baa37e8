import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { injectAs } from '../../test/api';
import { createTestApp, registerUser } from '../../test/test-app';
import { completeEmployerProfile } from '../../test/factories';
import { errorBody } from '../../test/error-body';
let ctx;
let workerA;
let workerB;
let employer;
let jobId;
let inactiveJobId;
beforeAll(async () => {
    ctx = await createTestApp();
    workerA = await registerUser(ctx.app, 'worker');
    workerB = await registerUser(ctx.app, 'worker');
    employer = await registerUser(ctx.app, 'employer');
    await completeEmployerProfile(ctx.database.db, employer.user.id, 'Acme Builders');
    const base = {
        employerId: employer.user.id,
        description: 'Rig up and down.',
        industry: 'oilgas',
        location: 'Houston, TX',
        jobType: 'contract',
    };
    const rows = await ctx.database.db
        .insert(jobs)
        .values([
        { ...base, title: 'Derrickhand' },
        { ...base, title: 'Closed Floorhand', isActive: false },
    ])
        .returning({ id: jobs.id });
    jobId = rows[0].id;
    inactiveJobId = rows[1].id;
});
afterAll(async () => {
    await ctx?.close();
});
const list = (token) => injectAs(ctx.app, token).get('/api/saved-jobs');
const save = (token, payload) => injectAs(ctx.app, token).post('/api/saved-jobs', payload);
const unsave = (token, id) => injectAs(ctx.app, token).delete(`/api/saved-jobs/${id}`);
describe('saved jobs', () => {
    it('saves (twice is once), lists with the job, and unsaves', async () => {
        const first = await save(workerA.token, { jobId });
        expect(first.statusCode).toBe(201);
        expect(first.json()).toMatchObject({ jobId, job: { id: jobId, title: 'Derrickhand', companyName: 'Acme Builders' } });
        expect((await save(workerA.token, { jobId })).statusCode).toBe(201);
        const saved = await list(workerA.token);
        expect(saved.statusCode).toBe(200);
        expect(saved.json()).toHaveLength(1);
        expect(saved.json()[0]).toMatchObject({ jobId, job: { title: 'Derrickhand' } });
        expect((await unsave(workerA.token, jobId)).statusCode).toBe(200);
        expect((await list(workerA.token)).json()).toEqual([]);
        expect((await unsave(workerA.token, jobId)).statusCode).toBe(200);
    });
    it("keeps each worker's list to themselves", async () => {
        await save(workerA.token, { jobId });
        expect((await list(workerB.token)).json()).toEqual([]);
        await unsave(workerB.token, jobId);
        expect((await list(workerA.token)).json()).toHaveLength(1);
    });
    it.each([() => ({ jobId: '00000000-0000-4000-8000-000000000000' }), () => ({ jobId: inactiveJobId })])('answers 404 for a missing or closed job', async (payload) => {
        const response = await save(workerA.token, payload());
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(errorBody('Job not found'));
    });
    it('refuses a malformed body with 400', async () => {
        const response = await save(workerA.token, { jobId: 'nope' });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(errorBody('Choose a job to save'));
    });
    it('is for signed-in workers only', async () => {
        expect((await injectAs(ctx.app, null).get('/api/saved-jobs')).statusCode).toBe(401);
        expect((await list(employer.token)).statusCode).toBe(403);
        expect((await save(employer.token, { jobId })).statusCode).toBe(403);
        expect((await unsave(employer.token, jobId)).statusCode).toBe(403);
    });
});
