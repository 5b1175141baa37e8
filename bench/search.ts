// Job search under the traffic workers really send (issue 15). Seeds jobs and 1,000 complete
// workers into a throwaway database, then measures with autocannon (in a child process, so the
// server's CPU is measured alone: bench/load-generator.ts), beside a bare Fastify route
// in the same run (the normaliser on a shared machine); searches rank in the instance's index
// (server/src/modules/jobs/search-index.ts) and there is no result cache:
//   - a varied mix: >= 2,000 distinct seeded requests from >= 500 workers (keywords, a third of them
//     Spanish or misspelt, industries, 60 locations with towns and ZIP codes, radius 25-250 mi, min pay
//     by the year or the hour, all sorts, second pages through nextCursor);
//   - best match alone, varied the same way;
//   - a mixed read/write load at a fixed 200 req/s (search, job reads, messages, applications, saves);
//   - per search shape: database time (EXPLAIN ANALYZE of the SQL the service runs) and the whole
//     service call's time, in-memory ranking included; the index's load time and heap;
//   - CPU per request of this process and of the database backends, beside req/s (a shared machine moves req/s most).
// Embedded PGlite always (unless BENCH_SKIP_EMBEDDED=1); PostgreSQL too when TEST_DATABASE_URL is set.
// With --jobs above 200,000 only the per-shape table runs (on PostgreSQL).
// Usage: npm run bench:search [-- --jobs 1000000]   [TEST_DATABASE_URL=postgres://...]   [BENCH_DURATION_S=15]
//   [BENCH_ROUTED=1]: the per-shape table again with the router past its crossing (PostgreSQL ranks what needs no best
//   match or keyword), beside the index's in the same run.
//   [BENCH_CPU_PROFILE_DIR=dir]: writes this process's CPU profile of each load run there (.cpuprofile, for
//   Chrome DevTools), to see where the server's time per request goes.
import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import { buildApp } from '../server/src/app';
import { loadEnv } from '../server/src/config/env';
import { migrateDatabase, openDatabase, type Database } from '../server/src/db/client';
import { createJobSearchIndex } from '../server/src/modules/jobs/search-index';
import { withThrowawayDatabase } from './lib';
import { runLoad, type LoadSummary, type PlannedRequest } from './load-generator';
import {
  CONNECTIONS,
  DURATION_S,
  EXPLAIN_SAMPLES,
  JOB_COUNT,
  MIXED_RATE,
  RESULTS_FILE,
  ROUTED,
  RUNS_LOAD,
  WORKER_COUNT,
} from './search/config';
import {
  cacheHitCounters,
  collectedHeapBytes,
  cpuMeter,
  explainShapes,
  hitCounter,
  pagesPerStatement,
  startCpuProfile,
  untilCollected,
} from './search/measure';
import { describePlan, planMixed, planSearches } from './search/plan';
import { seed } from './search/seed';

/** The last run's app: the next database's heap figure waits until it is collected. */
let servedBy: WeakRef<object> | undefined;

interface LoadResult extends LoadSummary {
  ratioToBare?: number;
  /** Searches whose words' PostgreSQL parse was already known (a pure function of the words, kept per instance). */
  keywordParseHitRatio?: number;
  /** Searches that found the worker's profile and wallet in the per-instance store (MatchInputsStore). */
  matchInputsHitRatio?: number;
  /** Search pages read per statement: pages asked for at the same time share one (repository readSearchPage). */
  pagesPerStatement?: number;
  /**
   * Hit ratios of the per-query work the index keeps (search/search-caches.ts: widened keywords, keyword
   * matches, radius places, worker-origin distance points) and of the places module's geocoding.
   */
  cacheHitRatios?: Record<string, number>;
  /**
   * CPU per request of the server process (with the embedded PGlite thread) and of the PostgreSQL
   * backends; the load generator's own is loadGeneratorCpuMsPerRequest. A busy shared machine
   * changes these far less than req/s (see cpuMeter).
   */
  cpuMsPerRequest?: { server: number; database: number | null };
}

const load = (url: string, planned: PlannedRequest[] | null, overallRate?: number): Promise<LoadResult> =>
  runLoad({ url, planned, connections: CONNECTIONS, durationSeconds: DURATION_S, overallRate });

