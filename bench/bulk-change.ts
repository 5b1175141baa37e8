// A bulk change reaching every instance's search index (issue 50). On PostgreSQL only: seeds the jobs
// of bench/search (--jobs, 100,000 by default), loads two index instances, each in a process of its own
// (bench/bulk-change-instance.ts: its own pool, index and event loop, as a cluster's servers; BENCH_ONE_PROCESS=1:
// both in this process, each on its own pool, so one's slices take the other's turns: the earlier runs), measures
// searches (the service's whole call: rank, the page's rows and change check, absorb) quiet, then
// runs ONE UPDATE of BENCH_CHANGED jobs (100,000 by default) and measures the searches while the
// instances absorb it, the time until each instance shows every changed job (its count of the new
// title's word), and whether any instance loaded everything again.
// Usage: TEST_DATABASE_URL=postgres://... node --import tsx bench/bulk-change.ts [--jobs 200000]
//   [BENCH_CHANGED=100000] [BENCH_QUIET_S=10] [BENCH_SEARCHERS=4 (searches in flight per instance)] [BENCH_LABEL=x]
//   [BENCH_RATE=250 (an open loop instead: searches started a second per instance, each timed from when it was due)]
//   [BENCH_ONE_PROCESS=1] [BENCH_KIND=expire (the UPDATE closes the jobs, as a nightly expiry, instead of renaming them)]
//   [BENCH_INSTANCES=1] [BENCH_PIN=1 (each instance on a core of its own: bench/pin-cores.ts; main: its main thread alone)]
//   [BENCH_NODE_FLAGS="..."]
//   [BENCH_SAMPLES_FILE=path (every search's start and time, and each instance's collections from the absorb step, epoch ms)]
//   [BENCH_HEAP=allocated|kept (each instance's allocations, or what outlived a young collection, from the commit until it stops searching)]
import { fork, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../server/src/db/client';
import {
  bulkChangeStatement,
  epochNow,
  KIND,
  loopDelay,
  NEW_WORD,
  rankSince,
  rankTime,
  SEARCHERS,
  RATE,
  searchUntil,
  summary,
  timedIndex,
  whenVisible,
  type Sample,
} from './bulk-change-common';
import type { InstanceCommand } from './bulk-change-instance';
import { withThrowawayDatabase } from './lib';
import { pinCores } from './pin-cores';
import { JOB_COUNT } from './search/config';
import { startCpuProfile } from './search/measure';
import { seed } from './search/seed';
import { SERVER_V8_FLAGS } from '../scripts/build-server';

const CHANGED = Math.min(JOB_COUNT, Number(process.env.BENCH_CHANGED ?? 100_000));
const QUIET_S = Number(process.env.BENCH_QUIET_S ?? 10);
const ONE_PROCESS = process.env.BENCH_ONE_PROCESS === '1';
// BENCH_INSTANCES=1: one instance instead of two (with BENCH_PIN on a 2-core host: one core for it, one for the rest).
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 2);
const PIN = process.env.BENCH_PIN === '1' || process.env.BENCH_PIN === 'main';
const PIN_MAIN_THREAD = process.env.BENCH_PIN === 'main';
// BENCH_LABEL=x: written as bulk-change-<jobs>-x.json, beside the earlier runs.
const LABEL = process.env.BENCH_LABEL ? `-${process.env.BENCH_LABEL}` : '';
const RESULTS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', `bulk-change-${JOB_COUNT}${LABEL}.json`);

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

