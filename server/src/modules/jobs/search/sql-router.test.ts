import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobSearchResponse } from '@core/jobs/schemas';
import { loadEnv } from '../../../config/env';
import { jobs } from '../../../db/schema/jobs';
import { injectAs } from '../../../test/api';
import { completeEmployerProfile } from '../../../test/factories';
import { createTestApp, registerUser, type TestContext } from '../../../test/test-app';
import { coordinatesOf } from '../../places/service';

// Issue 50, the 10M design: past SEARCH_SQL_FROM_JOBS jobs, PostgreSQL ranks newest, pay and counts filtered by an
// industry at most, while the index is warm, from indexes in the sort's order; best match, every keyword (whose
// vocabulary widens Spanish words and typos) and the narrower filters (a walk of most of the table there) stay in
// the index.

const HOUR_MS = 3_600_000;
let ctx: TestContext;
let workerToken: string;

beforeAll(async () => {
  // Every instance past the crossing from its first job: the router's shapes go to PostgreSQL from the start.
  ctx = await createTestApp({ SEARCH_SQL_FROM_JOBS: '0' });
  const employer = await registerUser(ctx.app, 'employer');
  await completeEmployerProfile(ctx.database.db, employer.user.id, 'Permian Steel Works');
  const now = Date.now();
  await ctx.database.db.insert(jobs).values(
    Array.from({ length: 24 }, (_, n) => {
      const location = ['Odessa, TX', 'Midland, TX', 'Houston, TX'][n % 3]!;
      const place = coordinatesOf(location)!;
      return {
        employerId: employer.user.id,
        title: ['Pipeline Welder', 'Crane Operator', 'Industrial Electrician'][n % 3]!,
        description: `Plant shutdown crew, job ${n}.`,
        industry: ['oilgas', 'construction'][n % 2]!,
        location,
        lat: place.lat,
        lng: place.lng,
        jobType: 'full-time',
        salaryMin: 20 + (n % 7),
        salaryMax: 30 + (n % 5),
        payUnit: 'hour' as const,
        postedAt: new Date(now - Math.floor(n / 2) * HOUR_MS),
        boostedUntil: n === 9 ? new Date(now + 24 * HOUR_MS) : null,
      };
    }),
  );
  workerToken = (await registerUser(ctx.app, 'worker')).token;
  await ctx.app.jobSearch.sync();
});
afterAll(async () => ctx?.close());
afterEach(() => vi.restoreAllMocks());

async function search(query: Record<string, string>) {
  const response = await injectAs(ctx.app, workerToken).get('/api/jobs', { query: { limit: '5', ...query } });
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json() as JobSearchResponse;
  return { ids: page.jobs.map((job) => job.id), titles: page.jobs.map((job) => job.title), nextCursor: page.nextCursor };
}

const count = async (query: Record<string, string>) =>
  (await injectAs(ctx.app, workerToken).get('/api/jobs/count', { query })).json() as { total: number; isCapped: boolean };

/** What the index itself answers, with the router's crossing out of reach. */
async function fromIndex<T>(ask: () => Promise<T>) {
  const router = vi.spyOn(ctx.app.jobSearch, 'ranksInSql').mockReturnValue(false);
  try {
    return await ask();
  } finally {
    router.mockRestore();
  }
}

