import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSchema, type CreateJobInput, type JobDto, type JobSearchResponse } from '@core/jobs/schemas';
import { injectAs } from '../../test/api';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { completeEmployerProfile, grantJobPosts } from '../../test/factories';

// A job field lives in several places that nothing ties together: the core DTO schema, the write
// (job-crud.ts), toJobDto (job-dto.ts) and the card PostgreSQL keeps (job_search_card, the search
// page). This test posts a job with every field set to a value no default gives and reads it back
// from each answer: a field forgotten in one of them fails here, named. Adding a field? See
// search/README.md, "Adding a job field".

/** Fields only a search answer carries, computed per worker, not kept with the job; and the employer's rating, read from its reviews. */
const SEARCH_ONLY = ['credentialCoverage', 'distanceMiles', 'score', 'matchReasons', 'matchedTerms', 'employerRating'] as const;
type StoredField = Exclude<keyof JobDto, (typeof SEARCH_ONLY)[number]>;

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
  payUnit: 'hour' as const,
  requirements: ['CDL Class A'],
  skills: ['Bucket truck'],
  requiredCredentials: ['twic'],
  preferredCredentials: ['osha-30-construction'],
  perDiem: 85,
  lodgingProvided: true,
  travelRequired: true,
  rotation: '21/7',
  overtimeExpected: true,
} satisfies Required<CreateJobInput>;

/** Set outside the post (a boost, head count, post time). */
const POSITIONS = 7;
const POSTED_AT = '2026-11-20T03:04:05.678Z';

let ctx: TestContext;
let employer: Awaited<ReturnType<typeof registerUser>>;
let expected: { [K in StoredField]-?: JobDto[K] };

beforeAll(async () => {
  ctx = await createTestApp();
  employer = await registerUser(ctx.app, 'employer');
  await completeEmployerProfile(ctx.database.db, employer.user.id, 'Every Field Co');
  await grantJobPosts(ctx.database.db, employer.user.id, 1);
  const response = await injectAs(ctx.app, employer).post('/api/jobs', POSTED);
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json() as JobDto;
  await ctx.database.db.execute(sql`update jobs set positions = ${POSITIONS}, posted_at = ${POSTED_AT}::timestamptz,
    boosted_until = now() + interval '1 day' where id = ${id}`);
  expected = {
    ...POSTED,
    id,
    employerId: employer.user.id,
    positions: POSITIONS,
    employerVerified: true,
    employerVerification: 'operator',
    employerVerifiedDomain: null,
    postedAt: POSTED_AT,
    companyName: 'Every Field Co',
    isActive: true,
    isBoosted: true,
  };
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

function expectEveryField(answer: Record<string, unknown>, source: string) {
  for (const [field, value] of Object.entries(expected)) expect(answer[field], `${source}: field "${field}"`).toEqual(value);
  expect(jobSchema.strict().safeParse(answer).error?.issues ?? [], `${source}: fields outside the job schema`).toEqual([]);
}

describe('every job field', () => {
  it('is set by the test: the job schema has no field the test leaves out', () => {
    const schemaFields = Object.keys(jobSchema.shape).filter((field) => !(SEARCH_ONLY as readonly string[]).includes(field));
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
      const card = (response.json() as JobSearchResponse).jobs.find((job) => job.id === expected.id);
      expect(card, `${sort}: the job is on the page`).toBeDefined();
      const { score, matchReasons, distanceMiles, credentialCoverage, ...stored } = card!;
      void [score, matchReasons, distanceMiles, credentialCoverage];
      expectEveryField(stored, `search card (${sort})`);
    }
  });

  it("reaches the employer's job list", async () => {
    const response = await injectAs(ctx.app, employer).get(`/api/employer/${employer.user.id}/jobs`);
    expect(response.statusCode, response.body).toBe(200);
    const [job] = response.json() as Array<Record<string, unknown>>;
    const { applicationCounts, views, expiresAt, isExpired, reviewStatus, reviewNote, ...stored } = job!;
    void [applicationCounts, views, expiresAt, isExpired];
    expect([reviewStatus, reviewNote]).toEqual(['published', null]);
    expectEveryField(stored, 'GET /api/employer/:userId/jobs');
  });
});
