// One index instance of bench/bulk-change.ts in a process of its own, as a cluster runs each server: its own pool,
// index and event loop. The parent (bulk-change.ts) sends each step and reads its answer; nothing here decides.
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { openDatabase } from '../server/src/db/client';
import type { Keyword } from '../server/src/modules/jobs/search-index';
import {
  epochNow,
  loopDelay,
  NEW_WORD,
  processCpuSince,
  rankSince,
  rankTime,
  searchUntil,
  timedIndex,
  whenVisible,
} from './bulk-change-common';
import { startCpuProfile, startHeapProfile } from './search/measure';

export type InstanceCommand =
  | { step: 'load' }
  | { step: 'search'; ms: number }
  | { step: 'absorb'; jobs: number; changed: number }
  | { step: 'committed' }
  | { step: 'stop' }
  | { step: 'close' };

const url = process.env.BENCH_INSTANCE_DATABASE_URL;
if (!url || !process.send) throw new Error('bench/bulk-change-instance.ts is started by bench/bulk-change.ts');
const send = (message: object) => process.send!(message);

const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
const index = timedIndex(database);
let stopSearching = false;
let absorbing: {
  searching: Promise<unknown>;
  cpuFromCommit: (() => number) | null;
  delay: () => unknown;
  rank: typeof rankTime;
  stopHeap?: () => Promise<unknown>;
} | null = null;
let keyword: Keyword | null = null;

// Collections from the absorb step on (epoch ms, old or young, ms): BENCH_SAMPLES_FILE sets them beside the searches.
const collections: { at: number; old: boolean; ms: number }[] = [];
const collectionObserver = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = (entry as { detail?: { kind: number } }).detail?.kind;
    const old = kind === constants.NODE_PERFORMANCE_GC_MAJOR || kind === constants.NODE_PERFORMANCE_GC_INCREMENTAL;
    collections.push({ at: performance.timeOrigin + entry.startTime, old, ms: Number(entry.duration.toFixed(1)) });
  }
});

process.on('message', (command: InstanceCommand) => {
  void run(command).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
send({ step: 'ready' });

async function run(command: InstanceCommand) {
  switch (command.step) {
    case 'load': {
      const cpu = processCpuSince();
      const started = epochNow();
      await index.load();
      send({ step: 'load', ms: epochNow() - started, cpuS: cpu(), stats: index.stats() });
      return;
    }
    case 'search': {
      const until = epochNow() + command.ms;
      const delay = loopDelay();
      const cpu = processCpuSince();
      const rank = { ...rankTime };
      const samples = await searchUntil(database, index, () => epochNow() > until);
      send({ step: 'search', samples, loopDelay: delay(), cpuS: cpu(), rankMs: rankSince(rank) });
      return;
    }
    case 'absorb': {
      keyword = await index.keyword(database.db, NEW_WORD);
      collectionObserver.observe({ entryTypes: ['gc'] });
      const fullLoads = index.stats().fullLoads;
      stopSearching = false;
      const searching = searchUntil(database, index, () => stopSearching);
      absorbing = { searching, cpuFromCommit: null, delay: () => null, rank: { ...rankTime } };
      send({ step: 'absorbing' });
      const visible = await whenVisible(index, keyword, command.jobs, command.changed);
      // The CPU and the loop's delay from the parent's word that the UPDATE returned (read as it arrives) until visible.
      const state = absorbing as typeof absorbing;
      send({
        step: 'visible',
        ...visible,
        cpuS: state.cpuFromCommit?.() ?? null,
        loopDelay: state.delay(),
        rankMs: rankSince(state.rank),
        fullLoadsDuring: index.stats().fullLoads - fullLoads,
      });
      return;
    }
    case 'committed': {
      const state = absorbing!;
      state.cpuFromCommit = processCpuSince();
      state.delay = loopDelay();
      state.rank = { ...rankTime };
      // BENCH_CPU_PROFILE_DIR=dir: this instance's CPU profile while it absorbs (one file per instance).
      const stopProfile = await startCpuProfile(`bulk-change-absorbing-${process.pid}`);
      void state.searching.finally(stopProfile);
      // BENCH_HEAP=allocated|kept: what this instance allocated (or promoted) from the commit until searching stops.
      const heap = process.env.BENCH_HEAP;
      if (heap === 'allocated' || heap === 'kept') state.stopHeap = await startHeapProfile(heap, 15);
      return;
    }
    case 'stop': {
      stopSearching = true;
      const samples = await absorbing!.searching;
      const heap = await absorbing!.stopHeap?.();
      const { jobs, deadSlots, fullLoads, jobsReloaded, caches } = index.stats();
      collectionObserver.disconnect();
      send({ step: 'stop', samples, stats: { jobs, deadSlots, fullLoads, jobsReloaded, caches }, heap, collections });
      return;
    }
    case 'close':
      index.close();
      await database.close();
      process.exit(0);
  }
}
