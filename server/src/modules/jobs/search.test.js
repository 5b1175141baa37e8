import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { injectAs } from '../../test/api';
import { createTestApp, registerUser } from '../../test/test-app';
import { SPLICER_POST, completeEmployerProfile, grantJobPosts, setWorkerMatchProfile } from '../../test/factories';
import { errorBody } from '../../test/error-body';
const DAY_MS = 24 * 60 * 60 * 1000;
let ctx;
let workerToken;
const ids = {};
/** Five jobs whose right answers these tests know; `daysAgo` fixes the newest-first order. */
const SEEDED = [
    {
        key: 'houstonElectrician',
        title: 'Industrial Electrician',
        description: 'Wire motor controls at a refinery.',
        industry: 'energy',
        location: 'Houston, TX',
        jobType: 'full-time',
        experienceLevel: 'mid',
        salaryMin: 60000,
        salaryMax: 80000,
        skills: ['NEC code', 'Conduit bending'],
        daysAgo: 5,
    },
    {
        key: 'dallasWelder',
        title: 'Pipeline Welder',
        description: 'TIG and stick welding on a gas pipeline.',
        industry: 'oilgas',
        location: 'Dallas, TX',
        jobType: 'contract',
        experienceLevel: 'senior-level',
        salaryMin: 70000,
        salaryMax: 90000,
        skills: ['TIG welding'],
        daysAgo: 4,
    },
    {
        key: 'chicagoElectrician',
        title: 'Commercial Electrician',
        description: 'Tenant fit-outs downtown.',
        industry: 'construction',
        location: 'Chicago, IL',
        jobType: 'full-time',
        experienceLevel: 'entry',
        salaryMin: 50000,
        salaryMax: 65000,
        skills: ['nec CODE'],
        daysAgo: 3,
    },
    {
        key: 'houstonWarehouse',
        title: 'Warehouse Associate',
        description: 'Pick, pack and ship building supplies.',
        industry: 'manufacturing',
        location: 'Houston, TX',
        jobType: 'part-time',
        experienceLevel: null,
        salaryMin: null,
        salaryMax: null,
        skills: ['Forklift'],
        daysAgo: 2,
    },
    {
        key: 'austinSolar',
        title: 'Solar Technician',
        description: 'Install arrays; electrician experience helpful.',
        industry: 'energy',
        location: 'Austin, TX',
        jobType: 'full-time',
        experienceLevel: 'mid-level',
        salaryMin: 55000,
        salaryMax: 70000,
        skills: ['Conduit bending'],
        daysAgo: 1,
    },
];
beforeAll(async () => {
    ctx = await createTestApp();
    const employer = await registerUser(ctx.app, 'employer');
    await completeEmployerProfile(ctx.database.db, employer.user.id, 'Gulf Coast Power');
    const now = Date.now();
    for (const { key, daysAgo, ...job } of SEEDED) {
        const [row] = await ctx.database.db
            .insert(jobs)
            .values({ ...job, skills: [...job.skills], employerId: employer.user.id, postedAt: new Date(now - daysAgo * DAY_MS) })
            .returning({ id: jobs.id });
        ids[key] = row.id;
    }
    // Inactive jobs never show.
    await ctx.database.db.insert(jobs).values({
        employerId: employer.user.id,
        title: 'Closed Electrician Opening',
        description: 'Filled.',
        industry: 'energy',
        location: 'Houston, TX',
        jobType: 'full-time',
        isActive: false,
    });
    const worker = await registerUser(ctx.app, 'worker');
    workerToken = worker.token;
    await setWorkerMatchProfile(ctx.database.db, worker.user.id, {
        primaryTrade: 'electrician',
        skills: ['NEC Code', 'Conduit Bending'],
        preferredIndustries: ['energy'],
        location: 'Houston, TX',
    });
});
afterAll(async () => {
    await ctx?.close();
});
async function search(query = {}) {
    const response = await injectAs(ctx.app, workerToken).get('/api/jobs', { query: stringify(query) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
}
const stringify = (query) => Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
const keysOf = (list) => list.map((job) => Object.entries(ids).find(([, id]) => id === job.id)?.[0]);
describe('GET /api/jobs', () => {
    it('needs a signed-in user', async () => {
        expect((await injectAs(ctx.app, null).get('/api/jobs')).statusCode).toBe(401);
    });
    it('lists active jobs newest first with the company name', async () => {
        const { jobs: list, nextCursor } = await search();
        expect(keysOf(list)).toEqual(['austinSolar', 'houstonWarehouse', 'chicagoElectrician', 'dallasWelder', 'houstonElectrician']);
        expect(nextCursor).toBeNull();
        expect(list[0]).toMatchObject({ companyName: 'Gulf Coast Power', isActive: true, isBoosted: false, positions: 1 });
        expect(list[0]).not.toHaveProperty('searchVector');
    });
    it('searches title, description and skills', async () => {
        expect(keysOf((await search({ q: 'electrician' })).jobs)).toEqual(['austinSolar', 'chicagoElectrician', 'houstonElectrician']);
        expect(keysOf((await search({ q: 'tig welding' })).jobs)).toEqual(['dallasWelder']);
        expect(keysOf((await search({ q: 'forklift' })).jobs)).toEqual(['houstonWarehouse']);
    });
    const FILTERED = [
        [{ industry: 'energy' }, ['austinSolar', 'houstonElectrician']],
        [{ jobType: 'contract' }, ['dallasWelder']],
        [{ experienceLevel: 'mid' }, ['austinSolar', 'houstonElectrician']],
        [{ experienceLevel: 'senior' }, ['dallasWelder']],
        [{ minPay: 75000 }, ['dallasWelder', 'houstonElectrician']],
        [{ location: 'Houston, TX', radiusMiles: 50 }, ['houstonWarehouse', 'houstonElectrician']],
        [{ location: 'Houston, TX', radiusMiles: 200 }, ['austinSolar', 'houstonWarehouse', 'houstonElectrician']],
        [{ location: 'Houston', radiusMiles: 250 }, ['austinSolar', 'houstonWarehouse', 'dallasWelder', 'houstonElectrician']],
        [{ location: 'Chicago, IL' }, ['chicagoElectrician']],
        [{ location: ', IL' }, ['chicagoElectrician']],
        [{ location: ', tx' }, ['austinSolar', 'houstonWarehouse', 'dallasWelder', 'houstonElectrician']],
        [{ q: 'electrician', industry: 'energy', location: 'Houston, TX', radiusMiles: 100 }, ['houstonElectrician']],
    ];
    it.each(FILTERED)('filters %j', async (query, expected) => {
        expect(keysOf((await search(query)).jobs)).toEqual(expected);
    });
    it('answers searches sent at once each with its own page (their rows are read in one statement)', async () => {
        const pages = await Promise.all(FILTERED.map(([query]) => search(query)));
        expect(pages.map((page) => keysOf(page.jobs))).toEqual(FILTERED.map(([, expected]) => expected));
    });
    it('sorts by pay, jobs without a salary last', async () => {
        expect(keysOf((await search({ sort: 'pay' })).jobs)).toEqual([
            'dallasWelder',
            'houstonElectrician',
            'austinSolar',
            'chicagoElectrician',
            'houstonWarehouse',
        ]);
    });
    it('ranks best match by trade, skills, preferred industry and distance, and says why', async () => {
        const { jobs: list } = await search({ sort: 'best' });
        expect(keysOf(list)).toEqual(['houstonElectrician', 'chicagoElectrician', 'austinSolar', 'houstonWarehouse', 'dallasWelder']);
        expect(list.map((job) => job.score)).toEqual([100, 50, 35, 20, 0]);
        expect(list[0].matchReasons).toEqual([
            { type: 'trade' },
            { type: 'skills', count: 2 },
            { type: 'industry' },
            { type: 'distance', miles: 0 },
        ]);
        expect(list[2].matchReasons).toEqual([{ type: 'skills', count: 1 }, { type: 'industry' }, { type: 'distance', miles: 147 }]);
        expect(list[4].matchReasons).toEqual([]);
    });
    it.each(['newest', 'pay', 'best'])('pages with a cursor (%s) without gaps or repeats', async (sort) => {
        const all = (await search({ sort })).jobs.map((job) => job.id);
        const seen = [];
        let cursor = null;
        do {
            const page = await search({ sort, limit: 2, ...(cursor ? { cursor } : {}) });
            expect(page.jobs.length).toBeLessThanOrEqual(2);
            seen.push(...page.jobs.map((job) => job.id));
            cursor = page.nextCursor;
        } while (cursor);
        expect(seen).toEqual(all);
    });
    it('puts boosted jobs first, across pages too', async () => {
        await ctx.database.db
            .update(jobs)
            .set({ boostedUntil: new Date(Date.now() + DAY_MS) })
            .where(eq(jobs.id, ids.houstonElectrician));
        await ctx.database.db
            .update(jobs)
            .set({ boostedUntil: new Date(Date.now() - DAY_MS) })
            .where(eq(jobs.id, ids.dallasWelder));
        try {
            const first = await search({ limit: 1 });
            expect(keysOf(first.jobs)).toEqual(['houstonElectrician']);
            expect(first.jobs[0].isBoosted).toBe(true);
            const second = await search({ limit: 2, cursor: first.nextCursor });
            expect(keysOf(second.jobs)).toEqual(['austinSolar', 'houstonWarehouse']);
            expect(second.jobs[0].isBoosted).toBe(false);
        }
        finally {
            await ctx.database.db.update(jobs).set({ boostedUntil: null });
        }
    });
    it('counts the filtered set', async () => {
        const response = await injectAs(ctx.app, workerToken).get('/api/jobs/count?industry=energy');
        expect(response.json()).toEqual({ total: 2, isCapped: false });
    });
    it.each([
        [{ cursor: 'not-a-cursor' }, 'This page link has expired. Please search again.'],
        [{ sort: 'cheapest' }, 'Unknown sort'],
        [{ industry: 'farming' }, 'Unknown industry'],
        [{ minPay: 'lots' }, 'Minimum pay must be a whole number'],
        [{ radiusMiles: '0' }, 'Radius must be at least 1 mile'],
    ])('refuses %j with 400', async (query, message) => {
        const response = await injectAs(ctx.app, workerToken).get('/api/jobs', { query });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(errorBody(message));
    });
});
describe('GET /api/jobs best match paged one job at a time', () => {
    // The worker (electrician, 2 skills, one industry, Houston) scores 60 on jobs without the trade:
    // equal scores must page by post time and id, and a filtered short list must not end early.
    it('pages exactly like ranking every job', async () => {
        const employerId = (await ctx.database.db.select({ id: jobs.employerId }).from(jobs).limit(1))[0].id;
        const houston = { location: 'Houston, TX', description: 'Plant work.', jobType: 'full-time', employerId };
        const bothSkills = { skills: ['NEC code', 'conduit bending'] };
        const daysAgo = (days) => new Date(Date.now() - days * DAY_MS);
        const added = await ctx.database.db
            .insert(jobs)
            .values([
            { ...houston, ...bothSkills, title: 'Journeyman Electrician', industry: 'energy', postedAt: daysAgo(0.5) },
            { ...houston, ...bothSkills, title: 'Solar Installer', industry: 'energy', postedAt: daysAgo(0.2) },
            { ...houston, title: 'Maintenance Electrician', industry: 'manufacturing', postedAt: daysAgo(0.3) },
            { ...houston, title: 'Electrician Helper', industry: 'manufacturing', postedAt: daysAgo(0.4) },
        ])
            .returning({ id: jobs.id });
        const [journeyman, solarInstaller, maintenance, helper] = added.map((row) => row.id);
        try {
            const seen = [];
            let cursor = null;
            do {
                const page = await search({ sort: 'best', limit: 1, ...(cursor ? { cursor } : {}) });
                seen.push(...page.jobs);
                cursor = page.nextCursor;
            } while (cursor);
            expect(seen.map((job) => job.id)).toEqual([
                journeyman,
                ids.houstonElectrician,
                solarInstaller,
                maintenance,
                helper,
                ids.chicagoElectrician,
                ids.austinSolar,
                ids.houstonWarehouse,
                ids.dallasWelder,
            ]);
            expect(seen.map((job) => job.score)).toEqual([100, 100, 60, 60, 60, 50, 35, 20, 0]);
            expect(seen[3].matchReasons).toEqual([{ type: 'trade' }, { type: 'distance', miles: 0 }]);
            // In energy only one trade match follows the first: a short page must not end the list.
            const energy = [];
            cursor = null;
            do {
                const page = await search({ sort: 'best', industry: 'energy', limit: 1, ...(cursor ? { cursor } : {}) });
                energy.push(...page.jobs.map((job) => job.id));
                cursor = page.nextCursor;
            } while (cursor);
            expect(energy).toEqual([journeyman, ids.houstonElectrician, solarInstaller, ids.austinSolar]);
        }
        finally {
            await ctx.database.db.delete(jobs).where(inArray(jobs.id, [journeyman, solarInstaller, maintenance, helper]));
        }
    });
});
describe('a search after a change', () => {
    it('shows a posted job at once and drops it when it closes', async () => {
        const employer = await registerUser(ctx.app, 'employer');
        await completeEmployerProfile(ctx.database.db, employer.user.id);
        await grantJobPosts(ctx.database.db, employer.user.id, 1);
        const splicers = () => search({ q: 'splicer' }).then((page) => page.jobs.map((job) => job.title));
        expect(await splicers()).toEqual([]);
        const hiring = injectAs(ctx.app, employer);
        const posted = await hiring.post('/api/jobs', SPLICER_POST);
        expect(posted.statusCode, posted.body).toBe(201);
        expect(await splicers()).toEqual(['Cable Splicer']);
        const closed = await hiring.patch(`/api/jobs/${posted.json().id}/status`, { isActive: false });
        expect(closed.statusCode).toBe(200);
        expect(await splicers()).toEqual([]);
        await ctx.database.db.delete(jobs).where(eq(jobs.id, posted.json().id));
    });
});
describe('GET /api/jobs/:jobId', () => {
    it('returns an active job and 404 for unknown, malformed or inactive ones', async () => {
        const found = await injectAs(ctx.app, workerToken).get(`/api/jobs/${ids.dallasWelder}`);
        expect(found.statusCode).toBe(200);
        expect(found.json()).toMatchObject({ title: 'Pipeline Welder', companyName: 'Gulf Coast Power' });
        const [inactive] = await ctx.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.isActive, false));
        for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', inactive.id]) {
            const response = await injectAs(ctx.app, workerToken).get(`/api/jobs/${id}`);
            expect(response.statusCode).toBe(404);
            expect(response.json()).toEqual(errorBody('Job not found'));
        }
    });
});