async function benchInOneProcess(url: string, admin: DatabaseHandle) {
  // Two instances: a pool and an index each.
  const instances = await Promise.all(
    [0, 1].map(async () => {
      const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
      return { database, index: timedIndex(database) };
    }),
  );
  const started = epochNow();
  await Promise.all(instances.map(({ index }) => index.load()));
  const loadSeconds = Number(((epochNow() - started) / 1000).toFixed(1));
  console.log(`two indexes loaded in ${loadSeconds} s`, JSON.stringify(instances[0]!.index.stats()));
  // Warm-up: keyword parses, vocabulary stems, the caches.
  let warmUntil = epochNow() + 3000;
  await Promise.all(instances.map(({ database, index }) => searchUntil(database, index, () => epochNow() > warmUntil)));

  warmUntil = epochNow() + QUIET_S * 1000;
  const quietLoop = loopDelay();
  const quietCpu = cpuSince(admin.pool);
  const quietRank = { ...rankTime };
  const quiet = (
    await Promise.all(instances.map(({ database, index }) => searchUntil(database, index, () => epochNow() > warmUntil)))
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
  const updateStarted = epochNow();
  // Each instance shows the change once its count of the new word reaches every changed job (counted from the UPDATE's start).
  const visible = Promise.all(instances.map(({ index }, i) => whenVisible(index, wordFilters[i]!.keyword, JOB_COUNT, CHANGED)));
  const updated = await runUpdate(admin);
  const committedAt = epochNow();
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
  return result;
}

/** The bulk change: ONE statement over the first CHANGED jobs by id (BENCH_KIND). */
const runUpdate = (admin: DatabaseHandle) => admin.pool.query(bulkChangeStatement(CHANGED));

/** A child process running one instance (bench/bulk-change-instance.ts), and a way to send it a step and wait for its answer. */
async function startInstance(url: string, pinned: Awaited<ReturnType<typeof pinCores>> | null) {
  const child: ChildProcess = fork(fileURLToPath(new URL('./bulk-change-instance.ts', import.meta.url)), process.argv.slice(2), {
    env: { ...process.env, BENCH_INSTANCE_DATABASE_URL: url },
    // The server's own V8 flags, then BENCH_NODE_FLAGS="--max-semi-space-size=64" (a later flag wins).
    execArgv: [...process.execArgv, ...SERVER_V8_FLAGS, ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean)],
  });
  if (pinned && child.pid) await pinned.pinInstance(child.pid);
  const waiting = new Map<string, (answer: never) => void>();
  child.on('message', (message: { step: string }) => {
    const resolve = waiting.get(message.step);
    waiting.delete(message.step);
    resolve?.(message as never);
  });
  child.on('exit', (code) => {
    if (code !== 0) throw new Error(`bench instance ${child.pid} exited with ${code}`);
  });
  const answer = <T>(step: string) => new Promise<T>((resolve) => waiting.set(step, resolve as (answer: never) => void));
  await answer('ready');
  return {
    answer,
    send: (command: InstanceCommand) => child.send(command),
    /** Closes the instance and waits for its process to end (before the database is dropped). */
    close: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.send({ step: 'close' } satisfies InstanceCommand);
      }),
    ask: <T>(command: InstanceCommand, step: string = command.step) => {
      const answered = answer<T>(step);
      child.send(command);
      return answered;
    },
  };
}

interface SearchAnswer {
  samples: Sample[];
  loopDelay: unknown;
  cpuS: number;
  rankMs: number;
}

/** Each instance in a process of its own, as a cluster runs them; this process seeds, runs the UPDATE and times. */
async function benchInProcesses(url: string, admin: DatabaseHandle) {
  const pinned = PIN ? await pinCores(INSTANCES, PIN_MAIN_THREAD) : null;
  try {
    return await benchInstances(url, admin, pinned);
  } finally {
    await pinned?.restore();
  }
}

