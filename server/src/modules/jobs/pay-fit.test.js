import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications';
import { injectAs } from '../../test/api';
import { createTestApp, registerUser } from '../../test/test-app';
import { completeEmployerProfile, grantJobPosts, setWorkerMatchProfile } from '../../test/factories';
let ctx;
let employer;
let pays45;
let pays30;
let paysDaily;
const job = {
    title: 'Pay Fit Welder',
    industry: 'oilgas',
    description: 'Weld pipe.',
    location: 'Houston, TX',
    jobType: 'contract',
    payUnit: 'hour',
};
const MATCH = { primaryTrade: 'welder', skills: [], preferredIndustries: ['oilgas'], location: 'Houston, TX' };
async function postJob(body) {
    const response = await injectAs(ctx.app, employer).post('/api/jobs', { ...job, ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
}
/** A worker with the same trade, industry and city as every job here; `hourlyRate` set through the profile API. */
async function workerWithRate(hourlyRate) {
    const worker = await registerUser(ctx.app, 'worker');
    await setWorkerMatchProfile(ctx.database.db, worker.user.id, MATCH);
    if (hourlyRate !== null) {
        const saved = await injectAs(ctx.app, worker).put(`/api/worker-profile/${worker.user.id}`, { hourlyRate });
        expect(saved.statusCode, saved.body).toBe(200);
    }
    return worker;
}
async function bestMatch(caller, query = {}) {
    const response = await injectAs(ctx.app, caller).get('/api/jobs', { query: { sort: 'best', ...query } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().jobs;
}
beforeAll(async () => {
    ctx = await createTestApp();
    employer = await registerUser(ctx.app, 'employer');
    await completeEmployerProfile(ctx.database.db, employer.user.id, 'Fit Works');
    await grantJobPosts(ctx.database.db, employer.user.id, 5);
    // Oldest first: without pay points, the newest ($30) would rank above the $45 job.
    pays45 = await postJob({ salaryMin: 45, salaryMax: 45 });
    // $350 a day is $91,000 a year: above $40 an hour ($83,200).
    paysDaily = await postJob({ salaryMin: 350, salaryMax: null, payUnit: 'day' });
    pays30 = await postJob({ salaryMin: 30, salaryMax: 30 });
}, 60_000);
afterAll(async () => {
    await ctx?.close();
});
describe('best match and the worker hourly rate', () => {
    it("ranks a job paying the worker's rate above an otherwise identical one paying less, with the pay reason", async () => {
        const worker = await workerWithRate(40);
        // Every job, and a keyword's jobs: the index ranks the two by different shortcuts.
        for (const query of [{}, { q: 'welder' }]) {
            const found = await bestMatch(worker, query);
            expect(found.map((card) => card.id)).toEqual([paysDaily.id, pays45.id, pays30.id]);
            const [daily, fits, below] = found;
            expect(fits.score).toBe(below.score + 10);
            expect(daily.score).toBe(fits.score);
            expect(fits.matchReasons).toContainEqual({ type: 'pay' });
            expect(daily.matchReasons).toContainEqual({ type: 'pay' });
            expect(below.matchReasons).not.toContainEqual({ type: 'pay' });
        }
    });
    it('gives no pay points nor reason to a worker without a rate, or with a rate no job pays', async () => {
        for (const worker of [await workerWithRate(null), await workerWithRate(0), await workerWithRate(60)]) {
            const found = await bestMatch(worker);
            // Equal scores: newest first.
            expect(found.map((card) => card.id)).toEqual([pays30.id, paysDaily.id, pays45.id]);
            expect(new Set(found.map((card) => card.score)).size).toBe(1);
            expect(found.flatMap((card) => card.matchReasons ?? [])).not.toContainEqual({ type: 'pay' });
        }
    });
    it('gives no pay reason to an employer searching (no hourly rate)', async () => {
        const found = await bestMatch(employer);
        expect(found).toHaveLength(3);
        expect(found.flatMap((card) => card.matchReasons ?? [])).not.toContainEqual({ type: 'pay' });
    });
    it("ranks an employer's applicants by the same pay fit", async () => {
        const rated = await workerWithRate(40);
        const rateless = await workerWithRate(null);
        const start = Date.UTC(2026, 0, 5, 8);
        // The rateless worker applied later: newest first would put them on top without pay points.
        for (const [worker, minute] of [
            [rated, 1],
            [rateless, 2],
        ]) {
            await ctx.database.db.insert(applications).values({
                jobId: pays45.id,
                workerId: worker.user.id,
                employerId: employer.user.id,
                jobTitle: pays45.title,
                status: 'pending',
                appliedAt: new Date(start + minute * 60_000),
            });
        }
        const response = await injectAs(ctx.app, employer).get('/api/employer/applications', { query: { sort: 'match', limit: '10' } });
        expect(response.statusCode, response.body).toBe(200);
        const page = response.json();
        expect(page.applications.map((application) => application.worker.id)).toEqual([rated.user.id, rateless.user.id]);
    });
});
