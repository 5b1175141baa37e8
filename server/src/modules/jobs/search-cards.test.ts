import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSchema, type JobDto, type JobSearchResponse } from '@core/jobs/schemas';
import { type jobs } from '../../db/schema/jobs';
import { injectAs } from '../../test/api';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { completeEmployerProfile, insertJob, setWorkerMatchProfile } from '../../test/factories';
import { signInOperator } from '../admin/test-helpers';

// Search pages send job cards PostgreSQL wrote (repository readSearchPage); every other job answer
// is built by toJobDto. These tests hold the two to one shape, value for value.

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

let ctx: TestContext;
let worker: Awaited<ReturnType<typeof registerUser>>;
const jobIds: string[] = [];

/** Jobs with the values most likely to be written differently by SQL and by JavaScript. */
const UNUSUAL_JOBS: Partial<typeof jobs.$inferInsert>[] = [
  {
    title: 'Técnico "Senior" \\ Electrician 🔧',
    description: 'Line one\nline two\ttabbed, a bell \u0007, a record separator \u001e, </script> & <b>bold</b>.',
    salaryMin: null,
    salaryMax: null,
    experienceLevel: null,
    perDiemCents: 12_350,
    lodgingProvided: true,
    travelRequired: true,
    rotation: '14/7',
    overtimeExpected: true,
    requiredCredentials: ['twic', 'nfpa-70e'],
    preferredCredentials: ['osha-30'],
    requirements: ['Own "hand" tools', ''],
    skills: ['NEC code', 'Ünïcode skill'],
  },
  { title: 'Rounding Down', perDiemCents: 12_349, positions: 12, salaryMin: 61_000, salaryMax: 75_500 },
  { title: 'Zero Per Diem', perDiemCents: 0, location: 'Remote', requirements: [], skills: [] },
  { title: 'Boosted Welder', boostedUntil: new Date(Date.now() + DAY_MS), location: 'Dallas, TX' },
];

beforeAll(async () => {
  ctx = await createTestApp();
  const employer = await registerUser(ctx.app, 'employer');
  await completeEmployerProfile(ctx.database.db, employer.user.id, `O'Brien "Quoted" & Sons \\ Ltd`);
  for (const values of UNUSUAL_JOBS) jobIds.push((await insertJob(ctx, employer.user.id, values)).id);
  // A post time with microseconds: both sides keep its milliseconds, as a Date does.
  await ctx.database.db.execute(sql`update jobs set posted_at = '2026-11-20 03:04:05.678999+00' where id = ${jobIds[1]}`);
  worker = await registerUser(ctx.app, 'worker');
  await setWorkerMatchProfile(ctx.database.db, worker.user.id, {
    primaryTrade: 'electrician',
    skills: ['NEC code'],
    preferredIndustries: ['oilgas'],
    location: 'Houston, TX',
  });
  for (const record of [
    { credentialId: 'twic', expiresAt: isoDay(400) },
    { credentialId: 'nfpa-70e', expiresAt: isoDay(-1) },
  ]) {
    const response = await injectAs(ctx.app, worker).post('/api/worker/credentials', record);
    expect(response.statusCode, response.body).toBe(201);
  }
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

async function searchPage(sort: string) {
  const response = await injectAs(ctx.app, worker).get('/api/jobs', { query: { sort, limit: '50' } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json() as JobSearchResponse;
}

async function jobPage(jobId: string) {
  const response = await injectAs(ctx.app, worker).get(`/api/jobs/${jobId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as JobDto;
}

describe('search cards', () => {
  it('hold the same fields and values as the job page, for every sort', async () => {
    for (const sort of ['newest', 'pay', 'best']) {
      const { jobs: cards } = await searchPage(sort);
      expect(cards.map((card) => card.id).sort()).toEqual([...jobIds].sort());
      for (const card of cards) {
        const { score, matchReasons, distanceMiles, ...shared } = card;
        expect(shared, `${sort}: ${card.title}`).toEqual(await jobPage(card.id));
        expect(jobSchema.strict().parse(card)).toEqual(card);
        if (sort === 'best') expect([typeof score, Array.isArray(matchReasons)]).toEqual(['number', true]);
        else expect([score, matchReasons, distanceMiles]).toEqual([undefined, undefined, undefined]);
      }
    }
  });

  it('write the values JavaScript would', async () => {
    const { jobs: cards } = await searchPage('newest');
    const byTitle = new Map(cards.map((card) => [card.title, card]));
    expect(byTitle.get(UNUSUAL_JOBS[0]!.title!)).toMatchObject({
      description: UNUSUAL_JOBS[0]!.description,
      companyName: `O'Brien "Quoted" & Sons \\ Ltd`,
      perDiem: 124,
      experienceLevel: null,
      salaryMin: null,
      credentialCoverage: { has: ['twic'], missing: [], expired: ['nfpa-70e'] },
    });
    expect(byTitle.get('Rounding Down')).toMatchObject({ perDiem: 123, positions: 12, postedAt: '2026-11-20T03:04:05.678Z' });
    expect(byTitle.get('Zero Per Diem')).toMatchObject({ perDiem: 0, requirements: [], skills: [] });
    expect(byTitle.get('Boosted Welder')).toMatchObject({ isBoosted: true });
    expect(cards[0]!.title).toBe('Boosted Welder');
  });

  it('follow the company as employer_profiles holds it, on a job posted before the profile was filled', async () => {
    const employer = await registerUser(ctx.app, 'employer');
    const { id } = await insertJob(ctx, employer.user.id, { title: 'Millwright Before Profile' });
    const companyFields = ({ companyName, employerVerified, employerVerification, employerVerifiedDomain }: JobDto) => ({
      companyName,
      employerVerified,
      employerVerification,
      employerVerifiedDomain,
    });
    const card = async () => {
      const response = await injectAs(ctx.app, worker).get('/api/jobs', { query: { q: 'millwright', limit: '50' } });
      expect(response.statusCode, response.body).toBe(200);
      return companyFields((response.json() as JobSearchResponse).jobs.find((job) => job.id === id)!);
    };
    const unverified = { employerVerified: false, employerVerification: null, employerVerifiedDomain: null };
    expect(await card()).toEqual({ companyName: null, ...unverified });

    await completeEmployerProfile(ctx.database.db, employer.user.id, 'Gulf "Millwright" Co', { verified: false });
    expect(await card()).toEqual({ companyName: 'Gulf "Millwright" Co', ...unverified });

    // Its confirmed sign-in address is at test.example.com: a website there verifies it by that domain.
    const saved = await injectAs(ctx.app, employer).put(`/api/employer-profile/${employer.user.id}`, {
      companyName: 'Gulf "Millwright" Co',
      contactEmail: 'hiring@gulf.example.com',
      headquarters: 'Houston, TX',
      website: 'https://test.example.com',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const byDomain = { employerVerified: true, employerVerification: 'email_domain', employerVerifiedDomain: 'test.example.com' };
    expect(await card()).toEqual({ companyName: 'Gulf "Millwright" Co', ...byDomain });
    expect(await card()).toEqual(companyFields(await jobPage(id)));

    const operator = await signInOperator(ctx);
    for (const [action, expected] of [
      ['verify', { employerVerified: true, employerVerification: 'operator', employerVerifiedDomain: null }],
      ['unverify', unverified],
    ] as const) {
      const response = await injectAs(ctx.app, operator).post(`/api/admin/employers/${employer.user.id}/${action}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(await card()).toEqual({ companyName: 'Gulf "Millwright" Co', ...expected });
    }
    expect(await card()).toEqual(companyFields(await jobPage(id)));
  });
});
