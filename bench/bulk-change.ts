// A bulk change reaching every instance's search index (issue 50). On PostgreSQL only: seeds the jobs
// of bench/search (--jobs, 100,000 by default), loads two index instances (each on its own pool, in
// this one process, so each slows the other's searches: a harder case than two servers), measures
// searches (the service's whole call: rank, the page's rows and change check, absorb) quiet, then
// runs ONE UPDATE of BENCH_CHANGED jobs (100,000 by default) and measures the searches while the
// instances absorb it, the time until each instance shows every changed job (its count of the new
// title's word), and whether any instance loaded everything again.
// Usage: TEST_DATABASE_URL=postgres://... node --import tsx bench/bulk-change.ts [--jobs 200000]
//   [BENCH_CHANGED=100000] [BENCH_QUIET_S=10] [BENCH_SEARCHERS=4 (searches in flight per instance)] [BENCH_LABEL=x]
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { jobSearchQuerySchema, type JobSearchQuery } from '../core/jobs/schemas';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../server/src/db/client';
import { searchJobCards } from '../server/src/modules/jobs/search-service';
import { createJobSearchIndex, type JobSearchIndex } from '../server/src/modules/jobs/search-index';
import { withThrowawayDatabase } from './lib';
import { JOB_COUNT } from './search/config';
import { TITLES } from './search/data';
import { startCpuProfile } from './search/measure';
import { seed } from './search/seed';

const CHANGED = Math.min(JOB_COUNT, Number(process.env.BENCH_CHANGED ?? 100_000));
const QUIET_S = Number(process.env.BENCH_QUIET_S ?? 10);
const SEARCHERS = Number(process.env.BENCH_SEARCHERS ?? 4);
// A word no seeded job holds: the changed jobs' new title.
const NEW_WORD = 'zeppelin';
// BENCH_LABEL=x: written as bulk-change-<jobs>-x.json, beside the earlier runs.
const LABEL = process.env.BENCH_LABEL ? `-${process.env.BENCH_LABEL}` : '';
const RESULTS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', `bulk-change-${JOB_COUNT}${LABEL}.json`);

const QUERIES: JobSearchQuery[] = [
  {},
  { sort: 'pay' },
  { industry: 'energy' },
  { location: 'Houston, TX', radiusMiles: 100 },
  { minPay: 60_000, sort: 'pay' },
  ...TITLES.slice(0, 12).map((title, i) => ({ q: title.toLowerCase(), sort: i % 3 === 0 ? ('pay' as const) : ('newest' as const) })),
  { q: 'welder', location: 'Dallas, TX', radiusMiles: 250 },
  { q: `${NEW_WORD} welder` },
].map((query) => ({ ...query, limit: 20 }));

/**
 * CPU seconds of each backend of the bench's database (pid -> seconds), from /proc: the database's share of a step
 * beside this process's own (the host is shared, so wall times alone mislead). Null where /proc cannot be read (the
 * server on another host). A backend that ends between two readings is not counted (the pools keep theirs open).
 */
async function postgresCpuSeconds(pool: DatabaseHandle['pool']): Promise<Map<number, number> | null> {
  const ticks = 100;
  const seconds = new Map<number, number>();
  try {
    const { rows } = await pool.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database()');
    for (const { pid } of rows) {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime: fields 14 and 15 of stat(5), 11 and 12 after the name and state.
      seconds.set(pid, (Number(fields[11]) + Number(fields[12])) / ticks);
    }
  } catch {
    return null;
  }
  return seconds;
}

/**
 * CPU seconds of this process and of the database's backends from the call until the answer is called. This
 * process's are taken at once; PostgreSQL's while the caller goes on (a query and /proc: it must not delay what is timed).
 */
function cpuSince(pool: DatabaseHandle['pool']) {
  const node = process.cpuUsage();
  const postgres = postgresCpuSeconds(pool);
  return async () => {
    const used = process.cpuUsage(node);
    const [before, after] = await Promise.all([postgres, postgresCpuSeconds(pool)]);
    let postgresS: number | null = null;
    if (before && after) {
      postgresS = 0;
      for (const [pid, seconds] of after) postgresS += seconds - (before.get(pid) ?? 0);
    }
    return {
      nodeS: Number(((used.user + used.system) / 1e6).toFixed(2)),
      postgresS: postgresS === null ? null : Number(postgresS.toFixed(2)),
    };
  };
}

