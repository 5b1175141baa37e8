// What a bulk change costs the searches' thread (issue 50), without the searches: one instance's store, loaded from
// PostgreSQL, reloads every active job BENCH_ROUNDS times through reloadJobs (what applying a rename of every job
// does: the same rows read again, each job to a new slot), each round timed for its collections (young and old),
// its slices (the event loop's holds a search can wait behind) and the event loop's delay. The baseline: the loop's
// delay for as long with nothing to apply. A round of the same jobs is steadier than bench/bulk-change.ts (no
// UPDATE, no searches' own garbage), so allocation and collection changes show through a shared host's noise.
// Usage: TEST_DATABASE_URL=postgres://... node --import tsx bench/absorb-gc.ts [--jobs 100000] [BENCH_ROUNDS=4]
//   [BENCH_LABEL=x (written as absorb-gc-<jobs>-x.json)] [BENCH_HEAP=allocated|kept: the last round under V8's sampling heap
//   profiler, every allocation or only what outlived a young collection, by function]
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { migrateDatabase, openDatabase } from '../server/src/db/client';
import { BatchReader, loadBatch } from '../server/src/modules/jobs/search/load-batches';
import { reloadJobs } from '../server/src/modules/jobs/search/reload-jobs';
import { JobStore } from '../server/src/modules/jobs/search/store';
import { coordinatesOf } from '../server/src/modules/places/service';
import { withThrowawayDatabase } from './lib';
import { JOB_COUNT } from './search/config';
import { startHeapProfile } from './search/measure';
import { seed } from './search/seed';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const LABEL = process.env.BENCH_LABEL ? `-${process.env.BENCH_LABEL}` : '';
const RESULTS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', `absorb-gc-${JOB_COUNT}${LABEL}.json`);
const round1 = (ms: number) => Math.round(ms * 10) / 10;

/** p50, p99 and max of `values` (ms). */
function spread(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) => round1(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0);
  return { count: values.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: round1(sorted.at(-1) ?? 0) };
}

/** Collections while `run` runs: young (scavenges) and old (mark-compact, with its incremental steps), each as a count, sum and max. */
async function collected(run: () => Promise<unknown>) {
  const pauses: { kind: number; ms: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      pauses.push({ kind: (entry as { detail?: { kind: number } }).detail?.kind ?? 0, ms: entry.duration });
  });
  observer.observe({ entryTypes: ['gc'] });
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const cpu = process.cpuUsage();
  const started = performance.now();
  await run();
  const wallMs = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  loop.disable();
  // Entries are delivered after the run's last turn.
  await new Promise((resolve) => setTimeout(resolve, 20));
  observer.disconnect();
  const of = (kinds: number[]) => {
    const picked = pauses.filter((pause) => kinds.includes(pause.kind)).map((pause) => pause.ms);
    return { count: picked.length, sumMs: round1(picked.reduce((a, b) => a + b, 0)), maxMs: round1(Math.max(0, ...picked)) };
  };
  return {
    wallMs: Math.round(wallMs),
    cpuMs: Math.round((user + system) / 1000),
    young: of([constants.NODE_PERFORMANCE_GC_MINOR]),
    old: of([constants.NODE_PERFORMANCE_GC_MAJOR, constants.NODE_PERFORMANCE_GC_INCREMENTAL]),
    loopDelay: { p99Ms: round1(loop.percentile(99) / 1e6), maxMs: round1(loop.max / 1e6) },
  };
}

const HEAP = process.env.BENCH_HEAP;

async function bench(url: string) {
  const handle = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  try {
    await migrateDatabase(handle.db);
    await seed(handle);
    const store = new JobStore();
    const reader = new BatchReader(store, coordinatesOf);
    for (let batch = await loadBatch(handle.db, null, 20_000, false); ; batch = await loadBatch(handle.db, batch.next, 20_000, false)) {
      reader.read(batch);
      if (!batch.next) break;
    }
    store.finishLoad();
    const ids = (await handle.pool.query<{ id: string }>('select id::text as id from jobs where is_active')).rows.map((row) => row.id);
    // Each slice's hold of the event loop (replaceJobs: the slice's removal, read and orders).
    let slices: number[] = [];
    const replaceJobs = store.replaceJobs.bind(store);
    store.replaceJobs = (changed, addActive) => {
      const started = performance.now();
      replaceJobs(changed, addActive);
      slices.push(performance.now() - started);
    };
    const rounds = [];
    // The change log hands a backlog over a page (8,000 changes) at a time: so does this.
    const reloadAll = async () => {
      for (let at = 0; at < ids.length; at += 8000) await reloadJobs(handle.db, ids.slice(at, at + 8000), store, reader, () => {});
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      slices = [];
      const measured = await collected(reloadAll);
      rounds.push({ ...measured, slices: spread(slices), slots: store.size });
      console.log(`round ${round}`, JSON.stringify(rounds.at(-1)));
    }
    const baselineMs = Math.max(...rounds.map((round) => round.wallMs));
    const quiet = await collected(() => new Promise((resolve) => setTimeout(resolve, baselineMs)));
    console.log('quiet', JSON.stringify(quiet));
    const stopHeap = HEAP === 'allocated' || HEAP === 'kept' ? await startHeapProfile(HEAP) : null;
    if (stopHeap) await reloadAll();
    const heap = await stopHeap?.();
    if (heap) console.log('heap', JSON.stringify(heap));
    return { jobs: store.ids.size, quiet, rounds, heap };
  } finally {
    await handle.close();
  }
}

const url = process.env.TEST_DATABASE_URL;
if (!url) throw new Error('bench/absorb-gc.ts needs TEST_DATABASE_URL (PostgreSQL)');
const results = { date: new Date().toISOString(), ...(await withThrowawayDatabase(url, bench)) };
await writeFile(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
console.log(`Wrote ${path.relative(process.cwd(), RESULTS_FILE)}`);
