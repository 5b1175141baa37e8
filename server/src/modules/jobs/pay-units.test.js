import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '@core/jobs/schemas';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { createTestApp, registerUser } from '../../test/test-app';
import { completeEmployerProfile, grantJobPosts } from '../../test/factories';
// Pay as the trades quote it (issue 34): salaryMin/salaryMax per payUnit, caps per unit, and a
// minimum-pay search that compares units at 2,080 hours (260 days) a year.
let ctx;
let employer;
let otherEmployer;
let worker;
const job = {
    title: 'Pay Unit Pipefitter',
    industry: 'oilgas',
    description: 'Fit pipe.',
    location: 'Houston, TX',
    jobType: 'contract',
    salaryMin: 38,
    salaryMax: 45,
};
beforeAll(async () => {
    ctx = await createTestApp();
    [employer, otherEmployer, worker] = [
        await registerUser(ctx.app, 'employer'),
        await registerUser(ctx.app, 'employer'),
        await registerUser(ctx.app, 'worker'),
    ];
    await completeEmployerProfile(ctx.database.db, employer.user.id, 'Unit Works');
    await grantJobPosts(ctx.database.db, employer.user.id, 20);
}, 60_000);
afterAll(async () => {
    await ctx?.close();
});
async function post(body) {
    return injectAs(ctx.app, employer).post('/api/jobs', { ...job, ...body });
}
async function postJob(body) {
    const response = await post(body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
}
describe('pay units on create and edit', () => {
    it.each(['hour', 'day', 'year'])('creates and edits a job paid per %s', async (payUnit) => {
        const created = await postJob({ payUnit });
        expect(created).toMatchObject({ salaryMin: 38, salaryMax: 45, payUnit });
        const edited = await injectAs(ctx.app, employer).put(`/api/jobs/${created.id}`, {
            ...job,
            salaryMin: 300,
            salaryMax: 350,
            payUnit: 'day',
        });
        expect(edited.statusCode, edited.body).toBe(200);
        expect(edited.json()).toMatchObject({ salaryMin: 300, salaryMax: 350, payUnit: 'day' });
        const read = await injectAs(ctx.app, worker).get(`/api/jobs/${created.id}`);
        expect(read.json()).toMatchObject({ payUnit: 'day' });
    });
    it('takes a post or an edit without a unit (the spec contract) as yearly', async () => {
        const created = await postJob({ salaryMin: 85_000, salaryMax: 120_000, payUnit: undefined });
        expect(created.payUnit).toBe('year');
        const hourly = await postJob({ payUnit: 'hour' });
        const edited = await injectAs(ctx.app, employer).put(`/api/jobs/${hourly.id}`, { ...job, salaryMin: 85_000, salaryMax: 120_000 });
        expect(edited.json()).toMatchObject({ salaryMin: 85_000, payUnit: 'year' });
    });
    it.each([
        [{ payUnit: 'week' }, JOB_MESSAGES.payUnitUnknown],
        [{ payUnit: 3 }, JOB_MESSAGES.payUnitUnknown],
        [{ payUnit: 'hour', salaryMin: 38, salaryMax: 1_001 }, JOB_MESSAGES.hourlyPayTooHigh],
        [{ payUnit: 'day', salaryMin: 10_001, salaryMax: null }, JOB_MESSAGES.dailyPayTooHigh],
        [{ payUnit: 'year', salaryMin: 1_000_000, salaryMax: null }, JOB_MESSAGES.minSalaryTooHigh],
    ])('refuses %j with 400 and its message', async (body, message) => {
        const response = await post(body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(errorBody(message));
    });
    it('holds the unit caps on edit too, and keeps an edit to the job its employer owns', async () => {
        const created = await postJob({ payUnit: 'hour' });
        const tooHigh = await injectAs(ctx.app, employer).put(`/api/jobs/${created.id}`, { ...job, salaryMax: 1_500, payUnit: 'hour' });
        expect([tooHigh.statusCode, tooHigh.json()]).toEqual([400, errorBody(JOB_MESSAGES.hourlyPayTooHigh)]);
        expect((await postJob({ payUnit: 'hour', salaryMin: 1_000, salaryMax: 1_000 })).salaryMax).toBe(1_000);
        const notTheirs = await injectAs(ctx.app, otherEmployer).put(`/api/jobs/${created.id}`, { ...job, payUnit: 'day' });
        expect(notTheirs.statusCode).toBe(404);
    });
});
describe('the minimum-pay search across units', () => {
    const titles = async (query) => {
        const response = await injectAs(ctx.app, worker).get('/api/jobs', { query: { q: 'lineman', ...query } });
        expect(response.statusCode, response.body).toBe(200);
        return response.json().jobs.map((found) => found.title).sort();
    };
    beforeAll(async () => {
        await postJob({ title: 'Hourly Lineman', payUnit: 'hour', salaryMin: 40, salaryMax: null });
        await postJob({ title: 'Daily Lineman', payUnit: 'day', salaryMin: 300, salaryMax: 350 });
        await postJob({ title: 'Yearly Lineman', payUnit: 'year', salaryMin: 70_000, salaryMax: 78_000 });
    });
    it('compares a minimum per year with hourly and daily pay at 2,080 hours a year', async () => {
        // $40/hr = $83,200/yr; $350/day = $91,000/yr.
        expect(await titles({ minPay: '80000', payUnit: 'year' })).toEqual(['Daily Lineman', 'Hourly Lineman']);
        expect(await titles({ minPay: '85000', payUnit: 'year' })).toEqual(['Daily Lineman']);
    });
    it('compares a minimum per hour or per day', async () => {
        // $350/day = $43.75/hr.
        expect(await titles({ minPay: '45', payUnit: 'hour' })).toEqual([]);
        expect(await titles({ minPay: '42', payUnit: 'hour' })).toEqual(['Daily Lineman']);
        expect(await titles({ minPay: '40', payUnit: 'hour' })).toEqual(['Daily Lineman', 'Hourly Lineman']);
        expect(await titles({ minPay: '301', payUnit: 'day' })).toEqual(['Daily Lineman', 'Hourly Lineman']);
        expect(await titles({ minPay: '37', payUnit: 'hour' })).toEqual(['Daily Lineman', 'Hourly Lineman', 'Yearly Lineman']);
    });
    it('reads a minimum without a unit as yearly, as before pay units', async () => {
        expect(await titles({ minPay: '80000' })).toEqual(['Daily Lineman', 'Hourly Lineman']);
    });
    it('sorts by pay a year and counts alike', async () => {
        const response = await injectAs(ctx.app, worker).get('/api/jobs', { query: { q: 'lineman', sort: 'pay' } });
        expect(response.json().jobs.map((found) => found.title)).toEqual([
            'Daily Lineman',
            'Hourly Lineman',
            'Yearly Lineman',
        ]);
        const count = await injectAs(ctx.app, worker).get('/api/jobs/count', { query: { q: 'lineman', minPay: '42', payUnit: 'hour' } });
        expect(count.json()).toEqual({ total: 1, isCapped: false });
    });
    it('refuses an unknown unit with 400', async () => {
        const response = await injectAs(ctx.app, worker).get('/api/jobs', { query: { minPay: '45', payUnit: 'week' } });
        expect([response.statusCode, response.json()]).toEqual([400, errorBody(JOB_MESSAGES.payUnitUnknown)]);
    });
});