async function startBareRoute() {
  const app = Fastify({ logger: false });
  app.get('/ping', async () => ({ ok: true, jobs: [] as unknown[] }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

async function benchDatabase(label: string, databaseUrl: string | undefined) {
  console.log(`\n${label}: seeding ${JOB_COUNT.toLocaleString('en-US')} jobs and ${WORKER_COUNT} workers...`);
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  await migrateDatabase(database.db);
  const started = Date.now();
  const { workers } = await seed(database);
  console.log(`${label}: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // The index's heap: with it loaded, less after it is closed and unreachable (a difference with
  // the heap before the load would also count what a previous run freed meanwhile).
  const loaded = await (async () => {
    const loadStarted = performance.now();
    const index = createJobSearchIndex(drizzle(database.pool) as Database);
    await index.load();
    const stats = { loadSeconds: Number(((performance.now() - loadStarted) / 1000).toFixed(2)), ...index.stats() };
    const heapWithIndex = collectedHeapBytes();
    console.log(`${label}: search index loaded`, JSON.stringify(stats));
    console.log(`${label}: per search shape, database time (EXPLAIN ANALYZE) and the service call's (${EXPLAIN_SAMPLES} variants each)`);
    const explain = await explainShapes(database, index, workers);
    index.close();
    return { stats, heapWithIndex, explain };
  })();
  const { explain } = loaded;
  // The same shapes, the same variants, with the router past its crossing (SEARCH_SQL_FROM_JOBS=0): PostgreSQL ranks
  // newest, pay and counts without a keyword, the index the rest (search README, "10M jobs").
  const explainRoutedToSql = await (async () => {
    if (!ROUTED) return undefined;
    const index = createJobSearchIndex(drizzle(database.pool) as Database, { sqlFromJobs: 0 });
    await index.load();
    console.log(`${label}: per search shape again, routed past SEARCH_SQL_FROM_JOBS`);
    const table = await explainShapes(database, index, workers);
    index.close();
    return table;
  })();
  const searchIndex = { ...loaded.stats, heapMb: Math.round((loaded.heapWithIndex - collectedHeapBytes()) / 1e6) };
  console.log(`${label}: search index heap ${searchIndex.heapMb} MB`);
  if (!RUNS_LOAD) {
    await database.close();
    return { searchIndex, explain, explainRoutedToSql };
  }

  const app = await buildApp({
    env: loadEnv({ LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_MAX: '1000' }),
    database,
    logger: false,
  });
  // The app loads its index on ready, within Fastify's 10 s plugin timeout: loaded here first, so a busy
  // shared machine (a 100,000-job load can pass 10 s there) does not fail the run.
  await app.jobSearch.load();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const bareApp = await startBareRoute();
  const bareUrl = `http://127.0.0.1:${(bareApp.server.address() as AddressInfo).port}/ping`;

  const varied = await planSearches(base, workers, 1);
  const bestMatch = await planSearches(base, workers, 2, 'best');
  const mixed = await planMixed(base, workers, database);
  const plans = { variedMix: describePlan(varied), bestMatch: describePlan(bestMatch), mixedReadWrite: describePlan(mixed) };
  console.log(`${label}: planned`, JSON.stringify(plans));

  const results: Record<string, LoadResult> = {};
  const print = (name: string) => {
    const r = results[name]!;
    const ratio = r.ratioToBare === undefined ? '' : `${(r.ratioToBare * 100).toFixed(1).padStart(5)}% of bare`;
    const hits =
      r.matchInputsHitRatio === undefined
        ? ''
        : `  worker inputs hits ${(r.matchInputsHitRatio * 100).toFixed(0)}%, keyword parse hits ${((r.keywordParseHitRatio ?? 0) * 100).toFixed(0)}%, ${r.pagesPerStatement} pages/statement` +
          Object.entries(r.cacheHitRatios ?? {})
            .map(([cache, ratio]) => `, ${cache} hits ${(ratio * 100).toFixed(0)}%`)
            .join('');
    const cpu = r.cpuMsPerRequest
      ? `  cpu/req server ${r.cpuMsPerRequest.server} ms + db ${r.cpuMsPerRequest.database ?? '-'} ms (load generator ${r.loadGeneratorCpuMsPerRequest} ms)`
      : '';
    console.log(
      `${label.padEnd(9)} ${name.padEnd(22)} ${String(r.requestsPerSecond).padStart(6)} req/s  p50 ${String(r.p50Ms).padStart(4)} ms  p99 ${String(r.p99Ms).padStart(5)} ms  ${ratio}  errors=${r.errors} non2xx=${r.non2xx}${hits}${cpu}${r.statusCodes ? ` ${JSON.stringify(r.statusCodes)} ${JSON.stringify(r.refusals)}` : ''}`,
    );
  };
  // Requests still queued from the previous run (the embedded database has one connection) must
  // finish before the next run starts: one request sent now waits behind them.
  const settle = () => fetch(`${base}/api/jobs/count`, { headers: { authorization: `Bearer ${workers[0]!.token}` } });
  const measure = async (name: string, url: string, planned: PlannedRequest[] | null, server: typeof app | null) => {
    await settle();
    const parseHitRatio = server ? hitCounter(() => server.jobSearch.stats().keywordParses) : null;
    const inputsHitRatio = server ? hitCounter(() => server.matchInputs.stats()) : null;
    const pageReads = server ? pagesPerStatement(server.db) : null;
    const cacheRatios = server ? cacheHitCounters(server) : null;
    const cpu = await cpuMeter(database);
    const stopProfile = await startCpuProfile(`${label}-${name}`);
    const result: LoadResult = await load(url, planned);
    await stopProfile();
    result.cpuMsPerRequest = await cpu(result.requests);
    if (name !== 'bare') result.ratioToBare = Number((result.requestsPerSecond / results.bare!.requestsPerSecond).toFixed(4));
    if (parseHitRatio) result.keywordParseHitRatio = parseHitRatio();
    if (inputsHitRatio) result.matchInputsHitRatio = inputsHitRatio();
    if (pageReads) result.pagesPerStatement = pageReads();
    if (cacheRatios) result.cacheHitRatios = cacheRatios();
    results[name] = result;
    print(name);
  };
  await measure('bare', bareUrl, null, null);
  await measure('variedMix', base, varied, app);
  await measure('bestMatch', base, bestMatch, app);
  await settle();
  const mixedCpu = await cpuMeter(database);
  results.mixedReadWrite = await load(base, mixed, MIXED_RATE);
  results.mixedReadWrite.cpuMsPerRequest = await mixedCpu(results.mixedReadWrite.requests);
  print('mixedReadWrite');

  await bareApp.close();
  await app.close();
  await database.close();
  servedBy = new WeakRef(app);
  return { plans, load: results, searchIndex, explain, explainRoutedToSql };
}

const report: Record<string, unknown> = {
  date: new Date().toISOString(),
  jobs: JOB_COUNT,
  workers: WORKER_COUNT,
  connections: CONNECTIONS,
  durationSeconds: DURATION_S,
  mixedReadWriteRate: MIXED_RATE,
  machine: { cpus: os.cpus().length, loadAverageAtStart: os.loadavg().map((n) => Number(n.toFixed(2))) },
  notes:
    "No search result cache (searches rank in the instance's index, modules/jobs/search-index.ts, and read their page's rows); keywordParseHitRatio: searches whose words' websearch_to_tsquery parse the instance already held; the asking worker's profile and wallet come from the per-instance store as in production (10 s, forgotten on every edit), its hit ratio reported as matchInputsHitRatio; pagesPerStatement: search pages whose rows one statement read (pages asked for at the same time share one, each still read after it was asked for: not a cache); ratioToBare is against a bare Fastify route measured in the same run on the same shared machine; cpuMsPerRequest: CPU per request of the server process (with embedded PGlite) and of the PostgreSQL backends, steadier than req/s when the machine is shared; the load generator (autocannon) runs in a child process and reports its own as loadGeneratorCpuMsPerRequest.",
  targets: {
    variedMix: { requestsPerSecond: 1000, ratioToBare: 0.04, p99Ms: 100 },
    bestMatch: { requestsPerSecond: 400, ratioToBare: 0.015, p99Ms: 200 },
    explainAt1M: { anyShapeMs: 50, bestMatchMs: 30 },
    embeddedVariedMixOfPostgres: 0.4,
    mixedReadWriteEmbedded: { requestsPerSecond: MIXED_RATE, p99Ms: 300 },
  },
};
if (RUNS_LOAD && process.env.BENCH_SKIP_EMBEDDED !== '1') {
  report.embedded = await benchDatabase('embedded', undefined);
  await untilCollected(servedBy, 'embedded');
}
if (process.env.TEST_DATABASE_URL) {
  report.postgres = await withThrowawayDatabase(process.env.TEST_DATABASE_URL, (url) => benchDatabase('postgres', url));
}
report.machine = { ...(report.machine as object), loadAverageAtEnd: os.loadavg().map((n) => Number(n.toFixed(2))) };
await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
await writeFile(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nWrote ${path.relative(process.cwd(), RESULTS_FILE)}`);
