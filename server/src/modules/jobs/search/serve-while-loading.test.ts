import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobSearchResponse } from '@core/jobs/schemas';
import { jobs } from '../../../db/schema/jobs';
import { injectAs } from '../../../test/api';
import { completeEmployerProfile } from '../../../test/factories';
import { createTestApp, registerUser, type TestContext } from '../../../test/test-app';
import { coordinatesOf } from '../../places/service';
import { createJobSearchIndex } from '../search-index';

// Issue 50: an instance serves while its index loads: PostgreSQL ranks (search-sql.ts) until the store holds every
// job, with the index's filters and order, so a start or a reload never makes a search wait for a full scan.

const JOBS = 60;
const CITIES = ['Houston, TX', 'Dallas, TX', 'Tulsa, OK', 'Denver, CO', 'Lake Charles, LA'];
const HOUR_MS = 3_600_000;

let ctx: TestContext;
let workerToken: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const employer = await registerUser(ctx.app, 'employer');
  await completeEmployerProfile(ctx.database.db, employer.user.id, 'Gulf Coast Power');
  const now = Date.now();
  // Varied as posted through the service (stored coordinates); some share a post time, so ids break ties.
  await ctx.database.db.insert(jobs).values(
    Array.from({ length: JOBS }, (_, n) => {
      const location = CITIES[n % CITIES.length]!;
      const place = coordinatesOf(location)!;
      return {
        employerId: employer.user.id,
        title: ['Pipeline Welder', 'Industrial Electrician', 'Crane Operator', 'Warehouse Associate'][n % 4]!,
        description: `Crew job number ${n}.`,
        industry: ['energy', 'oilgas', 'construction'][n % 3]!,
        location,
        lat: place.lat,
        lng: place.lng,
        jobType: ['full-time', 'contract'][n % 2]!,
        experienceLevel: n % 5 === 0 ? null : ['entry', 'mid', 'senior'][n % 3]!,
        salaryMin: n % 7 === 0 ? null : 20 + (n % 9),
        salaryMax: n % 7 === 0 ? null : 30 + (n % 11),
        payUnit: 'hour' as const,
        perDiemCents: n % 4 === 0 ? 5000 : null,
        lodgingProvided: n % 6 === 0,
        postedAt: new Date(now - Math.floor(n / 3) * HOUR_MS),
        boostedUntil: n === 17 || n === 40 ? new Date(now + 24 * HOUR_MS) : null,
      };
    }),
  );
  workerToken = (await registerUser(ctx.app, 'worker')).token;
  await ctx.app.jobSearch.sync();
});
afterAll(async () => ctx?.close());
afterEach(() => vi.restoreAllMocks());

const QUERIES: Record<string, string>[] = [
  {},
  { sort: 'pay' },
  { industry: 'energy' },
  { jobType: 'contract', sort: 'pay' },
  { experienceLevel: 'mid' },
  { minPay: '25', payUnit: 'hour', sort: 'pay' },
  { location: 'Houston, TX', radiusMiles: '50' },
  { location: 'Texas coast' },
  { perDiem: 'true' },
  { lodging: 'true', sort: 'pay' },
  { q: 'welder' },
  { q: 'crane -welder', sort: 'pay' },
];