async function benchInstances(url: string, admin: DatabaseHandle, pinned: Awaited<ReturnType<typeof pinCores>> | null) {
  const instances = await Promise.all(Array.from({ length: INSTANCES }, () => startInstance(url, pinned)));
  const started = epochNow();
  const loads = await Promise.all(
    instances.map((instance) => instance.ask<{ ms: number; cpuS: number; stats: unknown }>({ step: 'load' })),
  );
  const loadSeconds = Number(((epochNow() - started) / 1000).toFixed(1));
  console.log(`two indexes loaded in ${loadSeconds} s`, JSON.stringify(loads[0]!.stats));
  // Warm-up: keyword parses, vocabulary stems, the caches.
  await Promise.all(instances.map((instance) => instance.ask({ step: 'search', ms: 3000 })));
  const quietCpu = cpuSince(admin.pool);
  const quietAnswers = await Promise.all(instances.map((instance) => instance.ask<SearchAnswer>({ step: 'search', ms: QUIET_S * 1000 })));
  const quietPostgres = await quietCpu();
  const quiet = quietAnswers.flatMap((answer) => answer.samples);
  console.log('quiet', JSON.stringify(summary(quiet)), JSON.stringify(quietAnswers.map((answer) => answer.loopDelay)));

  type Visible = { first: number; all: number; cpuS: number | null; loopDelay: unknown; rankMs: number; fullLoadsDuring: number };
  const visible = instances.map((instance) => instance.answer<Visible>('visible'));
  await Promise.all(instances.map((instance) => instance.ask({ step: 'absorb', jobs: JOB_COUNT, changed: CHANGED }, 'absorbing')));
  const updateCpu = cpuSince(admin.pool);
  const updateStarted = epochNow();
  const updated = await runUpdate(admin);
  const committedAt = epochNow();
  const updateCpuSeconds = updateCpu();
  const absorbingCpu = cpuSince(admin.pool);
  for (const instance of instances) instance.send({ step: 'committed' });
  console.log(`update of ${updated.rowCount} jobs took ${((committedAt - updateStarted) / 1000).toFixed(1)} s`);
  const seen = await Promise.all(visible);
  const absorbingPostgres = await absorbingCpu();
  const visibleAfterMs = seen.map((at) => Math.round(at.all - committedAt));
  const allVisibleAt = committedAt + Math.max(...visibleAfterMs);
  // Two seconds of searches after, for the store with its dead slots.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  type Stopped = { samples: Sample[]; stats: { fullLoads: number }; heap?: unknown; collections: unknown[] };
  const stopped = await Promise.all(instances.map((instance) => instance.ask<Stopped>({ step: 'stop' })));
  const samples = stopped.flatMap((answer) => answer.samples);
  if (process.env.BENCH_SAMPLES_FILE) {
    const collections = stopped.map((answer) => answer.collections);
    await writeFile(process.env.BENCH_SAMPLES_FILE, JSON.stringify({ committedAt, samples, collections }));
  }
  const sumOf = (values: readonly (number | null)[]) => Number(values.reduce<number>((sum, value) => sum + (value ?? 0), 0).toFixed(2));
  const result = {
    quiet: summary(quiet),
    duringUpdateStatement: summary(samples.filter((s) => s.startedAt < committedAt)),
    duringAbsorption: summary(samples.filter((s) => s.startedAt >= committedAt && s.startedAt <= allVisibleAt)),
    // Each instance's searches from the commit until it (not the later one) counted every changed job.
    duringAbsorptionEach: stopped.map((answer, i) =>
      summary(answer.samples.filter((s) => s.startedAt >= committedAt && s.startedAt <= committedAt + visibleAfterMs[i]!)),
    ),
    afterAbsorption: summary(samples.filter((s) => s.startedAt > allVisibleAt)),
    eventLoopDelay: { quiet: quietAnswers.map((answer) => answer.loopDelay), duringAbsorption: seen.map((at) => at.loopDelay) },
    rankMsPerCall: { quiet: quietAnswers.map((answer) => answer.rankMs), duringAbsorption: seen.map((at) => at.rankMs) },
    updateSeconds: Number(((committedAt - updateStarted) / 1000).toFixed(2)),
    // The instances' processes summed (each from the parent's word that the UPDATE returned until it showed the change), and the database's backends.
    cpuSeconds: {
      quiet: { nodeS: sumOf(quietAnswers.map((answer) => answer.cpuS)), postgresS: quietPostgres.postgresS },
      duringUpdateStatement: { postgresS: (await updateCpuSeconds).postgresS },
      duringAbsorption: {
        nodeS: sumOf(seen.map((at) => at.cpuS)),
        nodeEachS: seen.map((at) => at.cpuS),
        postgresS: absorbingPostgres.postgresS,
      },
    },
    visibleAfterMs,
    firstSeenAfterMs: seen.map((at) => Math.round(at.first - committedAt)),
    fullLoadsDuring: seen.map((at) => at.fullLoadsDuring),
    indexStats: stopped.map((answer) => answer.stats),
    heapFromCommit: stopped.map((answer) => answer.heap ?? null),
    loadSeconds,
  };
  console.log(JSON.stringify(result, null, 2));
  await Promise.all(instances.map((instance) => instance.close()));
  return result;
}

async function bench(url: string) {
  const admin = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  try {
    await migrateDatabase(admin.db);
    const started = epochNow();
    await seed(admin);
    console.log(`seeded ${JOB_COUNT.toLocaleString('en-US')} jobs in ${((epochNow() - started) / 1000).toFixed(1)} s`);
    return await (ONE_PROCESS ? benchInOneProcess : benchInProcesses)(url, admin);
  } finally {
    await admin.close();
  }
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
  kind: KIND === 'expire' ? 'closed (is_active = false)' : 'renamed (a word added to the title)',
  searchersPerInstance: RATE > 0 ? null : SEARCHERS,
  searchesPerSecondPerInstance: RATE > 0 ? RATE : null,
  mode: ONE_PROCESS ? 'both instances in one process' : 'each instance in a process of its own',
  instances: ONE_PROCESS ? 2 : INSTANCES,
  cores: PIN_MAIN_THREAD
    ? "BENCH_PIN=main: each instance's main thread on a core of its own; its other threads, PostgreSQL and the bench on the others"
    : PIN
      ? 'BENCH_PIN: each instance on a core of its own, PostgreSQL and the bench on the others'
      : 'shared by all',
  machine: { cpus: os.cpus().length, loadAverageAtStart: os.loadavg().map((n) => Number(n.toFixed(2))) },
  notes:
    "The search index instances (instances, mode), each on its own pool; searches through searchJobCards (rank, page rows and change check, absorb), no HTTP. duringAbsorption: searches started between the UPDATE returning and the last instance counting every changed job; visibleAfterMs: from the UPDATE returning until each instance counts every changed job under the new word (closed jobs: until its index no longer holds them); firstSeenAfterMs: until it counted the first (negative: before the UPDATE answer reached the parent); cpuSeconds: the instances' processes (nodeS) and the backends of its database (PostgreSQL on this host); fullLoadsDuring: full loads of all jobs meanwhile (0: the change was applied job by job).",
  postgres: await withThrowawayDatabase(url, bench),
};
await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
await writeFile(RESULTS_FILE, `${JSON.stringify({ ...report, loadAverageAtEnd: os.loadavg() }, null, 2)}\n`);
console.log(`Wrote ${path.relative(process.cwd(), RESULTS_FILE)}`);
