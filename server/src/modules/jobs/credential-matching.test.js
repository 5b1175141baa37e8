import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchSignals, scoreMatch, toMatchProfile } from '@core/jobs/match';
import { JOB_MESSAGES } from '@core/jobs/schemas';
import { addDays, isoToday } from '@core/credentials/status';
import { jobs } from '../../db/schema/jobs';
import { injectAs } from '../../test/api';
import { createTestApp, registerUser } from '../../test/test-app';
import { completeEmployerProfile, grantJobPosts, insertJob, setWorkerMatchProfile } from '../../test/factories';
import { errorBody } from '../../test/error-body';
import { coordinatesOf } from '../places/service';
// Issue 21, jobs side: credential requirements and travel terms on posts, the worker's coverage
// on every job, the qualified / per diem / lodging filters and best match's credential points.
let ctx;
let employer;
let worker;
const ids = {};
const today = isoToday();
const validJob = {
    title: 'Pipeline Welder',
    industry: 'oilgas',
    description: 'Weld 12-inch pipe on a new line.',
    location: 'Houston, TX',
    jobType: 'contract',
    requirements: [],
    skills: [],
};
// A longer setup limit: it signs several users up through the API, slow on a loaded machine.
beforeAll(async () => {
    ctx = await createTestApp();
    employer = await registerUser(ctx.app, 'employer');
    await completeEmployerProfile(ctx.database.db, employer.user.id, 'Gulf Rigging Co');
    await grantJobPosts(ctx.database.db, employer.user.id, 20);
    const post = (title, values) => insertJob(ctx, employer.user.id, { title, skills: [], industry: 'mining', location: 'Chicago, IL', ...values });
    ids.twicOnly = (await post('Dock Hand A', { requiredCredentials: ['twic'], perDiemCents: 12_500, lodgingProvided: true })).id;
    ids.twicAndArcFlash = (await post('Dock Hand B', { requiredCredentials: ['twic', 'nfpa-70e'], perDiemCents: 0 })).id;
    ids.nothingRequired = (await post('Dock Hand C', { lodgingProvided: false })).id;
    ids.twicAndCdl = (await post('Dock Hand D', { requiredCredentials: ['twic', 'cdl-a'] })).id;
    ids.preferredTwic = (await post('Dock Hand E', { preferredCredentials: ['twic'] })).id;
    worker = await registerUser(ctx.app, 'worker');
    await setWorkerMatchProfile(ctx.database.db, worker.user.id, {
        primaryTrade: 'electrician',
        skills: [],
        preferredIndustries: [],
        location: 'Houston, TX',
    });
    const wallet = injectAs(ctx.app, worker);
    for (const record of [
        { credentialId: 'twic', expiresAt: addDays(today, 400) },
        { credentialId: 'nfpa-70e', expiresAt: addDays(today, -1) },
    ]) {
        const response = await wallet.post('/api/worker/credentials', record);
        expect(response.statusCode, response.body).toBe(201);
    }
}, 120_000);
afterAll(async () => {
    await ctx?.close();
});
async function search(caller, query = {}) {
    const response = await injectAs(ctx.app, caller).get('/api/jobs', { query: { limit: '50', ...query } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
}
const keysOf = (list) => list.map((job) => Object.entries(ids).find(([, id]) => id === job.id)?.[0]).filter((key) => key !== undefined);
describe('credentials and travel terms on a post', () => {
    it('are saved on create, returned in whole dollars and kept when an edit does not send them', async () => {
        const api = injectAs(ctx.app, employer);
        const created = await api.post('/api/jobs', {
            ...validJob,
            requiredCredentials: ['twic', 'twic', 'osha-10-construction'],
            preferredCredentials: ['cdl-a'],
            perDiem: '125',
            lodgingProvided: true,
            travelRequired: true,
            rotation: ' 14 / 7 ',
            overtimeExpected: true,
        });
        expect(created.statusCode, created.body).toBe(201);
        const job = created.json();
        expect(job).toMatchObject({
            requiredCredentials: ['twic', 'osha-10-construction'],
            preferredCredentials: ['cdl-a'],
            perDiem: 125,
            lodgingProvided: true,
            travelRequired: true,
            rotation: '14/7',
            overtimeExpected: true,
        });
        const [row] = await ctx.database.db.select({ cents: jobs.perDiemCents }).from(jobs).where(eq(jobs.id, job.id));
        expect(row.cents).toBe(12_500);
        const edited = await api.put(`/api/jobs/${job.id}`, { ...validJob, title: 'Lead Pipeline Welder' });
        expect(edited.statusCode, edited.body).toBe(200);
        expect(edited.json()).toMatchObject({
            title: 'Lead Pipeline Welder',
            requiredCredentials: ['twic', 'osha-10-construction'],
            perDiem: 125,
        });
        const cleared = await api.put(`/api/jobs/${job.id}`, {
            ...validJob,
            requiredCredentials: [],
            perDiem: '',
            rotation: '',
            lodgingProvided: false,
        });
        expect(cleared.json()).toMatchObject({
            requiredCredentials: [],
            preferredCredentials: ['cdl-a'],
            perDiem: null,
            rotation: null,
            lodgingProvided: false,
        });
    });
    it('a post without them reads as none (existing clients keep working)', async () => {
        const created = await injectAs(ctx.app, employer).post('/api/jobs', validJob);
        expect(created.json()).toMatchObject({
            requiredCredentials: [],
            preferredCredentials: [],
            perDiem: null,
            lodgingProvided: false,
            travelRequired: false,
            rotation: null,
            overtimeExpected: false,
        });
    });
    it.each([
        [{ requiredCredentials: ['twic-card'] }, JOB_MESSAGES.credentialUnknown],
        [{ preferredCredentials: [42] }, JOB_MESSAGES.credentialUnknown],
        [{ requiredCredentials: 'twic' }, JOB_MESSAGES.credentialUnknown],
        [{ requiredCredentials: ['twic', 'cdl-a'], preferredCredentials: ['cdl-a'] }, JOB_MESSAGES.credentialsOverlap],
        [
            {
                requiredCredentials: [
                    'twic',
                    'cdl-a',
                    'cdl-b',
                    'nfpa-70e',
                    'osha-10-construction',
                    'osha-30-construction',
                    'first-aid-cpr-aed',
                    'fall-protection',
                    'confined-space-entry',
                    'nccer-core',
                    'journeyman-electrician',
                ],
            },
            JOB_MESSAGES.tooManyCredentials,
        ],
        [{ perDiem: -5 }, JOB_MESSAGES.perDiemInvalid],
        [{ perDiem: '12.50' }, JOB_MESSAGES.perDiemInvalid],
        [{ perDiem: 1001 }, JOB_MESSAGES.perDiemInvalid],
        [{ rotation: '2 weeks on' }, JOB_MESSAGES.rotationInvalid],
        [{ rotation: '0/7' }, JOB_MESSAGES.rotationInvalid],
        [{ rotation: '1400/700' }, JOB_MESSAGES.rotationInvalid],
    ])('refuses %j on create and edit', async (overrides, message) => {
        const api = injectAs(ctx.app, employer);
        const before = await ctx.database.db.select({ id: jobs.id }).from(jobs);
        const created = await api.post('/api/jobs', { ...validJob, ...overrides });
        expect(created.statusCode).toBe(400);
        expect(created.json()).toEqual(errorBody(message));
        expect(await ctx.database.db.select({ id: jobs.id }).from(jobs)).toHaveLength(before.length);
        const edited = await api.put(`/api/jobs/${ids.twicOnly}`, { ...validJob, ...overrides });
        expect(edited.statusCode).toBe(400);
        expect(edited.json()).toEqual(errorBody(message));
    });
    it('an edit by another employer changes nothing', async () => {
        const other = await registerUser(ctx.app, 'employer');
        const response = await injectAs(ctx.app, other).put(`/api/jobs/${ids.twicOnly}`, { ...validJob, requiredCredentials: [] });
        expect(response.statusCode).toBe(404);
        const [row] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, ids.twicOnly));
        expect(row.requiredCredentials).toEqual(['twic']);
    });
    it('bulk posts from an estimate give every job the same terms', async () => {
        const response = await injectAs(ctx.app, employer).post('/api/jobs/bulk-from-estimate', {
            industry: 'oilgas',
            location: 'Midland, TX',
            workerBreakdown: { welder: 2, 'crane-operator': 1 },
            selectedRoles: ['welder', 'crane-operator'],
            requiredCredentials: ['twic'],
            preferredCredentials: ['rigging-signal-person'],
            perDiem: 90,
            lodgingProvided: true,
            rotation: '21/7',
        });
        expect(response.statusCode, response.body).toBe(201);
        for (const job of response.json().jobs) {
            expect(job).toMatchObject({
                requiredCredentials: ['twic'],
                preferredCredentials: ['rigging-signal-person'],
                perDiem: 90,
                rotation: '21/7',
            });
        }
        const overlap = await injectAs(ctx.app, employer).post('/api/jobs/bulk-from-estimate', {
            industry: 'oilgas',
            location: 'Midland, TX',
            workerBreakdown: { welder: 2 },
            selectedRoles: ['welder'],
            requiredCredentials: ['twic'],
            preferredCredentials: ['twic'],
        });
        expect(overlap.json()).toEqual(errorBody(JOB_MESSAGES.credentialsOverlap));
    });
});
describe("a worker's coverage and the search filters", () => {
    it('says on each job which required credentials the worker has, misses and holds expired', async () => {
        const { jobs: found } = await search(worker);
        const byKey = Object.fromEntries(found.map((job) => [keysOf([job])[0], job]));
        expect(byKey.twicOnly.credentialCoverage).toEqual({ has: ['twic'], missing: [], expired: [] });
        expect(byKey.twicAndArcFlash.credentialCoverage).toEqual({ has: ['twic'], missing: [], expired: ['nfpa-70e'] });
        expect(byKey.twicAndCdl.credentialCoverage).toEqual({ has: ['twic'], missing: ['cdl-a'], expired: [] });
        expect(byKey.nothingRequired.credentialCoverage).toEqual({ has: [], missing: [], expired: [] });
        const detail = await injectAs(ctx.app, worker).get(`/api/jobs/${ids.twicAndCdl}`);
        expect(detail.json()).toMatchObject({ credentialCoverage: { has: ['twic'], missing: ['cdl-a'], expired: [] } });
    });
    it('gives an employer no coverage', async () => {
        const { jobs: found } = await search(employer);
        expect(found.every((job) => job.credentialCoverage === undefined)).toBe(true);
    });
    it('qualified=true keeps the jobs whose required credentials the worker holds valid (an expired one does not count)', async () => {
        const { jobs: found } = await search(worker, { qualified: 'true', q: 'dock' });
        expect(keysOf(found).sort()).toEqual(['nothingRequired', 'preferredTwic', 'twicOnly']);
        const count = await injectAs(ctx.app, worker).get('/api/jobs/count', { query: { qualified: 'true', q: 'dock' } });
        expect(count.json()).toEqual({ total: 3, isCapped: false });
        // Best match filters the same way.
        expect(keysOf((await search(worker, { qualified: 'true', sort: 'best', q: 'dock' })).jobs).sort()).toEqual([
            'nothingRequired',
            'preferredTwic',
            'twicOnly',
        ]);
    });
    it('qualified=true for someone without a wallet keeps only jobs that require nothing', async () => {
        const keys = keysOf((await search(employer, { qualified: 'true', q: 'dock' })).jobs);
        expect(keys.sort()).toEqual(['nothingRequired', 'preferredTwic']);
    });
    it('perDiem=true and lodging=true keep the jobs that pay one or house the crew', async () => {
        expect(keysOf((await search(worker, { perDiem: 'true', q: 'dock' })).jobs)).toEqual(['twicOnly']);
        expect(keysOf((await search(worker, { lodging: 'true', q: 'dock' })).jobs)).toEqual(['twicOnly']);
        expect(keysOf((await search(worker, { lodging: 'false', q: 'dock' })).jobs)).toHaveLength(5);
        const bad = await injectAs(ctx.app, worker).get('/api/jobs', { query: { perDiem: 'yes' } });
        expect(bad.statusCode).toBe(400);
        expect(bad.json()).toEqual(errorBody(JOB_MESSAGES.filterNotBoolean));
    });
    it('best match adds points for held required and preferred credentials, as core scores them', async () => {
        const { jobs: ranked } = await search(worker, { sort: 'best', q: 'dock' });
        const profile = toMatchProfile({
            trade: 'electrician',
            skills: [],
            industries: [],
            origin: { lat: 29.7604, lng: -95.3698 },
            credentialIds: ['twic'],
        });
        const rows = await ctx.database.db.select().from(jobs);
        for (const job of ranked) {
            const row = rows.find((candidate) => candidate.id === job.id);
            expect(job.score, job.title).toBe(scoreMatch(matchSignals({ ...row, coordinates: coordinatesOf(row.location) }, profile)));
        }
        const scoreOf = (key) => ranked.find((job) => job.id === ids[key]).score;
        // Chicago is out of distance range: only credentials score.
        expect(scoreOf('twicOnly')).toBe(10);
        expect(scoreOf('twicAndCdl')).toBe(10);
        expect(scoreOf('preferredTwic')).toBe(5);
        expect(scoreOf('nothingRequired')).toBe(0);
        // The expired NFPA 70E earns nothing.
        expect(scoreOf('twicAndArcFlash')).toBe(10);
        expect(keysOf(ranked).indexOf('preferredTwic')).toBeLessThan(keysOf(ranked).indexOf('nothingRequired'));
    });
    it('best match ranks jobs within the worker travel distance higher', async () => {
        const traveller = await registerUser(ctx.app, 'worker');
        await setWorkerMatchProfile(ctx.database.db, traveller.user.id, {
            primaryTrade: 'electrician',
            skills: [],
            preferredIndustries: [],
            location: 'Houston, TX',
        });
        const before = await search(traveller, { sort: 'best', q: 'dock' });
        expect(before.jobs.find((job) => job.id === ids.nothingRequired).score).toBe(0);
        const update = await injectAs(ctx.app, traveller).put(`/api/worker-profile/${traveller.user.id}`, { travelDistance: '1500' });
        expect(update.statusCode, update.body).toBe(200);
        expect(update.json()).toMatchObject({ travelDistance: 1500 });
        const after = await search(traveller, { sort: 'best', q: 'dock' });
        expect(after.jobs.find((job) => job.id === ids.nothingRequired).score).toBe(10);
    });
});
