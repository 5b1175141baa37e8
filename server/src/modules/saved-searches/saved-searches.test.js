import { beforeAll, describe, expect, it } from 'vitest';
import { SAVED_SEARCH_MESSAGES } from '@core/saved-searches/schemas';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { injectAs } from '../../test/api';
import { registerUser } from '../../test/test-app';
import { findLink } from '../../test/smtp-inbox';
import { PUBLIC_URL, useMailTestApp } from '../../test/mail-test-app';
import { completeEmployerProfile, insertJob } from '../../test/factories';
import { errorBody } from '../../test/error-body';
const MINUTE_MS = 60_000;
const t = useMailTestApp({ ALERT_HOUR: '7' });
let employerId;
beforeAll(async () => {
    const employer = await registerUser(t.ctx.app, 'employer');
    await completeEmployerProfile(t.ctx.database.db, employer.user.id, 'Bayou Pipe Co');
    employerId = employer.user.id;
});
const weldingFilters = {
    q: 'welder',
    industry: 'oilgas',
    jobType: 'full-time',
    experienceLevel: 'mid',
    location: 'Houston, TX',
    radiusMiles: 50,
    minPay: 50000,
    sort: 'pay',
};
const weldingSearch = { name: 'Welding near Houston', ...weldingFilters, frequency: 'instant' };
async function save(token, body = weldingSearch) {
    return injectAs(t.ctx.app, token).post('/api/saved-searches', body);
}
/** A job row posted at `postedAt` (the test clock) for 30 days, matching the welding search unless overridden. */
function postJob(postedAt, overrides = {}) {
    return insertJob(t.ctx, employerId, {
        description: 'Weld pipe on a new line.',
        salaryMin: 60000,
        salaryMax: 80000,
        postedAt,
        expiresAt: new Date(postedAt.getTime() + 30 * 24 * 60 * MINUTE_MS),
        ...overrides,
    });
}
async function tick(at) {
    await t.ctx.app.scheduler.runDue(at);
    await t.ctx.app.outbox.deliverDue(at);
}
describe('saving searches', () => {
    it('keeps every filter, lists, renames, pauses and deletes, only for its owner', async () => {
        const worker = await registerUser(t.ctx.app, 'worker');
        const created = await save(worker.token);
        expect(created.statusCode).toBe(201);
        const saved = created.json();
        expect(saved).toMatchObject({
            name: 'Welding near Houston',
            frequency: 'instant',
            isPaused: false,
            filters: weldingFilters,
        });
        const list = await injectAs(t.ctx.app, worker).get('/api/saved-searches');
        expect(list.json()).toEqual([saved]);
        const patch = (token, body) => injectAs(t.ctx.app, token).patch(`/api/saved-searches/${saved.id}`, body);
        const renamed = await patch(worker.token, { name: 'Houston welding', frequency: 'weekly', isPaused: true });
        expect(renamed.json()).toMatchObject({ name: 'Houston welding', frequency: 'weekly', isPaused: true });
        const stranger = await registerUser(t.ctx.app, 'worker');
        expect((await patch(stranger.token, { name: 'Mine now' })).statusCode).toBe(404);
        const strangerDelete = await injectAs(t.ctx.app, stranger).delete(`/api/saved-searches/${saved.id}`);
        expect(strangerDelete.statusCode).toBe(404);
        expect(strangerDelete.json().message).toBe(SAVED_SEARCH_MESSAGES.notFound);
        const strangerList = await injectAs(t.ctx.app, stranger).get('/api/saved-searches');
        expect(strangerList.json()).toEqual([]);
        const removed = await injectAs(t.ctx.app, worker).delete(`/api/saved-searches/${saved.id}`);
        expect(removed.statusCode).toBe(200);
        const after = await injectAs(t.ctx.app, worker).get('/api/saved-searches');
        expect(after.json()).toEqual([]);
    });
    it.each([
        [{ ...weldingSearch, name: '  ' }, SAVED_SEARCH_MESSAGES.nameRequired],
        [{ ...weldingSearch, frequency: 'hourly' }, SAVED_SEARCH_MESSAGES.frequencyInvalid],
        [{ ...weldingSearch, industry: 'fishing' }, 'Unknown industry'],
        [{ ...weldingSearch, minPay: -5 }, 'Minimum pay cannot be negative'],
    ])('refuses %j with 400', async (body, message) => {
        const worker = await registerUser(t.ctx.app, 'worker');
        const response = await save(worker.token, body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(errorBody(message));
    });
    it('is for workers: employers get 403 and strangers 401', async () => {
        const employer = await registerUser(t.ctx.app, 'employer');
        expect((await save(employer.token)).statusCode).toBe(403);
        expect((await injectAs(t.ctx.app, null).get('/api/saved-searches')).statusCode).toBe(401);
    });
});
describe('job alerts', () => {
    it('sends an instant alert within a minute with only new matching active jobs, each job once', async () => {
        const worker = await registerUser(t.ctx.app, 'worker');
        await save(worker.token);
        await postJob(new Date(t.now.getTime() - 10 * MINUTE_MS), { title: 'Welder posted before the search' });
        const match = await postJob(new Date(t.now.getTime() + 10_000));
        await postJob(new Date(t.now.getTime() + 10_000), { title: 'Mining Welder', industry: 'mining' });
        await postJob(new Date(t.now.getTime() + 10_000), { title: 'Closed Welder', isActive: false });
        await postJob(new Date(t.now.getTime() + 10_000), { title: 'Cheap Welder', salaryMin: 20000, salaryMax: 30000 });
        await tick(new Date(t.now.getTime() + 40_000));
        const [alert] = t.inbox.to(worker.user.email);
        expect(alert.subject).toBe('1 new job for "Welding near Houston"');
        expect(alert.text).toContain(match.title);
        expect(alert.text).toContain('Bayou Pipe Co');
        expect(alert.text).not.toMatch(/Mining Welder|Closed Welder|Cheap Welder|before the search/);
        const link = new URL(findLink(alert, `${PUBLIC_URL}/worker-dashboard?tab=jobs`));
        expect(Object.fromEntries(link.searchParams)).toMatchObject({
            q: 'welder',
            industry: 'oilgas',
            minPay: '50000',
            sort: 'pay',
            radiusMiles: '50',
        });
        await tick(new Date(t.now.getTime() + 100_000));
        expect(t.inbox.to(worker.user.email)).toHaveLength(1);
    });
    it("filters by a minimum per hour and states each job's pay in its unit, in the worker's language", async () => {
        const [english, spanish] = [await registerUser(t.ctx.app, 'worker'), await registerUser(t.ctx.app, 'worker')];
        await t.ctx.database.db.update(users).set({ language: 'es' }).where(eq(users.id, spanish.user.id));
        const hourlySearch = { ...weldingSearch, name: 'Hourly welding', q: 'pipefitter', minPay: 25, payUnit: 'hour' };
        for (const worker of [english, spanish])
            expect((await save(worker.token, hourlySearch)).json().filters).toMatchObject({ payUnit: 'hour' });
        const at = new Date(t.now.getTime() + 10_000);
        // $32/hr is $66,560 a year, $350/day $91,000: both reach $25/hr ($52,000); $45,000 a year does not.
        await postJob(at, { title: 'Hourly Pipefitter', salaryMin: 28, salaryMax: 32, payUnit: 'hour' });
        await postJob(at, { title: 'Daily Pipefitter', salaryMin: 350, salaryMax: 350, payUnit: 'day' });
        await postJob(at, { title: 'Low Yearly Pipefitter', salaryMin: 40_000, salaryMax: 45_000 });
        await tick(new Date(t.now.getTime() + 40_000));
        const [englishAlert] = t.inbox.to(english.user.email);
        expect(englishAlert.text).toContain('$28-32/hr');
        expect(englishAlert.text).toContain('$350/day');
        expect(englishAlert.text).not.toContain('Low Yearly Pipefitter');
        const [spanishAlert] = t.inbox.to(spanish.user.email);
        expect(spanishAlert.text).toContain('$28-32/h');
        expect(spanishAlert.text).toContain('$350/día');
    });
    it('holds at most 10 jobs and links to the full search', async () => {
        const worker = await registerUser(t.ctx.app, 'worker');
        await save(worker.token, { ...weldingSearch, name: 'Many welders', q: 'rig welder' });
        for (let i = 0; i < 12; i += 1)
            await postJob(new Date(t.now.getTime() + 1000 + i), { title: `Rig Welder ${i}` });
        await tick(new Date(t.now.getTime() + MINUTE_MS));
        const [alert] = t.inbox.to(worker.user.email);
        expect(alert.subject).toBe('12 new jobs for "Many welders"');
        expect(alert.text).toContain('showing the newest 10');
        expect((alert.text ?? '').match(/^- Rig Welder/gm)).toHaveLength(10);
        expect(alert.text).toContain('See the full search');
    });
    it('sends daily alerts at the morning hour, weekly ones on Monday morning, none while paused', async () => {
        // Tuesday afternoon (the worker signs in then: sessions follow the clock too).
        t.now = new Date(2031, 0, 7, 15);
        const worker = await registerUser(t.ctx.app, 'worker');
        const daily = (await save(worker.token, { ...weldingSearch, name: 'Daily welders', q: 'tig welder', frequency: 'daily' })).json();
        await save(worker.token, { ...weldingSearch, name: 'Weekly welders', q: 'tig welder', frequency: 'weekly' });
        await postJob(new Date(2031, 0, 7, 16), { title: 'TIG Welder' });
        await tick(new Date(2031, 0, 7, 17));
        await tick(new Date(2031, 0, 8, 6, 59));
        expect(t.inbox.to(worker.user.email)).toHaveLength(0);
        await tick(new Date(2031, 0, 8, 7, 0));
        expect(t.inbox.to(worker.user.email).map((message) => message.subject)).toEqual(['1 new job for "Daily welders"']);
        // Paused over the weekend: the Thursday post does not reach the daily search.
        t.now = new Date(2031, 0, 8, 9);
        await injectAs(t.ctx.app, worker).patch(`/api/saved-searches/${daily.id}`, { isPaused: true });
        await postJob(new Date(2031, 0, 9, 10), { title: 'TIG Welder II' });
        await tick(new Date(2031, 0, 10, 7, 30));
        expect(t.inbox.to(worker.user.email)).toHaveLength(1);
        await tick(new Date(2031, 0, 13, 7, 5));
        const subjects = t.inbox.to(worker.user.email).map((message) => message.subject);
        expect(subjects).toEqual(['1 new job for "Daily welders"', '2 new jobs for "Weekly welders"']);
    });
    it('sends no alerts after the worker unsubscribes from job alerts', async () => {
        const worker = await registerUser(t.ctx.app, 'worker');
        await save(worker.token, { ...weldingSearch, name: 'Pipe welders', q: 'pipe welder' });
        await postJob(new Date(t.now.getTime() + 1000), { title: 'Pipe Welder' });
        await tick(new Date(t.now.getTime() + MINUTE_MS));
        const [alert] = t.inbox.to(worker.user.email);
        const link = findLink(alert, `${PUBLIC_URL}/api/notifications/unsubscribe?token=`);
        expect((await injectAs(t.ctx.app, null).post(link.slice(PUBLIC_URL.length))).statusCode).toBe(200);
        await postJob(new Date(t.now.getTime() + 2 * MINUTE_MS), { title: 'Pipe Welder Two' });
        await tick(new Date(t.now.getTime() + 3 * MINUTE_MS));
        expect(t.inbox.to(worker.user.email)).toHaveLength(1);
    });
});
