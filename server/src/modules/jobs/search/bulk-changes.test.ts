import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobSearchResponse } from '@core/jobs/schemas';
import { injectAs } from '../../../test/api';
import { createTestApp, registerUser, type TestContext } from '../../../test/test-app';
import { changeCount, readJobChanges, snapshotXmin } from '../job-change-log';
import { SEARCH_PAGE_CHANGES } from '../repository';
import { createJobSearchIndex, type JobSearchIndex } from '../search-index';
import { AppliedChanges, readBacklog } from './applied-changes';
import type { IndexQuery, JobFilters } from './types';

// Issue 50: a statement over thousands of jobs reaches every instance's index job by job (migration
// 0052 logs each), read in pages and applied in slices while searches are answered; never a full load.

const JOBS = 4000;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

// Each test takes 4-17 s on a quiet host; on a loaded 2-core one the first took 81 s, so the file allows 120 s.
describe('a bulk change of jobs', { timeout: 120_000 }, () => {
  let ctx: TestContext;
  let employerId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    employerId = (await registerUser(ctx.app, 'employer')).user.id;
    await ctx.database.db.execute(sql`
      insert into jobs (employer_id, title, description, industry, location, job_type, salary_min, salary_max, posted_at)
      select ${employerId}::uuid, (array['Electrician', 'Lineman', 'Crane Operator'])[1 + n % 3] || ' ' || n, 'Crew job.',
        (array['construction', 'energy', 'oilgas'])[1 + n % 3], (array['Houston, TX', 'Tulsa, OK', 'Denver, CO'])[1 + n % 3],
        (array['full-time', 'contract'])[1 + n % 2], 40000 + (n * 7919) % 60000, 110000, now() - n * interval '1 minute'
      from generate_series(1, ${JOBS}) n`);
  });
  afterAll(async () => ctx?.close());

  /** The first pages of a few searches and counts, as `index` ranks them. */
  async function answers(index: JobSearchIndex) {
    const db = ctx.database.db;
    const filterSets: JobFilters[] = [
      {},
      { keyword: await index.keyword(db, 'rigger') },
      { keyword: await index.keyword(db, 'lineman') },
      { industry: 'energy', minPay: 70_000 },
    ];
    return filterSets.flatMap((filters) => [
      index.count(filters, 10_000),
      ...(['newest', 'pay'] as const).map((sort) => {
        const query: IndexQuery = { filters, sort, match: null, cursor: null, limit: 25, now: Date.now() };
        return index.rank(query).map((hit) => hit.id);
      }),
    ]);
  }

  it('reaches two indexes job by job, in pages, while searches are answered', async () => {
    const db = ctx.database.db;
    const [a, b] = [createJobSearchIndex(db, { changesPage: 700 }), createJobSearchIndex(db, { changesPage: 700 })];
    try {
      await Promise.all([a.load(), b.load()]);
      // On PostgreSQL a load's change cursor starts at its snapshot's xmin, which a transaction still running anywhere in
      // the cluster (another test file's database) holds back: the fixture's inserts may then be read again. Applied
      // first, so what follows counts only the bulk change.
      await Promise.all([a.sync(), b.sync()]);
      const reloadedBefore = [a.stats().jobsReloaded, b.stats().jobsReloaded];
      await db.execute(sql`update jobs set title = 'Tower Rigger', salary_min = salary_min + 1
        where ctid in (select ctid from jobs order by id limit 3000)`);

      // A search page reads 500 changes at most: the index takes the rest in the background.
      const check = await readJobChanges(db, a.changesSince()!, SEARCH_PAGE_CHANGES);
      expect(check).toMatchObject({ truncated: true });
      expect(changeCount(check.runs)).toBe(SEARCH_PAGE_CHANGES);
      expect(await a.absorb(check)).toEqual({ catchingUp: true });
      // Searches meanwhile are answered from the store as it stands.
      const filters = { keyword: await a.keyword(db, 'rigger') };
      const seen: number[] = [];
      while (a.stats().catchingUp) {
        seen.push(a.count(filters, 10_000));
        a.rank({ filters, sort: 'newest', match: null, cursor: null, limit: 21, now: Date.now() });
        await nextTurn();
      }
      expect(seen.length).toBeGreaterThan(3);
      expect(seen.some((count) => count > 0 && count < 3000)).toBe(true);
      // The other catches up through sync: every page read, in turn.
      await b.sync();
      for (const [i, index] of [a, b].entries()) {
        expect(index.stats()).toMatchObject({ jobs: JOBS, fullLoads: 1, catchingUp: false });
        expect(index.stats().jobsReloaded - reloadedBefore[i]!).toBe(3000);
      }

      // Applied job by job, they rank as a fresh load of the same jobs does.
      const fresh = createJobSearchIndex(db);
      await fresh.load();
      const expected = await answers(fresh);
      expect(expected[3]).toBe(3000);
      expect(await answers(a)).toEqual(expected);
      expect(await answers(b)).toEqual(expected);
      fresh.close();
    } finally {
      a.close();
      b.close();
    }
  });

  it('answers searches through the API during the backlog, and shows the change within moments', async () => {
    const worker = await registerUser(ctx.app, 'worker');
    const search = async (q: string) => {
      const response = await injectAs(ctx.app, worker).get('/api/jobs', { query: { q, limit: '5' } });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as JobSearchResponse).jobs.map((job) => job.title);
    };
    expect(await search('hoist')).toEqual([]);
    await ctx.database.db.execute(sql`update jobs set title = 'Hoist Operator' where title = 'Tower Rigger'`);
    const during = await Promise.all(['hoist', 'rigger', 'lineman'].map(search));
    expect(during[2]).toHaveLength(5);
    // Pages of the search show the rest of the old titles until the last slice is applied.
    await expect.poll(() => search('rigger'), { timeout: 5000, interval: 20 }).toEqual([]);
    expect(await search('hoist')).toHaveLength(5);
    // The last slice can be in the store while the backlog's reader still looks for more: it stops moments later.
    await expect.poll(() => ctx.app.jobSearch.stats().catchingUp, { timeout: 5000, interval: 20 }).toBe(false);
    expect(ctx.app.jobSearch.stats()).toMatchObject({ fullLoads: 1 });
  });

  it('reads every change once, across pages and transactions', async () => {
    const db = ctx.database.db;
    const state = await appliedUpToNow();
    await db.execute(sql`update jobs set salary_max = salary_max + 1 where ctid in (select ctid from jobs order by id limit 1500)`);
    await db.execute(sql`update jobs set salary_max = salary_max + 1 where ctid in (select ctid from jobs order by id desc limit 1200)`);
    await db.execute(sql`delete from jobs where ctid in (select ctid from jobs order by id limit 3)`);
    const read = await readAll(state, 700);
    expect(read).toEqual([...new Set(read)]);
    expect(read).toHaveLength(2703);
  });

  it("reads a backlog's pages ahead of what is applied, up to a number of jobs, each change once", async () => {
    const db = ctx.database.db;
    const state = await appliedUpToNow();
    await db.execute(sql`update jobs set salary_max = salary_max + 1 where ctid in (select ctid from jobs order by id limit 1500)`);
    await db.execute(sql`update jobs set salary_max = salary_max + 1 where ctid in (select ctid from jobs order by id desc limit 1200)`);
    const pages: string[] = [];
    const read = (cursor: ReturnType<AppliedChanges['cursor']>) => {
      pages.push(JSON.stringify(cursor));
      return readJobChanges(db, cursor, 700);
    };
    const first = await readBacklog(state, read, 2000);
    // Three pages of 700 reach 2,000 jobs; each page's cursor is past the one before, though nothing was applied.
    expect(first).toMatchObject({ whole: false, everyJob: false });
    expect(first.checks).toHaveLength(3);
    expect(new Set(pages).size).toBe(3);
    expect(JSON.stringify(state.cursor())).toBe(pages[0]);
    for (const check of first.checks) state.record(check);
    const rest = await readBacklog(state, read, 2000);
    expect(rest.whole).toBe(true);
    const jobIds = [...first.jobIds, ...rest.jobIds];
    expect(jobIds).toHaveLength(2700);
    expect(new Set(jobIds).size).toBe(2700);
  });

  /** A state with every change logged so far applied (a snapshot's xmin is the cluster's: other databases' transactions hold it back). */
  async function appliedUpToNow() {
    const state = new AppliedChanges();
    state.reset(BigInt(await snapshotXmin(ctx.database.db)));
    await readAll(state, 100_000);
    return state;
  }

  /** Reads pages of `limit` changes from where `state` stands until one comes back whole, applying none: the seqs read. */
  async function readAll(state: AppliedChanges, limit: number, between: () => Promise<void> = async () => undefined) {
    const read: bigint[] = [];
    for (;;) {
      const check = await readJobChanges(ctx.database.db, state.cursor(), limit);
      for (const run of check.runs) if (run.jobIds) expect(run.jobIds).toHaveLength(Number(run.last - run.first) + 1);
      for (const run of state.unapplied(check)) for (let seq = run.first; seq <= run.last; seq += 1n) read.push(seq);
      state.record(check);
      if (!check.truncated) return read;
      await between();
    }
  }

  it.runIf(process.env.TEST_DATABASE_URL)('reads a transaction that commits below one read in part', async () => {
    const db = ctx.database.db;
    const state = await appliedUpToNow();
    // The first transaction to write commits last: its changes sort before the second's, read in part already.
    const early = await ctx.database.pool.connect();
    try {
      await early.query('begin');
      await early.query(`update jobs set salary_max = salary_max + 2 where ctid in (select ctid from jobs order by id limit 1000)`);
      await db.execute(sql`update jobs set salary_max = salary_max + 3 where ctid in (select ctid from jobs order by id desc limit 1000)`);
      let pages = 0;
      const read = await readAll(state, 300, async () => {
        pages += 1;
        if (pages === 2) await early.query('commit');
      });
      expect(new Set(read).size).toBe(read.length);
      expect(read).toHaveLength(2000);
    } finally {
      early.release();
    }
    expect((await readJobChanges(db, state.cursor(), 300)).runs).toEqual([]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "starts a load's cursor past another database's running transaction, and keeps a change committed after the load",
    async () => {
      const db = ctx.database.db;
      // Another database's transaction holds the cluster's xmin back: the cursor once started there, and the load's
      // first read applied again every change since.
      const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await other.connect();
      const ours = await ctx.database.pool.connect();
      const index = createJobSearchIndex(db);
      try {
        await other.query('begin');
        const otherXid = BigInt((await other.query<{ xid: string }>('select pg_current_xact_id()::text as xid')).rows[0]!.xid);
        // A change of this database running while the index loads, committed after: the load cannot see it.
        await ours.query('begin');
        await ours.query(`update jobs set title = 'Scaffold Foreman' where ctid in (select ctid from jobs order by id limit 1)`);
        const ourXid = (await ours.query<{ xid: string }>('select pg_current_xact_id()::text as xid')).rows[0]!.xid;
        // A later transaction ends, so the load's snapshot lists both running ones (its xmax passes them).
        await db.execute(sql`select pg_current_xact_id()`);
        await index.load();
        expect(BigInt((await readJobChanges(db, { xmin: '0', done: [], partial: [] }, 1)).xmin)).toBeLessThanOrEqual(otherXid);
        // Past the other database's transaction, not past ours (a running one it cannot place counts as ours).
        expect(BigInt(index.changesSince()!.xmin)).toBeGreaterThan(otherXid);
        expect(BigInt(index.changesSince()!.xmin)).toBeLessThanOrEqual(BigInt(ourXid));
        await ours.query('commit');
        await index.sync();
        expect(index.count({ keyword: await index.keyword(db, 'scaffold') }, 10)).toBe(1);
        expect(index.stats()).toMatchObject({ fullLoads: 1 });
      } finally {
        index.close();
        await ours.query('rollback').catch(() => undefined);
        ours.release();
        await other.query('rollback');
        await other.end();
      }
    },
  );
});
