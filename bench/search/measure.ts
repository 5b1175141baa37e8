// What a run measures beside req/s: database time per shape, CPU per request, cache hit ratios, heap, CPU profiles.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { JobSearch } from '../../core/jobs/schemas';
import { jobSearchQuerySchema } from '../../core/jobs/schemas';
import { CITY_LABELS } from '../../core/shared/cities';
import { INDUSTRIES, JOB_TYPES } from '../../core/shared/options';
import { type Database, type DatabaseHandle } from '../../server/src/db/client';
import { searchPageReadStats } from '../../server/src/modules/jobs/repository';
import * as jobsService from '../../server/src/modules/jobs/service';
import { type JobSearchIndex } from '../../server/src/modules/jobs/search-index';
import { coordinatesCacheStats } from '../../server/src/modules/places/service';
import { EXPLAIN_SAMPLES } from './config';
import { KEYWORDS, RADII } from './data';
import { type Query } from './plan';
import { type BenchWorker, createRandom } from './seed';

/** Runs every query the service sends under EXPLAIN ANALYZE first and sums planning and execution time. */
export function explainingDatabase(pool: pg.Pool) {
  const timings: { ms: number; plan: string }[] = [];
  const proxy = new Proxy(pool, {
    get(target, property) {
      if (property !== 'query') return Reflect.get(target, property, target) as unknown;
      return async (config: string | pg.QueryConfig, values?: unknown[]) => {
        const text = typeof config === 'string' ? config : config.text;
        const params = values ?? (typeof config === 'string' ? undefined : config.values);
        const explained = await target.query(`explain (analyze, format json) ${text}`, params);
        const [plan] = explained.rows[0]['QUERY PLAN'] as {
          'Planning Time': number;
          'Execution Time': number;
          Plan: { 'Node Type': string };
        }[];
        timings.push({ ms: plan!['Planning Time'] + plan!['Execution Time'], plan: plan!.Plan['Node Type'] });
        return target.query(config as pg.QueryConfig, values);
      };
    },
  });
  return { timings, fresh: () => drizzle(proxy) as Database };
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Database time per search shape, over several seeded variants each (different workers and values). */
export async function explainShapes(database: DatabaseHandle, index: JobSearchIndex, workers: BenchWorker[]) {
  const random = createRandom(99);
  const q = () => random.pick(KEYWORDS);
  const city = () => random.pick(CITY_LABELS);
  const shapes: Record<string, { kind?: 'count' | 'page2'; query: () => Query }> = {
    'best match': { query: () => ({ sort: 'best' }) },
    'best match, second page': { kind: 'page2', query: () => ({ sort: 'best' }) },
    'best match + industry + radius': {
      query: () => ({ sort: 'best', industry: random.pick(INDUSTRIES), location: city(), radiusMiles: String(random.pick(RADII)) }),
    },
    'best match + keyword': { query: () => ({ sort: 'best', q: q() }) },
    'newest, unfiltered': { query: () => ({ sort: 'newest', minPay: String(1000 * Math.floor(random.next() * 30)) }) },
    'newest, second page': { kind: 'page2', query: () => ({ sort: 'newest', q: q() }) },
    'newest + keyword': { query: () => ({ sort: 'newest', q: q() }) },
    'keyword + industry + 250 mi radius + min pay': {
      query: () => ({ q: q(), industry: random.pick(INDUSTRIES), location: city(), radiusMiles: '250', minPay: '50000' }),
    },
    'radius + min pay + job type': {
      query: () => ({ location: city(), radiusMiles: String(random.pick(RADII)), minPay: '90000', jobType: random.pick(JOB_TYPES) }),
    },
    'pay sort': { query: () => ({ sort: 'pay', industry: random.pick(INDUSTRIES) }) },
    'pay sort + keyword': { query: () => ({ sort: 'pay', q: q() }) },
    'count, unfiltered': { kind: 'count', query: () => ({}) },
    'count, keyword + industry': { kind: 'count', query: () => ({ q: q(), industry: random.pick(INDUSTRIES) }) },
  };
  const explaining = explainingDatabase(database.pool);
  const table: Record<
    string,
    { p50Ms: number; maxMs: number; serviceP50Ms: number; serviceMaxMs: number; queries: number; topPlanNodes: string[] }
  > = {};
  const plain = drizzle(database.pool) as Database;
  for (const [name, shape] of Object.entries(shapes)) {
    const totals: number[] = [];
    const serviceTimes: number[] = [];
    const nodes = new Set<string>();
    let queries = 0;
    for (let n = 0; n < EXPLAIN_SAMPLES; n += 1) {
      const worker = random.pick(workers);
      let search: JobSearch = jobSearchQuerySchema.parse(shape.query());
      if (shape.kind === 'page2') {
        const first = await jobsService.searchJobCards(plain, index, worker.user, search, { now: new Date() });
        if (!first.nextCursor) continue;
        search = { ...search, cursor: first.nextCursor };
      }
      const db = explaining.fresh();
      explaining.timings.length = 0;
      const run = (executor: Database) =>
        shape.kind === 'count'
          ? jobsService.countJobs(executor, index, search)
          : jobsService.searchJobCards(executor, index, worker.user, search, { now: new Date() });
      await run(db);
      totals.push(explaining.timings.reduce((sum, timing) => sum + timing.ms, 0));
      // The same call again without EXPLAIN: what a request waits for, ranking in memory included.
      const started = performance.now();
      await run(plain);
      serviceTimes.push(performance.now() - started);
      queries = Math.max(queries, explaining.timings.length);
      for (const timing of explaining.timings) nodes.add(timing.plan);
    }
    totals.sort((a, b) => a - b);
    serviceTimes.sort((a, b) => a - b);
    table[name] = {
      p50Ms: Number(percentile(totals, 50).toFixed(2)),
      maxMs: Number((totals.at(-1) ?? 0).toFixed(2)),
      serviceP50Ms: Number(percentile(serviceTimes, 50).toFixed(2)),
      serviceMaxMs: Number((serviceTimes.at(-1) ?? 0).toFixed(2)),
      queries,
      topPlanNodes: [...nodes],
    };
    console.log(
      `  ${name.padEnd(46)} db p50 ${table[name].p50Ms.toFixed(1).padStart(6)} ms max ${table[name].maxMs.toFixed(1).padStart(6)} ms (${queries} queries)   call p50 ${table[name].serviceP50Ms.toFixed(1).padStart(6)} ms max ${table[name].serviceMaxMs.toFixed(1).padStart(6)} ms`,
    );
  }
  return table;
}

/** CPU seconds so far of each PostgreSQL backend serving this throwaway database (it has no other clients). */
export async function backendCpuSeconds(pool: pg.Pool): Promise<Map<number, number> | null> {
  const { rows } = await pool.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database()');
  const seconds = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      // utime and stime, in clock ticks (100 a second), are fields 14 and 15; the name field may hold spaces.
      const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
      seconds.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      return null; // A server on another machine: its CPU cannot be read here.
    }
  }
  return seconds;
}