interface Sample {
  startedAt: number;
  ms: number;
}

const percentile = (samples: readonly Sample[], p: number) => {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return sorted.length === 0 ? null : Number(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(1));
};
const summary = (samples: readonly Sample[]) => ({
  searches: samples.length,
  p50Ms: percentile(samples, 0.5),
  p99Ms: percentile(samples, 0.99),
  maxMs: percentile(samples, 1),
});

/** Searches on `index` by `SEARCHERS` loops until `stop()`, each timed. */
function searchUntil(database: DatabaseHandle, index: JobSearchIndex, stop: () => boolean): Promise<Sample[]> {
  const samples: Sample[] = [];
  let next = 0;
  const loop = async () => {
    while (!stop()) {
      const query = jobSearchQuerySchema.parse(QUERIES[next++ % QUERIES.length]);
      const startedAt = performance.now();
      await searchJobCards(database.db, index, null, query, { now: new Date() });
      samples.push({ startedAt, ms: performance.now() - startedAt });
    }
  };
  return Promise.all(Array.from({ length: SEARCHERS }, loop)).then(() => samples);
}

const rankTime = { ms: 0, calls: 0 };
const rankSince = (from: { ms: number; calls: number }) =>
  Number(((rankTime.ms - from.ms) / Math.max(1, rankTime.calls - from.calls)).toFixed(2));

