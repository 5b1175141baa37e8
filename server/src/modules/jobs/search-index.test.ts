import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMatchProfile } from '@core/jobs/match';
import type { JobCountResponse, JobSearchResponse, JobSort } from '@core/jobs/schemas';
import type { App } from '../../app';
import { jobs } from '../../db/schema/jobs';
import { injectAs } from '../../test/api';
import { createTestApp, createTestAppsSharingDatabase, registerUser, type TestContext } from '../../test/test-app';
import { SPLICER_POST, completeEmployerProfile, grantJobPosts, insertJob } from '../../test/factories';
import { createJobSearchIndex, type IndexQuery, type JobFilters } from './search-index';

// Searches rank in each instance's index (search-index.ts). Whoever changes a job (the API, SQL
// outside it, another instance), the very next search shows it; a statement over more jobs than a
// search reads changes of (1,000) shows within moments, applied in the background (bulk-changes.test.ts).

type Caller = Awaited<ReturnType<typeof registerUser>>;

async function titles(app: App, caller: Caller, query: Record<string, string>) {
  const response = await injectAs(app, caller).get('/api/jobs', { query });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as JobSearchResponse).jobs.map((job) => job.title).sort();
}

async function count(app: App, caller: Caller, query: Record<string, string>) {
  const response = await injectAs(app, caller).get('/api/jobs/count', { query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as JobCountResponse;
}

describe('the search index on one instance', () => {
  let ctx: TestContext;
  let worker: Caller;
  let employer: Caller;

  beforeAll(async () => {
    ctx = await createTestApp();
    worker = await registerUser(ctx.app, 'worker');
    employer = await registerUser(ctx.app, 'employer');
    await completeEmployerProfile(ctx.database.db, employer.user.id, 'Lone Star Lines');
  });
  afterAll(async () => ctx?.close());

  it('follows writes made outside the API: insert, update, delete', async () => {
    const job = await insertJob(ctx, employer.user.id, { title: 'Tower Climber', description: 'Climb towers.' });
    expect(await titles(ctx.app, worker, { q: 'climber' })).toEqual(['Tower Climber']);
    await ctx.database.db
      .update(jobs)
      .set({ title: 'Tower Technician' })
      .where(sql`${jobs.id} = ${job.id}`);
    expect(await titles(ctx.app, worker, { q: 'climber' })).toEqual([]);
    expect(await titles(ctx.app, worker, { q: 'tower technician' })).toEqual(['Tower Technician']);
    await ctx.database.db.delete(jobs).where(sql`${jobs.id} = ${job.id}`);
    expect(await titles(ctx.app, worker, { q: 'tower' })).toEqual([]);
  });

  it('shows an outside write to every search sent at once after it', async () => {
    const job = await insertJob(ctx, employer.user.id, { title: 'Cable Puller', description: 'Pull cable.' });
    const searches = ['puller', 'cable', 'cable puller'].map((q) => titles(ctx.app, worker, { q }));
    expect(await Promise.all(searches)).toEqual([['Cable Puller'], ['Cable Puller'], ['Cable Puller']]);
    await ctx.database.db.delete(jobs).where(sql`${jobs.id} = ${job.id}`);
  });

  it('applies a statement over many rows job by job, and counts follow', async () => {
    await ctx.database.db.execute(sql`
      insert into jobs (employer_id, title, description, industry, location, job_type)
      select ${employer.user.id}::uuid, 'Bulk Lineman ' || n, 'Storm crew.', 'energy', 'Tulsa, OK', 'contract'
      from generate_series(1, 1200) n`);
    expect(await count(ctx.app, worker, { q: 'storm' })).toEqual({ total: 1000, isCapped: true });
    expect(await count(ctx.app, worker, { q: 'storm', location: 'Tulsa, OK', industry: 'energy' })).toMatchObject({ isCapped: true });
    await ctx.database.db.execute(sql`update jobs set is_active = false where description = 'Storm crew.'`);
    expect(await count(ctx.app, worker, { q: 'storm' })).toEqual({ total: 0, isCapped: false });
    await ctx.database.db.execute(sql`delete from jobs where description = 'Storm crew.'`);
    // A search reads at most 1,000 changes: a larger backlog is applied in the background (bulk-changes.test.ts).
    await ctx.app.jobSearch.sync();
    await expect.poll(() => ctx.app.jobSearch.stats().catchingUp, { timeout: 5000, interval: 20 }).toBe(false);
    expect(ctx.app.jobSearch.stats()).toMatchObject({ fullLoads: 1 });
  });

  it('matches phrases and hyphenated words exactly as PostgreSQL does', async () => {
    await insertJob(ctx, employer.user.id, { title: 'Part-time Welder', description: 'Shop work.' });
    await insertJob(ctx, employer.user.id, { title: 'Welder', description: 'Part of a time-critical crew.' });
    expect(await titles(ctx.app, worker, { q: 'part-time' })).toEqual(['Part-time Welder']);
    expect(await titles(ctx.app, worker, { q: '"shop work"' })).toEqual(['Part-time Welder']);
    expect(await titles(ctx.app, worker, { q: 'welder -shop' })).toEqual(['Welder']);
    // Only stop words: PostgreSQL matches nothing.
    expect(await titles(ctx.app, worker, { q: 'the' })).toEqual([]);
  });

  it('applies changes on its own while idle', async () => {
    const index = createJobSearchIndex(ctx.database.db, { idleSyncMs: 20 });
    try {
      await index.load();
      const before = index.stats().jobs;
      await insertJob(ctx, employer.user.id, { title: 'Idle Check' });
      await expect.poll(() => index.stats().jobs, { timeout: 2000 }).toBe(before + 1);
    } finally {
      index.close();
    }
  });
});

describe('the search index shortcuts', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
    const employer = await registerUser(ctx.app, 'employer');
    // Enough jobs that filters narrow (keywords, cities, industries), walks run out and boosts rank first.
    await ctx.database.db.execute(sql`
      insert into jobs (employer_id, title, description, industry, location, job_type, experience_level, salary_min,
        salary_max, pay_unit, skills, required_credentials, preferred_credentials, posted_at, boosted_until)
      select ${employer.user.id}::uuid,
        case when n % 97 = 0 then 'Rare Rigger' else (array['Electrician', 'Pipeline Welder', 'Crane Operator', 'Lineman'])[1 + (n * 7) % 4] end,
        'Crew job ' || (case when n % 61 = 0 then 'turbine' else 'site' end) || '.',
        (array['construction', 'energy', 'oilgas', 'datacenter'])[1 + (n * 3) % 4],
        (array['Houston, TX', 'Dallas, TX', 'Denver, CO', 'Tulsa, OK', 'Phoenix, AZ'])[1 + (n * 11) % 5],
        (array['full-time', 'contract'])[1 + n % 2], (array['entry', 'mid', 'senior'])[1 + n % 3],
        -- A fifth of the jobs hourly and a fifth daily: pay filters, the pay sort and best match's pay fit
        -- compare them a year. Some state no pay: they never fit a worker's rate.
        case when n % 23 = 0 then null when n % 5 = 0 then 20 + (n * 7919) % 40 when n % 5 = 1 then 160 + (n * 7919) % 300
          else 30000 + (n * 7919) % 90000 end,
        case when n % 23 = 0 then null when n % 5 = 0 then 45 + (n * 7919) % 40 when n % 5 = 1 then 360 + (n * 7919) % 300
          else 60000 + (n * 7919) % 90000 end,
        case n % 5 when 0 then 'hour' when 1 then 'day' else 'year' end,
        case n % 3 when 0 then array['Rigging', 'OSHA 30'] when 1 then array['TIG welding', 'Rigging'] else array['Hydraulics', 'First aid'] end,
        case when n % 13 = 0 then array['osha-10-construction'] else '{}' end,
        case when n % 17 = 0 then array['osha-30-construction'] else '{}' end,
        now() - ((n * 37) % 50000 || ' minutes')::interval,
        case when n % 401 = 0 then now() + interval '3 days' end
      from generate_series(1, 5000) n`);
  });
  afterAll(async () => ctx?.close());

  it('ranks every sort, filter and page exactly as weighing every job does', async () => {
    const db = ctx.database.db;
    const fast = createJobSearchIndex(db);
    const plain = createJobSearchIndex(db, { plain: true });
    await Promise.all([fast.load(), plain.load()]);
    const houston = { lat: 29.76, lng: -95.37 };
    const profiles = [
      // Hourly rates split the jobs' pay a year (about 60,000 to 175,000): the bounds must count pay points.
      toMatchProfile({ trade: 'electrician', skills: ['rigging'], industries: ['energy'], origin: houston, hourlyRate: 50 }),
      toMatchProfile({ trade: 'welder', skills: ['tig welding', 'hydraulics', 'osha 30', 'first aid'], industries: [], origin: null }),
      toMatchProfile({
        trade: null,
        skills: [],
        industries: ['oilgas'],
        origin: houston,
        credentialIds: ['osha-10-construction'],
        hourlyRate: 30,
      }),
      // Only a rate: pay alone decides, every other job ties at 0.
      toMatchProfile({ trade: null, skills: [], industries: [], origin: null, hourlyRate: 70 }),
      // Skills decide between trade jobs of one industry in different cities: the bounds must count them.
      toMatchProfile({
        trade: 'electrician',
        skills: ['rigging', 'osha 30', 'tig welding'],
        industries: ['construction'],
        origin: houston,
        hourlyRate: 65,
      }),
    ];
    const filterSets: JobFilters[] = [
      {},
      { keyword: await fast.keyword(db, 'turbine') },
      { keyword: await fast.keyword(db, 'electrician') },
      { keyword: await fast.keyword(db, 'rigger') },
      { industry: 'energy' },
      { industry: 'energy', minPay: 100_000, jobType: 'contract' },
      { near: { center: houston, radiusMiles: 250 } },
      {
        near: { center: { lat: 36.154, lng: -95.9928 }, radiusMiles: 10 },
        keyword: await fast.keyword(db, 'crew -site'),
        experienceLevels: ['senior'],
      },
      { minPay: 115_000 },
      { qualifiedWith: ['osha-10-construction'] },
      { locationText: ', tx' },
      { locationText: 'tulsa', industry: 'energy', keyword: await fast.keyword(db, 'lineman') },
      { near: { center: houston, radiusMiles: 1 }, industry: 'oilgas', minPay: 90_000 },
      // Too rare for the walks, too common an industry to count as narrow: a pass over its jobs.
      { industry: 'energy', minPay: 118_000 },
    ];
    const sorts: JobSort[] = ['newest', 'pay', 'best'];
    /** Compares every filter set, sort, profile and five pages; answers how many hits were compared. */
    const compareEverything = () => {
      let compared = 0;
      for (const filters of filterSets) {
        expect(fast.count(filters, 10_000), `count ${JSON.stringify(filters)}`).toBe(plain.count(filters, 10_000));
        for (const sort of sorts) {
          for (const match of sort === 'best' ? profiles : [null]) {
            for (const limit of [1, 21]) {
              // Five pages through the cursor, each compared.
              let query: IndexQuery = { filters, sort, match, cursor: null, limit, now: Date.now() };
              for (let page = 1; page <= 5; page += 1) {
                const expected = plain.rank(query);
                expect(fast.rank(query), `${sort} ${JSON.stringify(filters)} page ${page}`).toEqual(expected);
                compared += expected.length;
                if (expected.length < limit) break;
                query = { ...query, cursor: expected.at(-1)! };
              }
            }
          }
        }
      }
      return compared;
    };
    expect(compareEverything()).toBeGreaterThan(1000);
    // Jobs added after the load (new posts at any post time, edits, closings) sit after the
    // loaded ones, out of newest order: the shortcuts must rank them the same.
    await db.execute(sql`
      insert into jobs (employer_id, title, description, industry, location, job_type, salary_min, skills, posted_at)
      select employer_id, 'Late ' || title, description, industry, location, job_type, salary_min + 1, skills,
        posted_at + ((n % 7) - 3) * interval '1 minute'
      from (select j.*, row_number() over (order by j.id) n from jobs j) late where n % 11 = 0`);
    await db.execute(sql`update jobs set salary_min = salary_min + 500 where ctid in (select ctid from jobs order by id desc limit 400)`);
    await db.execute(sql`update jobs set is_active = false where ctid in (select ctid from jobs order by title, id limit 150)`);
    await Promise.all([fast.sync(), plain.sync()]);
    expect(compareEverything()).toBeGreaterThan(1000);
    fast.close();
    plain.close();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the search index on several instances', () => {
  let instances: Awaited<ReturnType<typeof createTestAppsSharingDatabase>>;
  let a: App;
  let b: App;

  beforeAll(async () => {
    instances = await createTestAppsSharingDatabase(2);
    [a, b] = instances.apps as [App, App];
  });
  afterAll(async () => instances?.close());

  it('shows a job posted on one instance in the next search on the other, and its closing too', async () => {
    const employer = await registerUser(a, 'employer');
    await completeEmployerProfile(a.db, employer.user.id);
    await grantJobPosts(a.db, employer.user.id, 1);
    const worker = await registerUser(b, 'worker');
    expect(await titles(b, worker, { q: 'splicer' })).toEqual([]);

    const posted = await injectAs(a, employer).post('/api/jobs', SPLICER_POST);
    expect(posted.statusCode, posted.body).toBe(201);
    expect(await titles(b, worker, { q: 'splicer' })).toEqual(['Cable Splicer']);
    expect(await count(b, worker, { q: 'splicer' })).toEqual({ total: 1, isCapped: false });

    const closed = await injectAs(b, employer).patch(`/api/jobs/${posted.json().id}/status`, { isActive: false });
    expect(closed.statusCode).toBe(200);
    expect(await titles(a, worker, { q: 'splicer' })).toEqual([]);
    expect(await count(a, worker, { q: 'splicer' })).toEqual({ total: 0, isCapped: false });
  });
});
