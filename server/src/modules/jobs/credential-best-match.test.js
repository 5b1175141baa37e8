import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoToday } from '@core/credentials/status';
import { matchSignals, scoreMatch, toMatchProfile } from '@core/jobs/match';
import { CITY_LABELS } from '@core/shared/cities';
import { INDUSTRIES } from '@core/shared/options';
import { jobs } from '../../db/schema/jobs';
import { injectAs } from '../../test/api';
import { createTestApp, registerUser } from '../../test/test-app';
import { completeEmployerProfile, setWorkerMatchProfile } from '../../test/factories';
import { coordinatesOf } from '../places/service';
// Best match with a wallet and a travel distance: the SQL score (credential points, travel
// points) and the candidate narrowing must rank every job exactly as core scoreMatch does.
const DAY_MS = 24 * 60 * 60 * 1000;
const CREDENTIALS = ['twic', 'cdl-a', 'nfpa-70e', 'osha-10-construction', 'first-aid-cpr-aed'];
let ctx;
let seeded = [];
// A longer setup limit: it signs several users up through the API, slow on a loaded machine.
beforeAll(async () => {
    ctx = await createTestApp();
    const employer = await registerUser(ctx.app, 'employer');
    await completeEmployerProfile(ctx.database.db, employer.user.id);
    const generated = fc.sample(fc.record({
        title: fc.constantFrom('Industrial Electrician', 'Pipeline Welder', 'Helper'),
        skills: fc.uniqueArray(fc.constantFrom('NEC code', 'Rigging'), { maxLength: 2 }),
        industry: fc.constantFrom(...INDUSTRIES),
        location: fc.constantFrom(...CITY_LABELS, 'Remote'),
        credentials: fc.uniqueArray(fc.constantFrom(...CREDENTIALS), { maxLength: 4 }),
        requiredCount: fc.integer({ min: 0, max: 4 }),
        // Hourly pay from none to $60 (0: none): the workers' rates below split it.
        hourlyPay: fc.integer({ min: 0, max: 60 }),
        daysAgo: fc.integer({ min: 0, max: 40 }),
    }), { numRuns: 150, seed: 21 });
    const now = Date.now();
    seeded = await ctx.database.db
        .insert(jobs)
        .values(generated.map((job) => ({
        employerId: employer.user.id,
        title: job.title,
        description: 'Generated for best match with credentials.',
        industry: job.industry,
        location: job.location,
        jobType: 'full-time',
        skills: job.skills,
        requiredCredentials: job.credentials.slice(0, job.requiredCount),
        preferredCredentials: job.credentials.slice(job.requiredCount),
        salaryMax: job.hourlyPay || null,
        payUnit: 'hour',
        postedAt: new Date(now - job.daysAgo * DAY_MS),
    })))
        .returning();
}, 120_000);
afterAll(async () => {
    await ctx?.close();
});
describe('best match with credentials and travel distance agrees with core scoreMatch', () => {
    it.each([
        { wallet: ['twic', 'cdl-a'], expired: ['nfpa-70e'], travelDistance: 'anywhere', travelMiles: 25_000, hourlyRate: 35 },
        { wallet: ['twic', 'cdl-a', 'nfpa-70e', 'osha-10-construction'], expired: [], travelDistance: 600, travelMiles: 600, hourlyRate: null },
        { wallet: ['first-aid-cpr-aed'], expired: ['twic'], travelDistance: null, travelMiles: null, hourlyRate: 20 },
    ])('ranks every job across pages for $wallet (expired $expired, travel $travelDistance, rate $hourlyRate)', async (setup) => {
        const worker = await registerUser(ctx.app, 'worker');
        const profile = { primaryTrade: 'electrician', skills: ['NEC code'], preferredIndustries: ['energy'], location: 'Houston, TX' };
        await setWorkerMatchProfile(ctx.database.db, worker.user.id, profile);
        const api = injectAs(ctx.app, worker);
        if (setup.travelDistance !== null) {
            expect((await api.put(`/api/worker-profile/${worker.user.id}`, { travelDistance: setup.travelDistance })).statusCode).toBe(200);
        }
        if (setup.hourlyRate !== null) {
            expect((await api.put(`/api/worker-profile/${worker.user.id}`, { hourlyRate: setup.hourlyRate })).statusCode).toBe(200);
        }
        const today = isoToday();
        for (const credentialId of setup.wallet)
            await api.post('/api/worker/credentials', { credentialId, expiresAt: addDays(today, 365) });
        for (const credentialId of setup.expired)
            await api.post('/api/worker/credentials', { credentialId, expiresAt: addDays(today, -30) });
        const match = toMatchProfile({
            trade: profile.primaryTrade,
            skills: profile.skills,
            industries: profile.preferredIndustries,
            origin: coordinatesOf(profile.location),
            travelMiles: setup.travelMiles,
            credentialIds: setup.wallet,
            hourlyRate: setup.hourlyRate,
        });
        const expected = seeded
            .map((job) => ({
            job,
            score: scoreMatch(matchSignals({ ...job, coordinates: coordinatesOf(job.location), payYearly: job.payRank }, match)),
        }))
            .sort((a, b) => b.score - a.score || b.job.postedAt.getTime() - a.job.postedAt.getTime() || (b.job.id > a.job.id ? 1 : -1));
        const found = [];
        let cursor = null;
        do {
            const response = await api.get('/api/jobs', { query: { sort: 'best', limit: '11', ...(cursor ? { cursor } : {}) } });
            expect(response.statusCode, response.body).toBe(200);
            const page = response.json();
            found.push(...page.jobs);
            cursor = page.nextCursor;
        } while (cursor);
        expect(found.map((job) => job.score)).toEqual(expected.map((entry) => entry.score));
        expect(found.map((job) => job.id)).toEqual(expected.map((entry) => entry.job.id));
    });
});
