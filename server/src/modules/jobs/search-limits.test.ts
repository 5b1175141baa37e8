// Issue 50: job searches per account a minute, and the words of one keyword that look for typos.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobSearchResponse } from '@core/jobs/schemas';
import { jobs } from '../../db/schema/jobs';
import { injectAs } from '../../test/api';
import { completeEmployerProfile } from '../../test/factories';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { TYPO_WORDS_MAX } from './search/expand-keyword';

const SEARCHES_A_MINUTE = 6;

let ctx: TestContext;
let clock = Date.parse('2026-11-29T10:00:00Z');
let electricianId: string;

beforeAll(async () => {
  ctx = await createTestApp({ JOB_SEARCH_RATE_LIMIT_MAX: String(SEARCHES_A_MINUTE) }, { now: () => new Date(clock) });
  const employer = await registerUser(ctx.app, 'employer');
  await completeEmployerProfile(ctx.database.db, employer.user.id, 'Gulf Coast Works');
  const [row] = await ctx.database.db
    .insert(jobs)
    .values({
      title: 'Electrician',
      description: 'Service calls and panel upgrades.',
      industry: 'construction',
      location: 'Houston, TX',
      jobType: 'full-time',
      employerId: employer.user.id,
    })
    .returning({ id: jobs.id });
  electricianId = row!.id;
});
afterAll(async () => {
  await ctx?.close();
});

const newWorker = async () => (await registerUser(ctx.app, 'worker')).token;
const search = (token: string, q: string, path = '/api/jobs') => injectAs(ctx.app, token).get(path, { query: { q } });

describe('GET /api/jobs per account a minute', () => {
  it('answers 429 past JOB_SEARCH_RATE_LIMIT_MAX searches, for that account only, until the minute is over', async () => {
    const [worker, other] = [await newWorker(), await newWorker()];
    for (let i = 0; i < SEARCHES_A_MINUTE; i += 1) expect((await search(worker, 'electrician')).statusCode).toBe(200);
    const limited = await search(worker, 'electrician');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: expect.stringMatching(/rate limit/i), code: 'request.rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from the same address, and the same account's counts, are counted apart.
    expect((await search(other, 'electrician')).statusCode).toBe(200);
    expect((await search(worker, 'electrician', '/api/jobs/count')).statusCode).toBe(200);
    clock += 60_000;
    expect((await search(worker, 'electrician')).statusCode).toBe(200);
  });

  it('limits the counts too', async () => {
    const worker = await newWorker();
    for (let i = 0; i < SEARCHES_A_MINUTE; i += 1) expect((await search(worker, 'welder', '/api/jobs/count')).statusCode).toBe(200);
    expect((await search(worker, 'welder', '/api/jobs/count')).statusCode).toBe(429);
  });

  it('still answers 401 to a signed-out call, uncounted', async () => {
    for (let i = 0; i <= SEARCHES_A_MINUTE; i += 1) expect((await injectAs(ctx.app, null).get('/api/jobs')).statusCode).toBe(401);
  });
});

describe('typos for the first TYPO_WORDS_MAX unknown words of a keyword', () => {
  // Unknown words of 5 letters that no job holds nor is one edit from: each looks for typos and finds none (21 words
  // and their ORs fit q's 200 characters).
  const unknown = Array.from({ length: TYPO_WORDS_MAX }, (_, i) => `qzx${'bcdfghjklmnpqrtvwxzb'[i]}${'kkkkkkkkkkmmmmmmmmmm'[i]}`);
  const ids = async (q: string) => {
    const response = await search(await newWorker(), q);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as JobSearchResponse).jobs.map((job) => job.id);
  };

  it('finds a typo among the first words, and not past them; the search still answers', async () => {
    expect(await ids(['electrican', ...unknown].join(' or '))).toEqual([electricianId]);
    expect(await ids([...unknown.slice(1), 'electrican'].join(' or '))).toEqual([electricianId]);
    expect(await ids([...unknown, 'electrican'].join(' or '))).toEqual([]);
    // A word the jobs hold is matched as it is wherever it stands.
    expect(await ids([...unknown, 'electrician'].join(' or '))).toEqual([electricianId]);
  });
});
