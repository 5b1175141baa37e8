import type { Executor } from '../../../db/client';
import { coordinatesOf } from '../../places/service';
import * as changeLog from '../job-change-log';
import * as repo from '../repository';
import { hasPhrase, parseTextQuery } from '../text-query';
import { AppliedChanges, backlogOf, readBacklog, type Backlog } from './applied-changes';
import { count } from './count';
import { expandKeyword, matchedTermsAt } from './expand-keyword';
import { rank } from './rank';
import { BatchReader, loadBatch, UnsafeText, type LoadBatch } from './load-batches';
import { RELOAD_AT_ONCE, reloadJobs, SearchesInFlight } from './reload-jobs';
import { createSnapshotKeeper, restoreCursor, type SnapshotOptions } from './snapshot';
import { JobStore } from './store';
import { createSqlRouter } from './sql-router';
import type { JobFilters, JobSearchIndex } from './types';
import { stemVocabulary, type StemmedVocabulary } from './vocabulary-stems';

/**
 * Job search in each server's memory: the active jobs' filter, sort and best-match columns in
 * typed arrays, and a posting list per search lexeme. A search ranks here and reads only its
 * page's rows from the database, in the same statement that returns the job changes this index
 * has not applied yet (table job_changes, filled by a trigger whoever writes): when there are
 * some, the index applies them and ranks again, so every instance answers as the database
 * stands (docs/architecture.md).
 */

// Past this many dead slots, and more dead than alive, the store is loaded afresh.
const COMPACT_AFTER_DEAD = 50_000;
export const LOAD_BATCH = 20_000;
// Changes read at once when the index reads the log itself (sync, a backlog); a larger backlog is read in pages, two
// of reload-jobs.ts's chunks each: a page's parse and bookkeeping hold the event loop (20,000 held it tens of ms).
const CHANGES_PAGE = 8_000;
// Keywords repeat across workers; PostgreSQL's parse of one never changes, so parses are kept (bounded).
const MAX_KEYWORD_PARSES = 5000;
const IDLE_SYNC_MS = 5000;

/**
 * `plain`: every search weighs every job, the reference its shortcuts are tested against.
 * `words: false`: keywords match PostgreSQL's lexemes only, without vocabulary, accents or typos (the relevance bench's "before").
 * `changesPage`: changes read at once from the log (tests make a small backlog span pages).
 * `serveWhileLoading`: searches need not wait for a load (servesFromSql), and a reload drops the old store before it
 * builds the new one, so the heap never holds two (README "Serving while the index loads").
 * `snapshot`: the first load reads the store from a file and applies the log since; full loads write it (snapshot.ts).
 * `sqlFromJobs`: from this many jobs, PostgreSQL ranks newest, pay and counts filtered by an industry at most (ranksInSql).
 */