/**
 * CPU per request over a run: this process (the servers and, embedded, the PGlite worker thread;
 * the load generator runs in a child process) and, on PostgreSQL, the backends of the
 * benchmark's database.
 */
export async function cpuMeter(database: DatabaseHandle) {
  const processBefore = process.cpuUsage();
  const backendsBefore = database.isEmbedded ? null : await backendCpuSeconds(database.pool);
  return async (requests: number) => {
    const used = process.cpuUsage(processBefore);
    const backendsAfter = backendsBefore && (await backendCpuSeconds(database.pool));
    const backendSeconds = backendsAfter
      ? [...backendsAfter].reduce((sum, [pid, seconds]) => sum + seconds - (backendsBefore!.get(pid) ?? 0), 0)
      : null;
    const perRequest = (seconds: number) => Number(((seconds * 1000) / Math.max(1, requests)).toFixed(2));
    return { server: perRequest((used.user + used.system) / 1e6), database: backendSeconds === null ? null : perRequest(backendSeconds) };
  };
}

/** Reads a cache's hit counters around a run. */
export function pagesPerStatement(db: Database) {
  const before = searchPageReadStats(db);
  return () => {
    const after = searchPageReadStats(db);
    const statements = after.batches - before.batches;
    return statements > 0 ? Number(((after.reads - before.reads) / statements).toFixed(2)) : 0;
  };
}

