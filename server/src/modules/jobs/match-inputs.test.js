import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoToday, addDays } from '@core/credentials/status';
import { injectAs } from '../../test/api';
import { createTestApp, createTestAppsSharingDatabase, registerUser } from '../../test/test-app';
import { completeEmployerProfile, insertJob, setWorkerMatchProfile } from '../../test/factories';
async function bestMatchTitles(app, caller) {
    const response = await injectAs(app, caller).get('/api/jobs', { query: { sort: 'best', q: 'crew' } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().jobs.map((job) => job.title);
}
async function qualifiedTitles(app, caller) {
    const response = await injectAs(app, caller).get('/api/jobs', { query: { qualified: 'true', q: 'crew' } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().jobs.map((job) => job.title).sort();
}
async function seedJobs(app, db) {
    const employer = await registerUser(app, 'employer');
    await completeEmployerProfile(db, employer.user.id, 'Gulf Rigging Co');
    const ctxLike = { database: { db } };
    const postedAt = (minutesAgo) => new Date(Date.now() - minutesAgo * 60_000);
    // The electrician job is newer: with equal scores it would come first.
    await insertJob(ctxLike, employer.user.id, { title: 'Crew Welder', description: 'Weld.', postedAt: postedAt(20) });
    await insertJob(ctxLike, employer.user.id, { title: 'Crew Electrician', description: 'Wire.', postedAt: postedAt(10) });
    await insertJob(ctxLike, employer.user.id, {
        title: 'Crew Dock Hand',
        description: 'Load.',
        requiredCredentials: ['twic'],
        postedAt: postedAt(5),
    });
}
async function newWelder(app, db) {
    const worker = await registerUser(app, 'worker');
    await setWorkerMatchProfile(db, worker.user.id, { primaryTrade: 'welder', skills: [], preferredIndustries: [], location: 'Houston, TX' });
    return worker;
}
describe('best match and the qualified filter read what the worker just saved', () => {
    let ctx;
    let worker;
    beforeAll(async () => {
        ctx = await createTestApp();
        await seedJobs(ctx.app, ctx.database.db);
        worker = await newWelder(ctx.app, ctx.database.db);
    }, 60_000);
    afterAll(async () => {
        await ctx?.close();
    });
    it('ranks by the trade saved a moment ago', async () => {
        expect((await bestMatchTitles(ctx.app, worker))[0]).toBe('Crew Welder');
        const saved = await injectAs(ctx.app, worker).put(`/api/worker-profile/${worker.user.id}`, { primaryTrade: 'electrician' });
        expect(saved.statusCode, saved.body).toBe(200);
        expect((await bestMatchTitles(ctx.app, worker))[0]).toBe('Crew Electrician');
    });
    it('keeps a worker ranking unchanged when someone else tries to edit that profile', async () => {
        const other = await newWelder(ctx.app, ctx.database.db);
        expect((await bestMatchTitles(ctx.app, other))[0]).toBe('Crew Welder');
        const refused = await injectAs(ctx.app, worker).put(`/api/worker-profile/${other.user.id}`, { primaryTrade: 'electrician' });
        expect(refused.statusCode).toBe(403);
        expect((await bestMatchTitles(ctx.app, other))[0]).toBe('Crew Welder');
    });
    it('counts a credential as soon as the wallet gains it, and stops when it is removed', async () => {
        const wallet = injectAs(ctx.app, worker);
        expect(await qualifiedTitles(ctx.app, worker)).toEqual(['Crew Electrician', 'Crew Welder']);
        const added = await wallet.post('/api/worker/credentials', { credentialId: 'twic', expiresAt: addDays(isoToday(), 400) });
        expect(added.statusCode, added.body).toBe(201);
        expect(await qualifiedTitles(ctx.app, worker)).toEqual(['Crew Dock Hand', 'Crew Electrician', 'Crew Welder']);
        const count = await wallet.get('/api/jobs/count', { query: { qualified: 'true', q: 'crew' } });
        expect(count.json()).toEqual({ total: 3, isCapped: false });
        const expired = await wallet.patch(`/api/worker/credentials/${added.json().id}`, { expiresAt: addDays(isoToday(), -1) });
        expect(expired.statusCode, expired.body).toBe(200);
        expect(await qualifiedTitles(ctx.app, worker)).toEqual(['Crew Electrician', 'Crew Welder']);
        expect((await wallet.delete(`/api/worker/credentials/${added.json().id}`)).statusCode).toBe(200);
        expect(await qualifiedTitles(ctx.app, worker)).toEqual(['Crew Electrician', 'Crew Welder']);
    });
    it('ranks workers searching at the same time each by their own profile and wallet (read in one statement)', async () => {
        const [welder, electrician, docker] = await Promise.all([1, 2, 3].map(() => newWelder(ctx.app, ctx.database.db)));
        await setWorkerMatchProfile(ctx.database.db, electrician.user.id, {
            primaryTrade: 'electrician',
            skills: [],
            preferredIndustries: [],
            location: 'Houston, TX',
        });
        const held = await injectAs(ctx.app, docker).post('/api/worker/credentials', {
            credentialId: 'twic',
            expiresAt: addDays(isoToday(), 400),
        });
        expect(held.statusCode, held.body).toBe(201);
        const [welderFirst, electricianFirst, dockerQualified] = await Promise.all([
            bestMatchTitles(ctx.app, welder).then((titles) => titles[0]),
            bestMatchTitles(ctx.app, electrician).then((titles) => titles[0]),
            qualifiedTitles(ctx.app, docker),
        ]);
        expect([welderFirst, electricianFirst]).toEqual(['Crew Welder', 'Crew Electrician']);
        expect(dockerQualified).toEqual(['Crew Dock Hand', 'Crew Electrician', 'Crew Welder']);
    });
    it('counts a certification recorded in the career tools at once', async () => {
        const other = await newWelder(ctx.app, ctx.database.db);
        expect(await qualifiedTitles(ctx.app, other)).toEqual(['Crew Electrician', 'Crew Welder']);
        const recorded = await injectAs(ctx.app, other).post('/api/certifications', {
            certificationName: 'TWIC Card',
            certifyingBody: 'TSA',
            industry: 'oilgas',
            status: 'earned',
        });
        expect(recorded.statusCode, recorded.body).toBe(201);
        expect(await qualifiedTitles(ctx.app, other)).toEqual(['Crew Dock Hand', 'Crew Electrician', 'Crew Welder']);
    });
});
// Cross-instance forgetting needs a real PostgreSQL (LISTEN/NOTIFY); the PGlite suite skips it.
describe.skipIf(!process.env.TEST_DATABASE_URL)('two app instances on one PostgreSQL', () => {
    let instances;
    beforeAll(async () => {
        instances = await createTestAppsSharingDatabase(2);
    }, 60_000);
    afterAll(async () => {
        await instances?.close();
    });
    it('a profile saved through instance A changes best match on instance B within one second', async () => {
        const [appA, appB] = instances.apps;
        await seedJobs(appA, appA.db);
        const worker = await newWelder(appA, appA.db);
        expect((await bestMatchTitles(appB, worker))[0]).toBe('Crew Welder');
        const saved = await injectAs(appA, worker).put(`/api/worker-profile/${worker.user.id}`, { primaryTrade: 'electrician' });
        expect(saved.statusCode, saved.body).toBe(200);
        const deadline = Date.now() + 1000;
        let first = (await bestMatchTitles(appB, worker))[0];
        while (first !== 'Crew Electrician' && Date.now() < deadline) {
            await new Promise((resolve) => setTimeout(resolve, 20));
            first = (await bestMatchTitles(appB, worker))[0];
        }
        expect(first).toBe('Crew Electrician');
    });
});