/** Every page of the search, 7 jobs a page, through the API: each page's ids and whether another follows. */
async function pages(query: Record<string, string>) {
  const seen: { ids: string[]; boosted: boolean[] }[] = [];
  let cursor: string | null = null;
  do {
    const response = await injectAs(ctx.app, workerToken).get('/api/jobs', {
      query: { ...query, limit: '7', ...(cursor ? { cursor } : {}) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as JobSearchResponse;
    seen.push({ ids: page.jobs.map((job) => job.id), boosted: page.jobs.map((job) => job.isBoosted) });
    cursor = page.nextCursor;
  } while (cursor && seen.length < 12);
  return seen;
}

async function count(query: Record<string, string>) {
  const response = await injectAs(ctx.app, workerToken).get('/api/jobs/count', { query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { total: number; isCapped: boolean };
}

describe('searches while the index loads', () => {
  it('are ranked by PostgreSQL with the same filters, order, boosts and pages as the index', async () => {
    for (const query of QUERIES) {
      expect(ctx.app.jobSearch.servesFromSql()).toBe(false);
      const fromIndex = await pages(query);
      const countFromIndex = await count(query);
      const spy = vi.spyOn(ctx.app.jobSearch, 'servesFromSql').mockReturnValue(true);
      const rank = vi.spyOn(ctx.app.jobSearch, 'rank');
      const fromSql = await pages(query);
      expect(fromSql, JSON.stringify(query)).toEqual(fromIndex);
      expect(await count(query), JSON.stringify(query)).toEqual(countFromIndex);
      expect(rank).not.toHaveBeenCalled();
      spy.mockRestore();
      rank.mockRestore();
    }
  });

  it('answers best match as newest, without scores, until the index is warm', async () => {
    const newest = await pages({});
    vi.spyOn(ctx.app.jobSearch, 'servesFromSql').mockReturnValue(true);
    const response = await injectAs(ctx.app, workerToken).get('/api/jobs', { query: { sort: 'best', limit: '7' } });
    expect(response.statusCode).toBe(200);
    const page = response.json() as JobSearchResponse;
    expect(page.jobs.map((job) => job.id)).toEqual(newest[0]!.ids);
    expect(page.jobs.every((job) => job.score === undefined)).toBe(true);
  });

  it('refuses a bad cursor and needs a signed-in user, as the index path does', async () => {
    vi.spyOn(ctx.app.jobSearch, 'servesFromSql').mockReturnValue(true);
    expect((await injectAs(ctx.app, workerToken).get('/api/jobs', { query: { cursor: 'nope' } })).statusCode).toBe(400);
    expect((await injectAs(ctx.app, null).get('/api/jobs')).statusCode).toBe(401);
  });

  it('an index made to serve while loading says so from its start to the end of each load, and is ready meanwhile', async () => {
    const index = createJobSearchIndex(ctx.database.db, { serveWhileLoading: true, idleSyncMs: 3_600_000 });
    try {
      expect(index.isLoaded()).toBe(true);
      expect(index.servesFromSql()).toBe(true);
      const loading = index.load();
      expect(index.servesFromSql()).toBe(true);
      await loading;
      expect(index.servesFromSql()).toBe(false);
      expect(index.stats()).toMatchObject({ jobs: JOBS, fullLoads: 1 });
      // A TRUNCATE's change (a row without a job) reloads: the old store is dropped first, PostgreSQL answers meanwhile.
      await ctx.database.db.execute(sql`insert into job_changes (job_id) values (null)`);
      const states: boolean[] = [];
      const syncing = index.sync();
      // Watched turn by turn until the reload ends: it spans several reads of the database.
      for (const until = performance.now() + 10_000; performance.now() < until && index.stats().fullLoads === 1;) {
        states.push(index.servesFromSql());
        await new Promise((resolve) => setImmediate(resolve));
      }
      await syncing;
      expect(states).toContain(true);
      expect(index.servesFromSql()).toBe(false);
      expect(index.stats()).toMatchObject({ jobs: JOBS, fullLoads: 2 });
    } finally {
      index.close();
    }
  });

  it('an index that fails to load is tried again, and serves from PostgreSQL meanwhile', async () => {
    let fail = true;
    const db = new Proxy(ctx.database.db, {
      get(target, property, receiver) {
        if (property === 'execute' && fail) return () => Promise.reject(new Error('database away'));
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const index = createJobSearchIndex(db, { serveWhileLoading: true, idleSyncMs: 3_600_000 });
    try {
      await expect(index.load()).rejects.toThrow('database away');
      expect(index.servesFromSql()).toBe(true);
      fail = false;
      await index.load();
      expect(index.servesFromSql()).toBe(false);
      expect(index.stats().jobs).toBe(JOBS);
    } finally {
      index.close();
    }
  });
});

describe("PostgreSQL's pay order", () => {
  it('walks jobs_active_pay_rank_idx to a page instead of sorting every open job (migration 0076)', async () => {
    // search-sql.ts's pay statement, unboosted phase. The table is small here, so plans that a large table would
    // pick are forced by taking the sequential and bitmap scans away; without the index the plan sorts.
    const plan = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const result = await tx.execute<{ 'QUERY PLAN': unknown }>(sql`explain (format json)
        select j.id from jobs j where j.is_active and (j.boosted_until is null or j.boosted_until <= now())
        order by j.pay_rank desc, j.posted_at desc, j.id desc limit 21`);
      return JSON.stringify(result.rows[0]!['QUERY PLAN']);
    });
    expect(plan).toContain('"Index Name":"jobs_active_pay_rank_idx"');
    expect(plan).not.toContain('"Node Type":"Sort"');
  });
});
