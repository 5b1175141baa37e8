import type { Executor } from '../../../db/client';
import { loadJobsBatch, loadJobsParts, UnsafeText, type BatchReader } from './load-batches';
import type { JobStore } from './store';

// Changed jobs read by one statement (load-batches.ts loadJobsParts): one bitmap scan in the pages' order.
export const READ_CHUNK = 4000;
// Changed jobs a backlog's pages of the change log gather before they are reloaded at once (job-search-index.ts
// catchUp, readBacklog): a reload waits for its first chunk's read. A 100,000-job change reloaded a page of 8,000 at a
// time waited 2.4-2.9 s of its 5.0-5.8 s for reads on a 2-core host, 1.5-2.2 s of 3.9-5.5 s at 32,000 (search p99 while
// absorbing 51-63 against 62-80 ms: the same work in less time; bench/results/search-diary.md, 2026-12-01).
export const RELOAD_AT_ONCE = 32_000;
// A read's parts (PostgreSQL splits a chunk's rows by the parts' first ids); a slice applies whole parts at once.
export const READ_PART = 50;
// A slice's time: a search waits about this long at most for the slice it arrived in (SlicePace).
const SLICE_MS = 2;
const MAX_SLICE_PARTS = 8;
// What a job cost before the code applying it was optimized: the first slices of 200 jobs held the loop 8-10 ms, the
// later ones about 2 (bench/results/search-diary.md, 2026-12-01, eighth session).
const COLD_MS_PER_JOB = 0.04;
// A pause that came back later than this saw searches queue (yieldToSearches); at most this many pauses a slice.
const LATE_MS = 2;
const MAX_PAUSES = 4;

/**
 * Reloads changed jobs (`ids`, each once: applied-changes.ts backlogOf) into `store` through its `reader` (the change log's application, README "A bulk change"):
 * read READ_CHUNK at a time (the next chunk while this one is applied), applied a slice of whole parts at a time
 * (SlicePace), each slice replacing its jobs at once (a job is never missing between slices). After each slice `applied` is told how many
 * jobs it held (the index moves its version), then searches get the event loop for as long as the slice held it:
 * wall time, as searches wait it (a pause of the slice's CPU time alone gave them a third as many turns on a busy
 * host in one run, p99 2.3 s).
 */
export async function reloadJobs(
  db: Executor,
  ids: readonly string[],
  store: JobStore,
  reader: BatchReader,
  applied: (jobs: number) => void,
  searches: SearchesInFlight = new SearchesInFlight(),
): Promise<void> {
  // Each chunk ascending as PostgreSQL orders uuids (lower-case hex): a row finds its slice by the slices' first ids.
  // Sorted a chunk at a time, not a page of 20,000 at once (the event loop's hold).
  const chunkAt = (at: number) => {
    const chunk = ids.slice(at, at + READ_CHUNK).sort();
    // null: a value held a separator, and each slice is read with the values made safe.
    const parts = loadJobsParts(db, chunk, READ_PART).catch((error: unknown) => {
      if (error instanceof UnsafeText) return null;
      throw error;
    });
    return parts.then((read) => ({ chunk, parts: read }));
  };
  let reading = ids.length > 0 ? chunkAt(0) : null;
  const pace = new SlicePace();
  for (let at = 0; reading; at += READ_CHUNK) {
    const { chunk, parts } = await reading;
    reading = at + READ_CHUNK < ids.length ? chunkAt(at + READ_CHUNK) : null;
    // A failed read of the next chunk fails this application at its turn (await above), not as an unhandled rejection.
    reading?.catch(() => undefined);
    const partCount = Math.ceil(chunk.length / READ_PART);
    for (let part = 0; part < partCount;) {
      const take = Math.min(partCount - part, pace.parts());
      const slice = chunk.slice(part * READ_PART, (part + take) * READ_PART);
      const batches = parts?.slice(part, part + take);
      part += take;
      const started = performance.now();
      let unsafe = !batches;
      if (batches)
        try {
          store.replaceJobs(slice, () => batches.forEach((batch) => reader.read(batch)));
        } catch (error) {
          if (!(error instanceof UnsafeText)) throw error;
          unsafe = true;
        }
      if (unsafe) {
        // A value holding a separator: the slice (what it added too) is replaced again from its safe form.
        const safe = await loadJobsBatch(db, slice, true);
        store.replaceJobs(slice, () => reader.read(safe));
      }
      store.growAhead();
      applied(slice.length);
      const held = performance.now() - started;
      pace.record(held, slice.length);
      if (reading || part < partCount) {
        await yieldToSearches(held);
        await searches.answered(held);
      }
    }
  }
}

/**
 * How many parts (READ_PART jobs) the next slice applies: as many as SLICE_MS allows at what a job cost in the
 * slices before (halfway to each slice's cost), one at first, when the code is not yet optimized.
 */
export class SlicePace {
  private msPerJob = COLD_MS_PER_JOB;

  parts(): number {
    return Math.max(1, Math.min(MAX_SLICE_PARTS, Math.floor(SLICE_MS / (this.msPerJob * READ_PART))));
  }

  record(ms: number, jobs: number) {
    if (jobs > 0) this.msPerJob = (this.msPerJob + ms / jobs) / 2;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Gives searches the event loop for `ms`, then again for as long as that pause came back late, up to MAX_PAUSES: a
 * late timer means searches queued meanwhile (a collection held the loop, or many arrived at once), and the next
 * slice would hold them longer still. On a core of its own one pause the slice's length kept p99 at 9-12 times quiet,
 * this at 4-16 (median 5), the change shown about a tenth later (bench/results/search-diary.md, 2026-11-30, fourth session).
 */
export async function yieldToSearches(ms: number, wait: (ms: number) => Promise<void> = sleep, now = () => performance.now()) {
  for (let pause = ms, pauses = 0; pause > 0 && pauses < MAX_PAUSES; pauses += 1) {
    const due = now() + pause;
    await wait(pause);
    const late = now() - due;
    pause = late > LATE_MS ? late : 0;
  }
}

/**
 * The searches whose page read is in flight (searchJobCards, through JobSearchIndex.pageRead). A bulk change's next
 * slice waits for them to be answered: their rows would otherwise come back while the slice holds the event loop, and
 * wait for it, a second wait besides the one for the slice they started in (issue 50).
 */
export class SearchesInFlight {
  private reading = 0;
  private waiting: (() => void)[] = [];

  track<T>(read: Promise<T>): Promise<T> {
    this.reading += 1;
    return read.finally(() => {
      this.reading -= 1;
      // In a later turn: the answered searches' own steps after their read (absorb, the cards) run first.
      if (this.reading === 0) for (const wake of this.waiting.splice(0)) setImmediate(wake);
    });
  }

  /** Resolves once no page read is in flight, or after `ms` at most (searches never stop a change). */
  answered(ms: number): Promise<void> {
    if (this.reading === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.waiting.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