async function bench(url: string) {
  const admin = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  await migrateDatabase(admin.db);
  let started = performance.now();
  await seed(admin);
  console.log(`seeded ${JOB_COUNT.toLocaleString('en-US')} jobs in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // Two instances: a pool and an index each.
  const instances = await Promise.all(
    [0, 1].map(async () => {
      const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
      const index = createJobSearchIndex(database.db);
      // Time in the index's ranking (the app's thread), apart from the page's read and the waits between.
      const rank = index.rank.bind(index);
      index.rank = (query) => {
        const started = performance.now();
        const hits = rank(query);
        rankTime.ms += performance.now() - started;
        rankTime.calls += 1;
        return hits;
      };
      return { database, index };
    }),
  );
  started = performance.now();
  await Promise.all(instances.map(({ index }) => index.load()));
  const loadSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
  console.log(`two indexes loaded in ${loadSeconds} s`, JSON.stringify(instances[0]!.index.stats()));
  // Warm-up: keyword parses, vocabulary stems, the caches.
  let warmUntil = performance.now() + 3000;
  await Promise.all(instances.map(({ database, index }) => searchUntil(database, index, () => performance.now() > warmUntil)));

  warmUntil = performance.now() + QUIET_S * 1000;
  // How long the event loop was held (ms), quiet and while absorbing: what a search waits for besides PostgreSQL.
  const loopDelay = () => {
    const histogram = monitorEventLoopDelay({ resolution: 5 });
    histogram.enable();
    return () => {
      histogram.disable();
      return { p99Ms: Number((histogram.percentile(99) / 1e6).toFixed(1)), maxMs: Number((histogram.max / 1e6).toFixed(1)) };
    };
  };
  const quietLoop = loopDelay();
  const quietCpu = cpuSince(admin.pool);
  const quietRank = { ...rankTime };
  const quiet = (
    await Promise.all(instances.map(({ database, index }) => searchUntil(database, index, () => performance.now() > warmUntil)))
  ).flat();
  const quietLoopDelay = quietLoop();
  const quietCpuSeconds = await quietCpu();
  const quietRankMs = rankSince(quietRank);
  console.log('quiet', JSON.stringify(summary(quiet)), JSON.stringify(quietLoopDelay));

  const wordFilters = await Promise.all(
    instances.map(async ({ database, index }) => ({ keyword: await index.keyword(database.db, NEW_WORD) })),
  );
  const loadsBefore = instances.map(({ index }) => index.stats().fullLoads);
  let done = false;
  const searching = Promise.all(instances.map(({ database, index }) => searchUntil(database, index, () => done)));
  const updateCpu = cpuSince(admin.pool);
  const updateStarted = performance.now();
  // Each instance shows the change once its count of the new word reaches every changed job (counted from the UPDATE's start).
  const visible = Promise.all(
    instances.map(async ({ index }, i) => {
      let first = Number.NaN;
      for (;;) {
        const counted = index.count(wordFilters[i]!, JOB_COUNT);
        if (counted > 0 && Number.isNaN(first)) first = performance.now();
        if (counted >= CHANGED) return { first, all: performance.now() };
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }),
  );
  const updated = await admin.pool.query(
    `update jobs set title = '${NEW_WORD} ' || title where ctid in (select ctid from jobs order by id limit ${CHANGED})`,
  );
  const committedAt = performance.now();
  const updateCpuSeconds = updateCpu();
  const absorbingCpu = cpuSince(admin.pool);
  const absorbingLoop = loopDelay();
  const absorbingRank = { ...rankTime };
  // BENCH_CPU_PROFILE_DIR=dir: this process's CPU profile while the instances absorb the change.
  const stopProfile = await startCpuProfile(`bulk-change-${JOB_COUNT}-absorbing`);
  console.log(`update of ${updated.rowCount} jobs took ${((committedAt - updateStarted) / 1000).toFixed(1)} s`);
  const visibleAfterMs = (await visible).map((at) => Math.round(at.all - committedAt));
  // When each instance first counted a changed job: before the UPDATE's return when its answer reached this busy process late.
  const firstSeenAfterMs = (await visible).map((at) => Math.round(at.first - committedAt));
  const allVisibleAt = committedAt + Math.max(...visibleAfterMs);
  const absorbingCpuSeconds = absorbingCpu();
  const absorbingLoopDelay = absorbingLoop();
  const absorbingRankMs = rankSince(absorbingRank);
  await stopProfile();
  // A second of searches after, for the store with its dead slots.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  done = true;
  const samples = (await searching).flat();
  const result = {
    quiet: summary(quiet),
    duringUpdateStatement: summary(samples.filter((s) => s.startedAt < committedAt)),
    duringAbsorption: summary(samples.filter((s) => s.startedAt >= committedAt && s.startedAt <= allVisibleAt)),
    afterAbsorption: summary(samples.filter((s) => s.startedAt > allVisibleAt)),
    eventLoopDelay: { quiet: quietLoopDelay, duringAbsorption: absorbingLoopDelay },
    rankMsPerCall: { quiet: quietRankMs, duringAbsorption: absorbingRankMs },
    updateSeconds: Number(((committedAt - updateStarted) / 1000).toFixed(2)),
    // CPU seconds of the quiet searches, while the UPDATE ran (searches went on) and from its return until every instance showed the change.
    cpuSeconds: { quiet: quietCpuSeconds, duringUpdateStatement: await updateCpuSeconds, duringAbsorption: await absorbingCpuSeconds },
    visibleAfterMs,
    firstSeenAfterMs,
    fullLoadsDuring: instances.map(({ index }, i) => index.stats().fullLoads - loadsBefore[i]!),
    indexStats: instances.map(({ index }) => {
      const { jobs, deadSlots, fullLoads, jobsReloaded } = index.stats();
      return { jobs, deadSlots, fullLoads, jobsReloaded };
    }),
    loadSeconds,
  };
  console.log(JSON.stringify(result, null, 2));
  for (const { database, index } of instances) {
    index.close();
    await database.close();
  }
  await admin.close();
  return result;
}

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.error('TEST_DATABASE_URL is not set (for example postgres://postgres@127.0.0.1:5432/test).');
  process.exit(1);
}
const report = {
  date: new Date().toISOString(),
  jobs: JOB_COUNT,
  changed: CHANGED,
  searchersPerInstance: SEARCHERS,
  machine: { cpus: os.cpus().length, loadAverageAtStart: os.loadavg().map((n) => Number(n.toFixed(2))) },
  notes:
    'Two search index instances in one process, each on its own pool; searches through searchJobCards (rank, page rows and change check, absorb), no HTTP. duringAbsorption: searches started between the UPDATE returning and the last instance counting every changed job; visibleAfterMs: from the UPDATE returning until each instance counts every changed job under the new word; firstSeenAfterMs: until it counted the first (negative: before the UPDATE answer reached this process); cpuSeconds: this process and the backends of its database (PostgreSQL on this host); fullLoadsDuring: full loads of all jobs meanwhile (0: the change was applied job by job).',
  postgres: await withThrowawayDatabase(url, bench),
};
await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
await writeFile(RESULTS_FILE, `${JSON.stringify({ ...report, loadAverageAtEnd: os.loadavg() }, null, 2)}\n`);
console.log(`Wrote ${path.relative(process.cwd(), RESULTS_FILE)}`);
