// The search index's full load at scale (issue 50): time, CPU, retained heap and the peak while loading, then the
// same for a reload (what a TRUNCATE or a compaction runs), on PostgreSQL (TEST_DATABASE_URL).
// The jobs are bench:search's seed (bench/search/seed.ts: generate_series, every column varied), in a database of
// its own, crewbridge_bench_idx_<jobs>; BENCH_KEEP_DB=1 keeps it for the next run (seeding 1M takes minutes), otherwise
// it is dropped at the end.
// Usage: nice -n 19 node --expose-gc --import tsx bench/index-load.ts --jobs 1000000
//   [BENCH_LABEL=before] (the results file's suffix)  [BENCH_CPU_PROFILE=file.cpuprofile] (the reload's profile)
//   [BENCH_SERVE_WHILE_LOADING=0] (a reload builds beside the old store)  [BENCH_HEAP_SNAPSHOT=file] (after the load, then stop)
//   [BENCH_SNAPSHOT=1] (the index snapshot instead of the reload: the full load writes it, timed, with the event loop's
//   longest pause meanwhile; then a new index loads from it: time, CPU, heap; bench/results/...-snapshot.json)
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { migrateDatabase, openDatabase, type Database } from '../server/src/db/client';
import type { IndexLoadCursor } from '../server/src/modules/jobs/repository';
import { createJobSearchIndex, type JobSearchIndex } from '../server/src/modules/jobs/search-index';
import { LOAD_BATCH } from '../server/src/modules/jobs/search/job-search-index';
import { loadBatch } from '../server/src/modules/jobs/search/load-batches';
import type { SnapshotEvent } from '../server/src/modules/jobs/search/snapshot';
import { JOB_COUNT } from './search/config';
import { seed } from './search/seed';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('TEST_DATABASE_URL (PostgreSQL) is required');
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const name = `crewbridge_bench_idx_${JOB_COUNT}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const mb = (bytes: number) => Math.round(bytes / 1e6);

async function ensureDatabase(): Promise<boolean> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${name}`);
    return exists.rowCount === 0;
  } finally {
    await admin.end();
  }
}

async function dropDatabase() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

/** Heap (V8) and typed arrays' buffers (outside it) now, after a full collection. */
function retained() {
  gc!();
  gc!();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return { heapUsed, arrayBuffers };
}

/** Samples memory every 10 ms while `run` runs: the peak a heap limit would have to allow (garbage included). */
async function withPeak<T>(run: () => Promise<T>) {
  const peak = { heapUsed: 0, total: 0 };
  const sample = () => {
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    peak.heapUsed = Math.max(peak.heapUsed, heapUsed);
    peak.total = Math.max(peak.total, heapUsed + arrayBuffers);
  };
  const timer = setInterval(sample, 10);
  const cpu = process.cpuUsage();
  const started = performance.now();
  try {
    const value = await run();
    sample();
    const used = process.cpuUsage(cpu);
    return { value, seconds: (performance.now() - started) / 1000, cpuSeconds: (used.user + used.system) / 1e6, peak };
  } finally {
    clearInterval(timer);
  }
}