export function hitCounter(read: () => { hits: number; misses: number }) {
  const before = read();
  return () => {
    const after = read();
    const lookups = after.hits + after.misses - before.hits - before.misses;
    return lookups > 0 ? Number(((after.hits - before.hits) / lookups).toFixed(3)) : 0;
  };
}

/** The index's per-query caches and the places module's geocoding, as hit ratios over a run (absent before issue 34's work: none). */
export function cacheHitCounters(server: { jobSearch: JobSearchIndex }) {
  type Counts = { hits: number; misses: number };
  const read = (): Record<string, Counts> => {
    const caches = (server.jobSearch.stats() as { caches?: Record<string, Counts> }).caches;
    return caches ? { ...caches, geocoding: coordinatesCacheStats() } : {};
  };
  const counters = Object.keys(read()).map((name) => [name, hitCounter(() => read()[name]!)] as const);
  return () => Object.fromEntries(counters.map(([name, ratio]) => [name, ratio()]));
}

/** With BENCH_CPU_PROFILE_DIR set, profiles this process (the server) until the returned stop is called. */
export async function startCpuProfile(name: string): Promise<() => Promise<void>> {
  const dir = process.env.BENCH_CPU_PROFILE_DIR;
  if (!dir) return async () => undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
  };
}

interface HeapProfileNode {
  callFrame: { functionName: string; url: string };
  selfSize: number;
  children: HeapProfileNode[];
}

/**
 * Starts V8's sampling heap profiler: `allocated` counts every allocation, `kept` leaves out what a young collection
 * freed (what was promoted, and what was still young when an old-generation collection freed it). The answer stops it:
 * MB in all and the functions that allocated most.
 */
export async function startHeapProfile(what: 'allocated' | 'kept', top = 8) {
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 4096,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: what === 'allocated',
  } as never);
  return async () => {
    const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as { profile: { head: HeapProfileNode } };
    session.disconnect();
    const bytes = new Map<string, number>();
    // A library's allocation is named with the nearest of our functions on its stack (none for a socket's read).
    const walk = (node: HeapProfileNode, caller: string | null) => {
      const frame = `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').slice(-2).join('/')}`;
      const ours = /\/(server|bench)\//.test(node.callFrame.url);
      const name = ours || !caller ? frame : `${frame} < ${caller}`;
      bytes.set(name, (bytes.get(name) ?? 0) + node.selfSize);
      for (const child of node.children) walk(child, ours ? frame : caller);
    };
    walk(profile.head, null);
    const mb = (n: number) => Math.round(n / 1e5) / 10;
    const most = [...bytes].sort((a, b) => b[1] - a[1]).slice(0, top);
    return { what, totalMB: mb([...bytes.values()].reduce((a, b) => a + b, 0)), top: most.map(([name, n]) => ({ name, mb: mb(n) })) };
  };
}

// The index's heap is measured between full collections, so garbage from seeding is not counted.
v8.setFlagsFromString('--expose-gc');
export const collectGarbage = vm.runInNewContext('gc') as () => void;
export function collectedHeapBytes() {
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

/**
 * Waits until a closed run's app (its index included) is collected, so the next run's heap
 * figure does not count its release; one that stays reachable is a leak, and fails the run.
 */
export async function untilCollected(ref: WeakRef<object> | undefined, label: string) {
  let waited = 0;
  for (; ref?.deref() !== undefined; waited += 1) {
    if (waited === 60) throw new Error(`${label}: the closed app is still reachable after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    collectGarbage();
  }
  console.log(`${label}: the closed app was collected after ${waited / 2} s`);
}
