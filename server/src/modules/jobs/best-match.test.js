import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeMatch, matchSignals, scoreMatch, toMatchProfile } from '@core/jobs/match';
import { distanceMiles } from '@core/jobs/geo';
import { CITY_LABELS } from '@core/shared/cities';
import { INDUSTRIES } from '@core/shared/options';
import { jobs } from '../../db/schema/jobs';
import { workerProfiles } from '../../db/schema/worker-profile';
import { injectAs } from '../../test/api';
import { createTestApp, registerUser } from '../../test/test-app';
import { completeEmployerProfile, setWorkerMatchProfile } from '../../test/factories';
import { coordinatesOf } from '../places/service';
// Best match ranks in the search index (search-index.ts) over columns the database derives (trade
// and skill keys, coordinates), through core sumMatchPoints; the card's reasons come from core
// matchSignals. These tests hold both to core scoreMatch over a few hundred generated jobs, so the
// index's columns and the text-based signals cannot drift apart.
const DAY_MS = 24 * 60 * 60 * 1000;
const TITLES = ['Industrial Electrician', 'Pipeline Welder', 'Crane Operator', 'HVAC Technician', 'Plumber', 'Helper'];
const SKILLS = ['NEC code', 'nec CODE', 'Rigging', 'TIG welding', 'OSHA 30', 'Confined space'];
const LOCATIONS = [...CITY_LABELS, 'Remote', 'Boise, ID'];
// Pay in every unit, and none: a year, 93,600 / 79,040 / 124,800 / 104,000 / 130,000 / 90,000 /
// 130,000 / 80,000, so the workers' rates below (40/hr: 83,200; 50/hr: 104,000) split them, on the edge too.
const PAYS = [
    { salaryMin: null, salaryMax: null, payUnit: 'year' },
    { salaryMin: 30, salaryMax: 45, payUnit: 'hour' },
    { salaryMin: 38, salaryMax: null, payUnit: 'hour' },
    { salaryMin: null, salaryMax: 60, payUnit: 'hour' },
    { salaryMin: 300, salaryMax: 400, payUnit: 'day' },
    { salaryMin: 500, salaryMax: null, payUnit: 'day' },
    { salaryMin: 60_000, salaryMax: 90_000, payUnit: 'year' },
    { salaryMin: 100_000, salaryMax: 130_000, payUnit: 'year' },
    { salaryMin: null, salaryMax: 80_000, payUnit: 'year' },
];
let ctx;
let worker;
let seeded = [];
beforeAll(async () => {
    ctx = await createTestApp();
    const employer = await registerUser(ctx.app, 'employer');
    await completeEmployerProfile(ctx.database.db, employer.user.id);
    const generated = fc.sample(fc.record({
        title: fc.constantFrom(...TITLES),
        skills: fc.uniqueArray(fc.constantFrom(...SKILLS), { maxLength: 4 }),
        industry: fc.constantFrom(...INDUSTRIES),
        location: fc.constantFrom(...LOCATIONS),
        pay: fc.constantFrom(...PAYS),
        // Whole days only, so equal scores fall back to posting time and id as in production.
        daysAgo: fc.integer({ min: 0, max: 40 }),
        isBoosted: fc.integer({ min: 0, max: 29 }).map((n) => n === 0),
    }), { numRuns: 300, seed: 15 });
    const now = Date.now();
    const rows = await ctx.database.db
        .insert(jobs)
        .values(generated.map((job) => ({
        employerId: employer.user.id,
        title: job.title,
        description: 'Generated for best match.',
        industry: job.industry,
        location: job.location,
        jobType: 'full-time',
        skills: job.skills,
        ...job.pay,
        postedAt: new Date(now - job.daysAgo * DAY_MS),
        boostedUntil: job.isBoosted ? new Date(now + DAY_MS) : null,
    })))
        .returning();
    seeded = rows.map((row) => ({ ...row, isBoosted: row.boostedUntil !== null }));
});
afterAll(async () => {
    await ctx?.close();
});
async function allPages(query) {
    const seen = [];
    let cursor = null;
    do {
        const response = await injectAs(ctx.app, worker).get('/api/jobs', {
            query: { sort: 'best', limit: '13', ...query, ...(cursor ? { cursor } : {}) },
        });
        expect(response.statusCode, response.body).toBe(200);
        const page = response.json();
        seen.push(...page.jobs);
        cursor = page.nextCursor;
    } while (cursor);
    return seen;
}
/** The test worker's match profile, with the hourly rate the factory does not set. */
async function setMatchProfile(userId, { hourlyRate, ...profile }) {
    await setWorkerMatchProfile(ctx.database.db, userId, profile);
    if (hourlyRate !== undefined)
        await ctx.database.db.update(workerProfiles).set({ hourlyRate }).where(eq(workerProfiles.userId, userId));
}
/** A seeded job as core matchSignals reads it. */
const signalsOf = (job, match) => matchSignals({ ...job, coordinates: coordinatesOf(job.location), payYearly: job.payRank }, match);
describe('best match agrees with core scoreMatch', () => {
    it.each([
        {
            primaryTrade: 'electrician',
            skills: ['NEC Code', 'Rigging'],
            preferredIndustries: ['energy', 'construction'],
            location: 'Houston, TX',
            hourlyRate: 40,
        },
        {
            primaryTrade: 'welder',
            skills: ['TIG welding', 'OSHA 30', 'Rigging', 'Confined space'],
            preferredIndustries: ['oilgas'],
            location: 'Dallas, TX',
            hourlyRate: 50,
        },
        { primaryTrade: 'meter-reader', skills: [], preferredIndustries: ['mining'], location: 'Denver, CO', hourlyRate: 0 },
        { primaryTrade: 'plumber', skills: ['OSHA 30'], preferredIndustries: [], location: 'Boise, ID', hourlyRate: 45 },
        { primaryTrade: 'crane-operator', skills: ['Rigging'], preferredIndustries: ['construction'], location: 'New York, NY' },
        // Every industry times nine skills is more pairs than one lookup takes: single keys instead.
        {
            primaryTrade: 'welder',
            skills: ['NEC code', 'Rigging', 'TIG welding', 'OSHA 30', 'Confined space', 'Scaffolding', 'Forklift', 'First aid', 'Hydraulics'],
            preferredIndustries: [...INDUSTRIES],
            location: 'Houston, TX',
        },
    ])('ranks, scores and explains every job for %j, across pages', async (profile) => {
        // A new worker each time: sessions remember the user's location for a few seconds.
        worker = await registerUser(ctx.app, 'worker');
        await setMatchProfile(worker.user.id, profile);
        const houston = coordinatesOf('Houston, TX');
        const isNearHouston = (location) => {
            const place = coordinatesOf(location);
            return place !== null && distanceMiles(houston, place) <= 250;
        };
        const searches = [{}, { industry: 'construction' }, { location: 'Houston, TX', radiusMiles: '250' }];
        for (const filters of searches) {
            // Distance counts from the searched location, else from the worker's own.
            const match = toMatchProfile({
                trade: profile.primaryTrade,
                skills: profile.skills,
                industries: profile.preferredIndustries,
                origin: coordinatesOf(filters.location ?? profile.location),
                hourlyRate: profile.hourlyRate,
            });
            const expected = seeded
                .filter((job) => !filters.industry || job.industry === filters.industry)
                .filter((job) => !filters.location || isNearHouston(job.location))
                .map((job) => ({ job, signals: signalsOf(job, match) }))
                .map((entry) => ({ ...entry, score: scoreMatch(entry.signals) }))
                .sort((a, b) => Number(b.job.isBoosted) - Number(a.job.isBoosted) ||
                b.score - a.score ||
                b.job.postedAt.getTime() - a.job.postedAt.getTime() ||
                (b.job.id > a.job.id ? 1 : -1));
            const found = await allPages(filters);
            expect(found.map((job) => job.id)).toEqual(expected.map((entry) => entry.job.id));
            expect(found.map((job) => job.score)).toEqual(expected.map((entry) => entry.score));
            expect(found.map((job) => job.matchReasons)).toEqual(expected.map((entry) => describeMatch(entry.signals)));
        }
    });
    it('orders a worker with nothing to match by date', async () => {
        worker = await registerUser(ctx.app, 'worker');
        const found = await allPages({});
        const byDate = [...seeded].sort((a, b) => Number(b.isBoosted) - Number(a.isBoosted) || b.postedAt.getTime() - a.postedAt.getTime() || (b.id > a.id ? 1 : -1));
        expect(found.map((job) => job.id)).toEqual(byDate.map((job) => job.id));
        expect(found.every((job) => job.score === 0)).toBe(true);
    });
});
describe('with 701 more contract jobs', () => {
    let contractJobs = [];
    beforeAll(async () => {
        const employer = await registerUser(ctx.app, 'employer');
        const now = Date.now();
        const rows = await ctx.database.db
            .insert(jobs)
            .values(Array.from({ length: 1001 - seeded.length }, (_, n) => ({
            employerId: employer.user.id,
            title: n % 3 === 0 ? `Mine Electrician ${n}` : `Count Filler ${n}`,
            description: 'Filler.',
            industry: n % 2 === 0 ? 'mining' : 'energy',
            location: n % 5 === 0 ? 'Denver, CO' : 'Tulsa, OK',
            jobType: 'contract',
            skills: n % 7 === 0 ? ['Rigging'] : [],
            ...PAYS[n % PAYS.length],
            postedAt: new Date(now - (n % 9) * DAY_MS),
        })))
            .returning();
        contractJobs = rows.map((row) => ({ ...row, isBoosted: false }));
    });
    it('ranks a filtered set too big to rank whole by the same scores', async () => {
        worker = await registerUser(ctx.app, 'worker');
        const profile = { primaryTrade: 'electrician', skills: ['Rigging'], preferredIndustries: ['mining'], location: 'Denver, CO' };
        await setMatchProfile(worker.user.id, { ...profile, hourlyRate: 40 });
        const match = toMatchProfile({
            trade: 'electrician',
            skills: ['Rigging'],
            industries: ['mining'],
            origin: coordinatesOf('Denver, CO'),
            hourlyRate: 40,
        });
        const expected = contractJobs
            .map((job) => ({ job, score: scoreMatch(signalsOf(job, match)) }))
            .sort((a, b) => b.score - a.score || b.job.postedAt.getTime() - a.job.postedAt.getTime() || (b.job.id > a.job.id ? 1 : -1));
        const found = await allPages({ jobType: 'contract', limit: '50' });
        expect(found.map((job) => job.id)).toEqual(expected.map((entry) => entry.job.id));
        expect(found.map((job) => job.score)).toEqual(expected.map((entry) => entry.score));
    });
    it('counts up to 1,000 and says when there are more', async () => {
        const count = (query) => injectAs(ctx.app, worker)
            .get(`/api/jobs/count${query}`)
            .then((response) => response.json());
        expect(await count('')).toEqual({ total: 1000, isCapped: true });
        expect(await count('?jobType=contract')).toEqual({ total: 1001 - seeded.length, isCapped: false });
    });
});