/** A full load that writes the snapshot (timed, and the event loop's longest pause during the write), then a new index that loads from it. */
async function snapshotPath(db: Database, base: { heapUsed: number; arrayBuffers: number }) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'index-snapshot-'));
  const events: SnapshotEvent[] = [];
  const snapshot = { dir, log: (event: SnapshotEvent) => events.push(event) };
  try {
    let index: JobSearchIndex | null = createJobSearchIndex(db, { idleSyncMs: 3_600_000, serveWhileLoading: true, snapshot });
    const full = await withPeak(() => index!.load());
    const afterFull = retained();
    console.log(`full load: ${index.stats().jobs} jobs in ${full.seconds.toFixed(2)} s (CPU ${full.cpuSeconds.toFixed(2)} s)`);
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const write = await withPeak(async () => {
      while (!events.some((event) => event.event !== 'restored')) await new Promise((resolve) => setTimeout(resolve, 5));
    });
    delay.disable();
    const written = events.find((event) => event.event === 'written');
    if (!written) throw new Error(`snapshot not written: ${JSON.stringify(events)}`);
    console.log(
      `snapshot written: ${mb(written.bytes)} MB in ${written.seconds.toFixed(2)} s, longest pause ${(delay.max / 1e6).toFixed(1)} ms`,
    );
    index.close();
    index = null;
    // The first index's last promises settle, so its store is garbage before the restart is measured.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = retained();
    let restarted: JobSearchIndex | null = createJobSearchIndex(db, { idleSyncMs: 3_600_000, serveWhileLoading: true, snapshot });
    // A serving-while-loading index answers from SQL during the restore: how long the restore holds the event loop.
    const restoreDelay = monitorEventLoopDelay({ resolution: 5 });
    restoreDelay.enable();
    const restore = await withPeak(() => restarted!.load());
    restoreDelay.disable();
    const afterRestore = retained();
    const stats = restarted.stats();
    console.log(
      `snapshot load: ${stats.jobs} jobs in ${restore.seconds.toFixed(2)} s (CPU ${restore.cpuSeconds.toFixed(2)} s), full loads ${stats.fullLoads}`,
    );
    restarted.close();
    restarted = null;
    const heap = (at: { heapUsed: number; arrayBuffers: number }, from = base) => ({
      heapMb: mb(at.heapUsed - from.heapUsed),
      arrayBuffersMb: mb(at.arrayBuffers - from.arrayBuffers),
    });
    const timed = (run: Awaited<ReturnType<typeof withPeak>>, from = base) => ({
      seconds: Number(run.seconds.toFixed(2)),
      cpuSeconds: Number(run.cpuSeconds.toFixed(2)),
      peakHeapMb: mb(run.peak.heapUsed - from.heapUsed),
      peakHeapAndBuffersMb: mb(run.peak.total - from.heapUsed - from.arrayBuffers),
    });
    return {
      jobs: stats.jobs,
      lexemes: stats.lexemes,
      fullLoadsOfTheRestartedIndex: stats.fullLoads,
      fullLoad: { ...timed(full), ...heap(afterFull) },
      snapshotWrite: {
        ...timed(write),
        writerSeconds: Number(written.seconds.toFixed(2)),
        bytes: written.bytes,
        megabytes: mb(written.bytes),
        longestEventLoopPauseMs: Number((delay.max / 1e6).toFixed(1)),
        eventLoopPauseP99Ms: Number((delay.percentile(99) / 1e6).toFixed(1)),
      },
      snapshotLoad: {
        ...timed(restore, before),
        ...heap(afterRestore, before),
        restoredSeconds: events.find((e) => e.event === 'restored')?.seconds,
        longestEventLoopPauseMs: Number((restoreDelay.max / 1e6).toFixed(1)),
      },
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function main() {
  const fresh = await ensureDatabase();
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  try {
    if (fresh) {
      await migrateDatabase(database.db);
      const started = performance.now();
      console.log(`seeding ${JOB_COUNT.toLocaleString('en-US')} jobs into ${name}...`);
      await seed(database);
      console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    const db = drizzle(database.pool) as Database;
    const base = retained();
    if (process.env.BENCH_SNAPSHOT === '1') {
      const result = {
        date: new Date().toISOString(),
        machine: { cpus: os.cpus().length, loadAverage: os.loadavg(), node: process.version },
        notes:
          "PostgreSQL on this machine. fullLoad: the full load that writes the snapshot; snapshotWrite: from the load's end to the file renamed into place (writerSeconds: the writer's own clock, from its first section), with the event loop's longest pause and p99 meanwhile (monitorEventLoopDelay, 5 ms resolution); snapshotLoad: a new index loading from the file and applying the change log since (against the heap before it). Heap figures as index-load-*.json.",
        ...(await snapshotPath(db, base)),
      };
      console.log(JSON.stringify(result, null, 2));
      const file = path.join(
        path.dirname(fileURLToPath(import.meta.url)),
        'results',
        `index-load-${JOB_COUNT}-snapshot${process.env.BENCH_LABEL ? `-${process.env.BENCH_LABEL}` : ''}.json`,
      );
      await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
      console.log(`written to ${file}`);
      return;
    }

    // As the app makes it outside tests (BENCH_SERVE_WHILE_LOADING=0: a reload builds beside the old store, as before).
    const serveWhileLoading = process.env.BENCH_SERVE_WHILE_LOADING !== '0';
    let index: JobSearchIndex | null = createJobSearchIndex(db, { idleSyncMs: 3_600_000, serveWhileLoading });
    if (process.env.BENCH_HEAP_SNAPSHOT) {
      await index.load();
      gc!();
      const { writeHeapSnapshot } = await import('node:v8');
      console.log('heap snapshot', writeHeapSnapshot(process.env.BENCH_HEAP_SNAPSHOT));
      return;
    }
    const first = await withPeak(() => index!.load());
    const afterLoad = retained();
    console.log(`loaded ${index.stats().jobs} jobs in ${first.seconds.toFixed(2)} s (CPU ${first.cpuSeconds.toFixed(2)} s)`);
    // A reload: what a TRUNCATE's change (a row without a job) or a compaction makes every instance run.
    await database.pool.query('insert into job_changes (job_id) values (null)');
    // The reload's profile: the first load also builds what the process builds once (the place table, lazy modules).
    let profile: Session | null = null;
    if (process.env.BENCH_CPU_PROFILE) {
      profile = new Session();
      profile.connect();
      await profile.post('Profiler.enable');
      await profile.post('Profiler.start');
    }
    const reload = await withPeak(() => index!.sync());
    if (profile) {
      const { profile: data } = await profile.post('Profiler.stop');
      await writeFile(process.env.BENCH_CPU_PROFILE!, JSON.stringify(data));
      profile.disconnect();
    }
    const afterReload = retained();
    // PostgreSQL's share: the same batches read one after another and dropped (what the load waits for when the
    // database, not this thread, is the slower side).
    const reading = await withPeak(async () => {
      let after: IndexLoadCursor | null = null;
      do after = (await loadBatch(db, after, LOAD_BATCH, false)).next;
      while (after);
    });
    console.log(`batches alone read in ${reading.seconds.toFixed(2)} s (CPU ${reading.cpuSeconds.toFixed(2)} s)`);
    const stats = index.stats();
    index.close();
    index = null;
    const heap = (at: { heapUsed: number; arrayBuffers: number }) => ({
      heapMb: mb(at.heapUsed - base.heapUsed),
      arrayBuffersMb: mb(at.arrayBuffers - base.arrayBuffers),
    });
    const result = {
      date: new Date().toISOString(),
      jobs: stats.jobs,
      lexemes: stats.lexemes,
      fullLoads: stats.fullLoads,
      serveWhileLoading,
      machine: { cpus: os.cpus().length, loadAverage: os.loadavg(), node: process.version },
      notes:
        "PostgreSQL on this machine; batchesAlone: the load's batches read again without adding them (PostgreSQL's share of the wall time); heapMb: V8 heap the loaded index retains (after a full collection, against the same process before the load); arrayBuffersMb: its typed arrays outside the V8 heap; peak*: sampled every 10 ms during the load, garbage included, against the heap before it.",
      load: {
        seconds: Number(first.seconds.toFixed(2)),
        cpuSeconds: Number(first.cpuSeconds.toFixed(2)),
        ...heap(afterLoad),
        peakHeapMb: mb(first.peak.heapUsed - base.heapUsed),
        peakHeapAndBuffersMb: mb(first.peak.total - base.heapUsed - base.arrayBuffers),
      },
      batchesAlone: { seconds: Number(reading.seconds.toFixed(2)), cpuSeconds: Number(reading.cpuSeconds.toFixed(2)) },
      reload: {
        seconds: Number(reload.seconds.toFixed(2)),
        cpuSeconds: Number(reload.cpuSeconds.toFixed(2)),
        ...heap(afterReload),
        peakHeapMb: mb(reload.peak.heapUsed - base.heapUsed),
        peakHeapAndBuffersMb: mb(reload.peak.total - base.heapUsed - base.arrayBuffers),
      },
    };
    console.log(JSON.stringify(result, null, 2));
    const label = process.env.BENCH_LABEL ? `-${process.env.BENCH_LABEL}` : '';
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', `index-load-${JOB_COUNT}${label}.json`);
    await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`written to ${file}`);
  } finally {
    await database.close();
    if (process.env.BENCH_KEEP_DB !== '1') await dropDatabase();
  }
}

await main();