describe('the search router past SEARCH_SQL_FROM_JOBS', () => {
  it('ranks newest, pay and counts by an industry at most in PostgreSQL, with the index’s pages, boosts and totals', async () => {
    const rank = vi.spyOn(ctx.app.jobSearch, 'rank');
    const indexCount = vi.spyOn(ctx.app.jobSearch, 'count');
    const queries: Record<string, string>[] = [{}, { sort: 'pay' }, { sort: 'pay', industry: 'oilgas' }, { industry: 'construction' }];
    for (const query of queries) {
      const first = await search(query);
      const second = await search({ ...query, cursor: first.nextCursor! });
      expect(await count(query)).toEqual(await fromIndex(() => count(query)));
      rank.mockClear();
      indexCount.mockClear();
      const indexFirst = await fromIndex(() => search(query));
      expect(first, JSON.stringify(query)).toEqual(indexFirst);
      expect(second, JSON.stringify(query)).toEqual(await fromIndex(() => search({ ...query, cursor: indexFirst.nextCursor! })));
      expect(rank).toHaveBeenCalled();
    }
    rank.mockClear();
    indexCount.mockClear();
    const ranked = ctx.app.jobSearch.stats().rankedBy;
    await search({ sort: 'pay' });
    await count({ industry: 'construction' });
    expect(rank).not.toHaveBeenCalled();
    expect(indexCount).not.toHaveBeenCalled();
    expect(ctx.app.jobSearch.stats().rankedBy).toEqual({ postgres: ranked.postgres + 2, index: ranked.index });
  });

  it('keeps keywords (a Spanish word among them), best match and narrower filters in the index', async () => {
    const rank = vi.spyOn(ctx.app.jobSearch, 'rank');
    const indexCount = vi.spyOn(ctx.app.jobSearch, 'count');
    const spanish = await search({ q: 'soldador' });
    expect(spanish.titles.length).toBeGreaterThan(0);
    expect(spanish.titles.every((title) => title === 'Pipeline Welder')).toBe(true);
    expect((await count({ q: 'soldador' })).total).toBe(8);
    await search({ sort: 'best' });
    const narrower: Record<string, string>[] = [
      { location: 'Odessa, TX', radiusMiles: '50' },
      { industry: 'oilgas', minPay: '25', payUnit: 'hour' },
      { jobType: 'full-time' },
      { experienceLevel: 'mid', sort: 'pay' },
      { perDiem: 'true' },
      { lodging: 'true' },
      { qualified: 'true' },
    ];
    for (const query of narrower) await search(query);
    await count({ location: 'Midland, TX' });
    expect(rank).toHaveBeenCalledTimes(2 + narrower.length);
    expect(indexCount).toHaveBeenCalledTimes(2);
  });

  it('keeps every shape in the index below the crossing, refuses a bad crossing and answers only the signed-in', async () => {
    expect(ctx.app.jobSearch.ranksInSql({ sort: 'newest', isIndustryAtMost: true })).toBe(true);
    expect(loadEnv({}).SEARCH_SQL_FROM_JOBS).toBe(2_000_000);
    expect(() => loadEnv({ SEARCH_SQL_FROM_JOBS: '-1' })).toThrow(/SEARCH_SQL_FROM_JOBS/);
    expect(() => loadEnv({ SEARCH_SQL_FROM_JOBS: 'many' })).toThrow(/SEARCH_SQL_FROM_JOBS/);
    const below = await createTestApp();
    try {
      expect(below.app.jobSearch.ranksInSql({ sort: 'newest', isIndustryAtMost: true })).toBe(false);
      expect(below.app.jobSearch.ranksInSql({ sort: 'count', isIndustryAtMost: true })).toBe(false);
    } finally {
      await below.close();
    }
    expect((await injectAs(ctx.app, null).get('/api/jobs')).statusCode).toBe(401);
    expect((await injectAs(ctx.app, workerToken).get('/api/jobs', { query: { sort: 'pay', cursor: 'nope' } })).statusCode).toBe(400);
  });
});

describe("PostgreSQL's order within an industry", () => {
  it('walks an industry’s own index to a page for newest and pay, even for an industry with no open job (migration 0078)', async () => {
    // search-sql.ts's statements, unboosted phase. The table is small here, so plans that a large table would pick
    // are forced by taking the sequential and bitmap scans away; without the indexes the plans sort.
    const plans = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const explain = async (order: ReturnType<typeof sql>) =>
        JSON.stringify(
          (
            await tx.execute<{ 'QUERY PLAN': unknown }>(sql`explain (format json)
              select j.id from jobs j where j.is_active and j.industry = 'telecom' and (j.boosted_until is null or j.boosted_until <= now())
              order by ${order} limit 21`)
          ).rows[0]!['QUERY PLAN'],
        );
      return {
        newest: await explain(sql`j.posted_at desc, j.id desc`),
        pay: await explain(sql`j.pay_rank desc, j.posted_at desc, j.id desc`),
      };
    });
    expect(plans.newest).toContain('"Index Name":"jobs_active_industry_posted_at_idx"');
    expect(plans.pay).toContain('"Index Name":"jobs_active_industry_pay_rank_idx"');
    expect(plans.newest).not.toContain('"Node Type":"Sort"');
    expect(plans.pay).not.toContain('"Node Type":"Sort"');
  });
});
