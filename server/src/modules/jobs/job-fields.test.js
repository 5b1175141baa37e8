import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSchema } from '@core/jobs/schemas';
import { injectAs } from '../../test/api';
import { createTestApp, registerUser } from '../../test/test-app';
import { completeEmployerProfile, grantJobPosts } from '../../test/factories';
// A job field lives in several places that nothing ties together: the core DTO schema, the write
// (job-crud.ts), toJobDto (job-dto.ts) and the card PostgreSQL keeps (job_search_card, the search
// page). This test posts a job with every field set to a value no default gives and reads it back
// from each answer: a field forgotten in one of them fails here, named. Adding a field? See
// search/README.md, "Adding a job field".
/** Fields only a search answer carries, computed per worker, not kept with the job. */
const SEARCH_ONLY = ['credentialCoverage', 'distanceMiles', 'score', 'matchReasons', 'matchedTerms'];
/** Every field of the create schema (the type fails to compile when one is missing), none at its default. */
const POSTED = {
    title: 'Every Field Lineman',
    industry: 'energy',
    description: 'A job whose every field differs from its default.',
    location: 'Tulsa, OK',
    jobType: 'contract',
    experienceLevel: 'senior',
    salaryMin: 38,
    salaryMax: 45,
    payUnit: 'hour',
    requirements: ['CDL Class A'],
    skills: ['Bucket truck'],
    requiredCredentials: ['twic'],
    preferredCredentials: ['osha-30-construction'],
    perDiem: 85,
    lodgingProvided: true,
    travelRequired: true,
    rotation: '21/7',
    overtimeExpected: true,
};
/** Set outside the post (a boost, head count, post time). */
const POSITIONS = 7;
const POSTED_AT = '2026-11-20T03:04:05.678Z';
let ctx;
let employer;
let expected;
beforeAll(async () => {
    ctx = await createTestApp();
    employer = await registerUser(ctx.app, 'employer');
    await completeEmployerProfile(ctx.database.db, employer.user.id, 'Every Field Co');
    await grantJobPosts(ctx.database.db, employer.user.id, 1);
    const response = await injectAs(ctx.app, employer).post('/api/jobs', POSTED);
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json();
    await ctx.database.db.execute(sql `update jobs set positions = ${POSITIONS}, posted_at = ${POSTED_AT}::timestamptz,
    boosted_until = now() + interval '1 day' where id = ${id}`);
    expected = {
        ...POSTED,
        id,
        employerId: employer.user.id,
        positions: POSITIONS,
        postedAt: POSTED_AT,
        companyName: 'Every Field Co',
        isActive: true,
        isBoosted: true,
    };
}, 60_000);
afterAll(async () => {
    await ctx?.close();
});
function expectEveryField(answer, source) {
    for (const [field, value] of Object.entries(expected))
        expect(answer[field], `${source}: field "${field}"`).toEqual(value);
    expect(jobSchema.strict().safeParse(answer).error?.issues ?? [], `${source}: fields outside the job schema`).toEqual([]);
}
describe('every job field', () => {
    it('is set by the test: the job schema has no field the test leaves out', () => {
        const schemaFields = Object.keys(jobSchema.shape).filter((field) => !SEARCH_ONLY.includes(field));
        expect(schemaFields.sort()).toEqual(Object.keys(expected).sort());
    });
    it('reaches the job page (toJobDto)', async () => {
        const response = await injectAs(ctx.app, employer).get(`/api/jobs/${expected.id}`);
        expect(response.statusCode, response.body).toBe(200);
        expectEveryField(response.json(), 'GET /api/jobs/:id');
    });
    it('reaches the search card (job_search_card), for every sort', async () => {
        for (const sort of ['newest', 'pay', 'best']) {
            const response = await injectAs(ctx.app, employer).get('/api/jobs', { query: { sort } });
            expect(response.statusCode, response.body).toBe(200);
            const card = response.json().jobs.find((job) => job.id === expected.id);
            expect(card, `${sort}: the job is on the page`).toBeDefined();
            const { score, matchReasons, distanceMiles, credentialCoverage, ...stored } = card;
            void [score, matchReasons, distanceMiles, credentialCoverage];
            expectEveryField(stored, `search card (${sort})`);
        }
    });
    it("reaches the employer's job list", async () => {
        const response = await injectAs(ctx.app, employer).get(`/api/employer/${employer.user.id}/jobs`);
        expect(response.statusCode, response.body).toBe(200);
        const [job] = response.json();
        const { applicationCounts, views, expiresAt, isExpired, ...stored } = job;
        void [applicationCounts, views, expiresAt, isExpired];
        expectEveryField(stored, 'GET /api/employer/:userId/jobs');
    });
});
