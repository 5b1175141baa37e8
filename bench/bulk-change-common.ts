// What bench/bulk-change.ts's two modes share: the queries, the searches' loop, an instance's index with its ranking
// timed, the event loop's delay, the summaries. Times are epoch milliseconds (performance.timeOrigin + now), so the
// samples of instances in child processes compare with the parent's UPDATE.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { jobSearchQuerySchema, type JobSearchQuery } from '../core/jobs/schemas';
import type { DatabaseHandle } from '../server/src/db/client';
import { searchJobCards } from '../server/src/modules/jobs/search-service';
import { createJobSearchIndex, type JobSearchIndex } from '../server/src/modules/jobs/search-index';
import { TITLES } from './search/data';

// A word no seeded job holds: the changed jobs' new title.
export const NEW_WORD = 'zeppelin';
// BENCH_KIND=expire: the bulk change closes the jobs (a nightly expiry) instead of renaming them (a company's rename).
export const KIND: 'rename' | 'expire' = process.env.BENCH_KIND === 'expire' ? 'expire' : 'rename';
/** The bulk change: ONE statement over the first `changed` jobs by id. */
export const bulkChangeStatement = (changed: number) =>
  KIND === 'expire'
    ? `update jobs set is_active = false where ctid in (select ctid from jobs order by id limit ${changed})`
    : `update jobs set title = '${NEW_WORD} ' || title where ctid in (select ctid from jobs order by id limit ${changed})`;
export const SEARCHERS = Number(process.env.BENCH_SEARCHERS ?? 4);
// BENCH_RATE=n: searches started at n a second per instance, whether or not earlier ones have answered (an open loop,
// as users arrive), instead of SEARCHERS closed loops that keep the host's cores busy however long a search takes.
export const RATE = Number(process.env.BENCH_RATE ?? 0);

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

/** Now, in epoch milliseconds with performance.now()'s resolution: the same clock in every process of the host. */
export const epochNow = () => performance.timeOrigin + performance.now();

export interface Sample {
  startedAt: number;
  ms: number;
}

const percentile = (samples: readonly Sample[], p: number) => {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return sorted.length === 0 ? null : Number(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(1));
};
export const summary = (samples: readonly Sample[]) => ({
  searches: samples.length,
  p50Ms: percentile(samples, 0.5),
  p99Ms: percentile(samples, 0.99),
  maxMs: percentile(samples, 1),
});

/** Time in the index's ranking (the app's thread), apart from the page's read and the waits between. */
export const rankTime = { ms: 0, calls: 0 };
export const rankSince = (from: { ms: number; calls: number }) =>
  Number(((rankTime.ms - from.ms) / Math.max(1, rankTime.calls - from.calls)).toFixed(2));

/** An index on `database` whose ranking adds to rankTime. */
export function timedIndex(database: DatabaseHandle): JobSearchIndex {
  const index = createJobSearchIndex(database.db);
  const rank = index.rank.bind(index);
  index.rank = (query) => {
    const started = performance.now();
    const hits = rank(query);
    rankTime.ms += performance.now() - started;
    rankTime.calls += 1;
    return hits;
  };
  return index;
}

/**
 * Searches on `index` until `stop()`, each timed: by `SEARCHERS` loops, or with BENCH_RATE at that rate, each timed
 * from when it was due (a search the event loop starts late waits in its time, as a user's request would).
 */
export function searchUntil(database: DatabaseHandle, index: JobSearchIndex, stop: () => boolean): Promise<Sample[]> {
  const samples: Sample[] = [];
  let next = 0;
  if (RATE > 0) return searchAtRate(database, index, stop, samples);
  const loop = async () => {
    while (!stop()) {
      const query = jobSearchQuerySchema.parse(QUERIES[next++ % QUERIES.length]);
      const startedAt = epochNow();
      await searchJobCards(database.db, index, null, query, { now: new Date() });
      samples.push({ startedAt, ms: epochNow() - startedAt });
    }
  };
  return Promise.all(Array.from({ length: SEARCHERS }, loop)).then(() => samples);
}

async function searchAtRate(database: DatabaseHandle, index: JobSearchIndex, stop: () => boolean, samples: Sample[]) {
  const started = epochNow();
  const inFlight = new Set<Promise<void>>();
  for (let n = 0; !stop(); n += 1) {
    const dueAt = started + (n * 1000) / RATE;
    const wait = dueAt - epochNow();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const query = jobSearchQuerySchema.parse(QUERIES[n % QUERIES.length]);
    const search = searchJobCards(database.db, index, null, query, { now: new Date() }).then(() => {
      samples.push({ startedAt: dueAt, ms: epochNow() - dueAt });
      inFlight.delete(search);
    });
    inFlight.add(search);
  }
  await Promise.all(inFlight);
  return samples;
}

/** How long the event loop was held (ms) from the call until the answer is called: what a search waits for besides PostgreSQL. */
export function loopDelay() {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  return () => {
    histogram.disable();
    return { p99Ms: Number((histogram.percentile(99) / 1e6).toFixed(1)), maxMs: Number((histogram.max / 1e6).toFixed(1)) };
  };
}

/** This process's CPU seconds since the call, when the answer is called. */
export function processCpuSince() {
  const from = process.cpuUsage();
  return () => {
    const used = process.cpuUsage(from);
    return Number(((used.user + used.system) / 1e6).toFixed(2));
  };
}

// How often an instance counts what it shows of the change: a count of a keyword matching up to every changed job costs
// a millisecond or two of the instance's loop, so every 10 ms (the earlier runs) took a tenth of it from its searches.
const VISIBLE_POLL_MS = 50;

/**
 * When an instance first showed a changed job and when it showed them all (epoch ms), polled every VISIBLE_POLL_MS: renamed
 * jobs counted under the new word, closed ones by the jobs the index no longer holds.
 */
export async function whenVisible(
  index: JobSearchIndex,
  keyword: Awaited<ReturnType<JobSearchIndex['keyword']>>,
  jobs: number,
  changed: number,
) {
  let first = Number.NaN;
  for (;;) {
    const counted = KIND === 'expire' ? jobs - index.stats().jobs : index.count({ keyword }, jobs);
    if (counted > 0 && Number.isNaN(first)) first = epochNow();
    if (counted >= changed) return { first, all: epochNow() };
    await new Promise((resolve) => setTimeout(resolve, VISIBLE_POLL_MS));
  }
}