export function createJobSearchIndex(
  db: Executor,
  options: {
    idleSyncMs?: number;
    plain?: boolean;
    words?: boolean;
    changesPage?: number;
    serveWhileLoading?: boolean;
    snapshot?: SnapshotOptions;
    sqlFromJobs?: number;
  } = {},
): JobSearchIndex {
  let store = new JobStore();
  // Reads a load's batches and the change log's reloads into `store`, each key resolved once for the store's life.
  let reader = new BatchReader(store, coordinatesOf);
  const state = new AppliedChanges();
  const searches = new SearchesInFlight();
  // The background read of a backlog, while it runs.
  let catchingUp: Promise<void> | null = null;
  const counts = { fullLoads: 0, snapshotLoads: 0, jobsReloaded: 0 };
  const changesPage = options.changesPage ?? CHANGES_PAGE;
  const jobCount = () => store.ids.size;
  // Changes are applied one batch at a time, in order: a later reload never lands before an earlier one.
  let applying: Promise<void> = Promise.resolve();
  let loading: Promise<void> | null = null;
  let version = 0;
  let loaded = false;
  // Whether the store holds every job (a serving-while-loading index answers from SQL otherwise).
  let warm = false;
  let closed = false;
  // performance.now() when the index last knew itself current: a monitor's lag, not a rule's time.
  let syncedAt = Number.NEGATIVE_INFINITY;
  const parses = new Map<string, string>();
  const parseCounts = { hits: 0, misses: 0 };
  // The vocabulary's stems, asked of PostgreSQL once (again after a failure).
  let vocabulary: Promise<StemmedVocabulary> | null = null;
  let stems: StemmedVocabulary | null = null;

  // Widening reads only the store's lexemes (the lexicon, which lexemes any job holds): it moves with them, not with
  // every slice of a change (lexemes are never removed from a store, so their count tells whether any came).
  let words = { store, lexemes: store.postings.size, version: 0 };
  function wordsVersion(): number {
    if (words.store !== store || words.lexemes !== store.postings.size)
      words = { store, lexemes: store.postings.size, version: words.version + 1 };
    return words.version;
  }

  /** A keyword widened before the store's lexemes changed is widened again: accents and typos look in the lexicon, which grew. */
  function rewiden(filters: JobFilters): JobFilters {
    const keyword = filters.keyword;
    if (keyword?.kind !== 'lexemes' || !keyword.widenedFrom || !stems) return filters;
    const at = wordsVersion();
    if (keyword.widenedFrom.version === at) return filters;
    // In place: the caller reads the same keyword's terms for the page it ranked (matchedTerms).
    const { parsed } = keyword.widenedFrom;
    Object.assign(keyword, expandKeyword(parsed, stems, store), { widenedFrom: { parsed, version: at } });
    return filters;
  }
  // An idle index grows its store ahead of need (store.growAhead), a step a turn of the event loop, between applications.
  const growAhead = async () => {
    while (!catchingUp && store.growAhead()) await new Promise((resolve) => setImmediate(resolve));
  };
  const timer = setInterval(() => {
    index
      .sync({ wait: false })
      .then(() => inTurn(growAhead))
      .catch(() => undefined);
  }, options.idleSyncMs ?? IDLE_SYNC_MS);
  timer.unref();

  async function loadAll() {
    if (snapshots?.firstLoad() && (await restoreSnapshot())) return;
    const xmin = BigInt(await changeLog.loadStartXmin(db));
    const next = await loadStore(false).catch((error: unknown) => {
      // A value holding a separator (text typed with a control character): read again with every value made safe.
      if (error instanceof UnsafeText) return loadStore(true);
      throw error;
    });
    // Changes committed during the load are read again from the load's first snapshot.
    next.store.caches = store.caches;
    next.store.caches.clear();
    store = next.store;
    reader = next.reader;
    loaded = true;
    warm = true;
    version += 1;
    counts.fullLoads += 1;
    state.reset(xmin);
    syncedAt = performance.now();
    snapshots?.afterLoad();
  }

  const snapshots = options.snapshot
    ? createSnapshotKeeper(db, options.snapshot, { store: () => store, cursor: () => state.cursor(), version: () => version, inTurn })
    : null;
  /** The store as the snapshot holds it, then the log's changes since its cursor; false: no snapshot fits (a full load follows). */
  async function restoreSnapshot(): Promise<boolean> {
    const restored = await snapshots!.restore();
    if (!restored) return false;
    restored.store.caches = store.caches;
    restored.store.caches.clear();
    store = restored.store;
    reader = new BatchReader(store, coordinatesOf);
    restoreCursor(state, restored.cursor);
    loaded = true;
    version += 1;
    counts.snapshotLoads += 1;
    for (let whole = false; !whole;) {
      const backlog = await nextBacklog();
      await apply(backlog);
      whole = backlog.whole;
    }
    warm = true;
    syncedAt = performance.now();
    return true;
  }

  /** Reads every active job into a new store, batch by batch (load-batches.ts); `safe`: batches with the separators made spaces. */
  async function loadStore(safe: boolean): Promise<{ store: JobStore; reader: BatchReader }> {
    const next = new JobStore();
    // A location given to coordinatesOf is a string of its own (span-keys.ts): the places module may keep it as a key.
    const nextReader = new BatchReader(next, coordinatesOf);
    if (options.serveWhileLoading) {
      // PostgreSQL answers meanwhile: the old store goes now, not once the new one is built beside it (twice the heap).
      warm = false;
      next.caches = store.caches;
      store = next;
      reader = nextReader;
    }
    // The next batch is read while this one is added (the database and this thread work at once).
    let reading: Promise<LoadBatch> | null = loadBatch(db, null, LOAD_BATCH, safe);
    try {
      while (reading) {
        const batch: LoadBatch = await reading;
        reading = batch.next ? loadBatch(db, batch.next, LOAD_BATCH, safe) : null;
        nextReader.read(batch);
      }
    } finally {
      // A read left running when a batch failed fails on its own, not as an unhandled rejection.
      reading?.catch(() => undefined);
    }
    next.finishLoad();
    return { store: next, reader: nextReader };
  }

  /** Applies what reads found that is not applied yet, slice by slice (searches run between them); then what the reads tell. */
  async function apply({ checks, jobIds, everyJob }: Backlog) {
    if (everyJob) await loadAll();
    else
      await reloadJobs(
        db,
        jobIds,
        store,
        reader,
        (jobs) => {
          counts.jobsReloaded += jobs;
          version += 1;
        },
        searches,
      );
    for (const check of checks) state.record(check);
    if (store.dead > COMPACT_AFTER_DEAD && store.dead > store.ids.size) await loadAll();
    syncedAt = performance.now();
  }

  /** Runs `step` after every application before it: one at a time, in order (a later load never lands before an earlier one). */
  function inTurn<T>(step: () => Promise<T>): Promise<T> {
    const run = applying.then(step);
    applying = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  const nextBacklog = () => readBacklog(state, (cursor) => changeLog.readJobChanges(db, cursor, changesPage), RELOAD_AT_ONCE);

  /** Reads the log in pages and applies them, until a read comes back whole (the background read of a backlog). */
  function catchUp(): Promise<void> {
    catchingUp ??= (async () => {
      try {
        for (;;) {
          const whole = await inTurn(async () => {
            const backlog = await nextBacklog();
            await apply(backlog);
            return backlog.whole;
          });
          if (whole) return;
        }
      } finally {
        catchingUp = null;
      }
    })();
    return catchingUp;
  }

  /**
   * Applies a read's changes when they are all there and at most `most` (the caller waits for them); otherwise, or
   * while a snapshot write holds the index's turn (a search would wait seconds for it), leaves them to the background
   * read of the backlog. Answers whether that read runs.
   */
  async function take(check: changeLog.JobChangeCheck, most: number): Promise<boolean> {
    if (catchingUp) return true;
    const unapplied = changeLog.changeCount(state.unapplied(check));
    if (check.truncated || unapplied > most || (unapplied > 0 && snapshots?.writing())) {
      catchUp().catch(() => undefined);
      return true;
    }
    // Nothing to apply: what the read tells holds as it is (its snapshot showed nothing this instance lacks).
    if (unapplied === 0) {
      state.record(check);
      syncedAt = performance.now();
    } else await inTurn(() => apply(backlogOf(state, [check])));
    return false;
  }

  // The index's own servesFromSql, looked up each time (a test may replace it).
  const router = createSqlRouter(options.sqlFromJobs ?? Infinity, () => index.servesFromSql(), jobCount);
  const index: JobSearchIndex = {
    load() {
      if (!loading) {
        const run = applying.then(loadAll);
        loading = run;
        applying = run.catch(() => undefined);
        // A failed load is tried again by the next caller (the idle sync's timer, when nobody asks).
        run.catch(() => {
          if (loading === run) loading = null;
        });
      }
      return loading;
    },
    changesSince: () => (catchingUp ? null : state.cursor()),
    pageRead: (read) => searches.track(read),
    version: () => version,
    async absorb(check) {
      await index.load();
      return { catchingUp: await take(check, repo.SEARCH_PAGE_CHANGES) };
    },
    async sync({ wait = true } = {}) {
      await index.load();
      if (wait) return catchUp();
      if (!catchingUp) await take(await changeLog.readJobChanges(db, state.cursor(), changesPage), changesPage);
    },
    async keyword(executor, q) {
      let parsed = parses.get(q);
      if (parsed === undefined) {
        parseCounts.misses += 1;
        parsed = await repo.parseKeyword(executor, q);
        if (parses.size >= MAX_KEYWORD_PARSES) parses.clear();
        parses.set(q, parsed);
      } else parseCounts.hits += 1;
      const query = parseTextQuery(parsed);
      if (query && hasPhrase(query)) return { kind: 'ids', ids: new Set(await repo.findJobIdsMatchingKeyword(executor, q)) };
      if (options.words === false) return { kind: 'lexemes', query };
      // Accents and typos look in the store's lexicon: a count may ask before the first load.
      await index.load();
      vocabulary ??= stemVocabulary(executor).catch((error: unknown) => {
        vocabulary = null;
        throw error;
      });
      stems = await vocabulary;
      const vocabularyStems = stems;
      // The same words widen the same way until the store's lexemes change: kept (search-caches.ts), a fresh keyword each search.
      const at = wordsVersion();
      const { keyword: widened } = store.caches.widened.get(
        parsed,
        (entry) => entry.version === at,
        () => ({ version: at, keyword: expandKeyword(query, vocabularyStems, store) }),
      );
      return { kind: 'lexemes', ...widened, widenedFrom: { parsed: query, version: at } };
    },
    pageFacts(keyword, ids) {
      const terms = keyword?.kind === 'lexemes' ? keyword.terms : undefined;
      return ids.map((id) => {
        const slot = store.ids.get(id);
        if (slot === undefined) return { matchedTerms: [], coordinates: undefined };
        return { matchedTerms: terms ? matchedTermsAt(terms, store, slot) : [], coordinates: store.places.get(store.city[slot]!) ?? null };
      });
    },
    rank: (query) => rank(store, { ...query, filters: rewiden(query.filters) }, options.plain === true),
    count: (filters, cap) => count(store, rewiden(filters), cap + 1, options.plain === true),
    stats: () => ({
      jobs: store.ids.size,
      deadSlots: store.dead,
      lexemes: store.postings.size,
      ...counts,
      catchingUp: catchingUp !== null,
      keywordParses: { ...parseCounts },
      caches: store.caches.stats(),
      rankedBy: { ...router.ranked },
    }),
    isLoaded: () => (loaded || options.serveWhileLoading === true) && !closed,
    servesFromSql: () => options.serveWhileLoading === true && !warm,
    ranksInSql: router.ranksInSql,
    secondsSinceSync: () => (performance.now() - syncedAt) / 1000,
    close() {
      closed = true;
      snapshots?.close();
      clearInterval(timer);
    },
  };
  return index;
}
