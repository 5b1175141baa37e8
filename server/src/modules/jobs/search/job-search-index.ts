import type { Coordinates } from '@core/jobs/geo';
import type { Executor } from '../../../db/client';
import { coordinatesOf } from '../../places/service';
import * as repo from '../repository';
import { hasPhrase, parseTextQuery } from '../text-query';
import type { CacheCounts } from './bounded-cache';
import { count } from './count';
import { expandKeyword, matchedTermsAt } from './expand-keyword';
import { rank } from './rank';
import type { SearchCaches } from './search-caches';
import { JobStore } from './store';
import type { IndexHit, IndexQuery, JobFilters, Keyword } from './types';
import { stemVocabulary, type StemmedVocabulary } from './vocabulary-stems';

/**
 * A row written outside the jobs service (seed, tests, a bulk load) has no stored coordinates until
 * the next start geocodes it: the index geocodes its location the same way meanwhile.
 */
function withCoordinates(row: repo.IndexedJobRow): repo.IndexedJobRow {
  if (row.lat !== null && row.lng !== null) return row;
  const place = coordinatesOf(row.location);
  return place ? { ...row, lat: place.lat, lng: place.lng } : row;
}

/**
 * Job search in each server's memory: the active jobs' filter, sort and best-match columns in
 * typed arrays, and a posting list per search lexeme. A search ranks here and reads only its
 * page's rows from the database, in the same statement that returns the job changes this index
 * has not applied yet (table job_changes, filled by a trigger whoever writes): when there are
 * some, the index applies them and ranks again, so every instance answers as the database
 * stands (docs/architecture.md).
 */

/** How far this instance has applied the database's job changes. */
interface AppliedState {
  /** Every change from a transaction below this id is applied. */
  xmin: bigint;
  /** Changes at or above xmin already applied, by seq. */
  seen: Set<string>;
}

// Past this many dead slots, and more dead than alive, the store is loaded afresh.
const COMPACT_AFTER_DEAD = 50_000;
const LOAD_BATCH = 20_000;
// Keywords repeat across workers; PostgreSQL's parse of one never changes, so parses are kept (bounded).
const MAX_KEYWORD_PARSES = 5000;
const IDLE_SYNC_MS = 5000;

export interface JobSearchIndex {
  /** Loads every active job; searches wait for it. */
  load(): Promise<void>;
  /** The xmin to ask changes from (repository readJobChanges). */
  changesSince(): string;
  /** Applies the changes a check found that this instance has not (each application moves `version`). */
  absorb(check: repo.JobChangeCheck): Promise<void>;
  /** Counts the changes applied: a ranking made before the count moved may miss some. */
  version(): number;
  /** Reads and applies the changes not applied yet (counts, and idle instances on a timer). */
  sync(): Promise<void>;
  /** Turns a search's words into what the scan applies: PostgreSQL parses them (through `db`, which may be a transaction); a phrase asks for its jobs. */
  keyword(db: Executor, q: string): Promise<Keyword>;
  /**
   * For each job id, the words it matched through the vocabulary or a typo (README "How a query becomes a match")
   * and its coordinates as the index ranked it (null: unknown place; undefined: not in the index).
   */
  pageFacts(
    keyword: Keyword | undefined,
    ids: readonly string[],
  ): { matchedTerms: readonly string[]; coordinates: Coordinates | null | undefined }[];
  rank(query: IndexQuery): IndexHit[];
  count(filters: JobFilters, cap: number): number;
  stats(): {
    jobs: number;
    deadSlots: number;
    lexemes: number;
    keywordParses: CacheCounts;
    /** Per-query work kept between searches (search-caches.ts). */
    caches: ReturnType<SearchCaches['stats']>;
  };
  /** Whether searches can be answered: the first load has finished and close has not been called (/readyz). */
  isLoaded(): boolean;
  /** Seconds since the index last knew itself current (a load or a check of the changes), for GET /metrics; Infinity before. */
  secondsSinceSync(): number;
  close(): void;
}

/**
 * `plain`: every search weighs every job, the reference its shortcuts are tested against.
 * `words: false`: keywords match PostgreSQL's lexemes only, without vocabulary, accents or typos (the relevance bench's "before").
 */
export function createJobSearchIndex(
  db: Executor,
  options: { idleSyncMs?: number; plain?: boolean; words?: boolean } = {},
): JobSearchIndex {
  let store = new JobStore();
  const state: AppliedState = { xmin: 0n, seen: new Set() };
  // Changes are applied one batch at a time, in order: a later reload never lands before an earlier one.
  let applying: Promise<void> = Promise.resolve();
  let loading: Promise<void> | null = null;
  let version = 0;
  let loaded = false;
  let closed = false;
  // performance.now() when the index last knew itself current: a monitor's lag, not a rule's time.
  let syncedAt = Number.NEGATIVE_INFINITY;
  const parses = new Map<string, string>();
  const parseCounts = { hits: 0, misses: 0 };
  // The vocabulary's stems, asked of PostgreSQL once (again after a failure).
  let vocabulary: Promise<StemmedVocabulary> | null = null;
  let stems: StemmedVocabulary | null = null;

  /** A keyword widened before the index moved is widened again: accents and typos look in the lexicon, which grew. */
  function rewiden(filters: JobFilters): JobFilters {
    const keyword = filters.keyword;
    if (keyword?.kind !== 'lexemes' || !keyword.widenedFrom || keyword.widenedFrom.version === version || !stems) return filters;
    // In place: the caller reads the same keyword's terms for the page it ranked (matchedTerms).
    const { parsed } = keyword.widenedFrom;
    Object.assign(keyword, expandKeyword(parsed, stems, store), { widenedFrom: { parsed, version } });
    return filters;
  }
  const timer = setInterval(() => {
    index.sync().catch(() => undefined);
  }, options.idleSyncMs ?? IDLE_SYNC_MS);
  timer.unref();

  async function loadAll() {
    const xmin = BigInt(await repo.snapshotXmin(db));
    const next = new JobStore();
    let after: repo.IndexLoadCursor | null = null;
    for (;;) {
      const rows = await repo.loadIndexedJobs(db, { after, limit: LOAD_BATCH });
      for (const row of rows) next.add(withCoordinates(row));
      if (rows.length < LOAD_BATCH) break;
      const last = rows.at(-1)!;
      after = { postedMicros: last.posted_micros, id: last.id };
    }
    next.finishLoad();
    // Changes committed during the load are read again from the load's first snapshot.
    next.caches = store.caches;
    next.caches.clear();
    store = next;
    loaded = true;
    version += 1;
    state.xmin = xmin;
    state.seen.clear();
    syncedAt = performance.now();
  }

  async function reloadJobs(ids: string[]) {
    const rows = await repo.loadIndexedJobs(db, { ids });
    for (const id of ids) store.remove(id);
    for (const row of rows) store.add(withCoordinates(row));
    version += 1;
  }

  function advance(xmin: bigint) {
    if (xmin <= state.xmin) return;
    state.xmin = xmin;
    for (const seq of state.seen) if (BigInt(seq.split(':')[1]!) < xmin) state.seen.delete(seq);
  }

  const index: JobSearchIndex = {
    load() {
      loading ??= applying = applying.then(loadAll);
      return loading;
    },
    changesSince: () => state.xmin.toString(),
    version: () => version,
    async absorb(check) {
      await index.load();
      const key = (change: repo.JobChange) => `${change.seq}:${change.txid}`;
      const unseen = check.changes.filter((change) => BigInt(change.txid) >= state.xmin && !state.seen.has(key(change)));
      if (unseen.length > 0) {
        const run = applying.then(async () => {
          if (unseen.some((change) => change.jobId === null)) await loadAll();
          else await reloadJobs([...new Set(unseen.map((change) => change.jobId!))]);
          for (const change of unseen) if (BigInt(change.txid) >= state.xmin) state.seen.add(key(change));
          if (store.dead > COMPACT_AFTER_DEAD && store.dead > store.slotOf.size) await loadAll();
        });
        applying = run.catch(() => undefined);
        await run;
      }
      advance(BigInt(check.xmin));
      syncedAt = performance.now();
    },
    async sync() {
      await index.load();
      await index.absorb(await repo.readJobChanges(db, index.changesSince()));
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
      // The same words widen the same way until the index moves: kept (search-caches.ts), a fresh keyword each search.
      const at = version;
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
        const slot = store.slotOf.get(id);
        if (slot === undefined) return { matchedTerms: [], coordinates: undefined };
        return {
          matchedTerms: terms ? matchedTermsAt(terms, store, slot) : [],
          coordinates: store.places.get(store.city[slot]!) ?? null,
        };
      });
    },
    rank: (query) => rank(store, { ...query, filters: rewiden(query.filters) }, options.plain === true),
    count: (filters, cap) => count(store, rewiden(filters), cap + 1, options.plain === true),
    stats: () => ({
      jobs: store.slotOf.size,
      deadSlots: store.dead,
      lexemes: store.postings.size,
      keywordParses: { ...parseCounts },
      caches: store.caches.stats(),
    }),
    isLoaded: () => loaded && !closed,
    secondsSinceSync: () => (performance.now() - syncedAt) / 1000,
    close() {
      closed = true;
      clearInterval(timer);
    },
  };
  return index;
}
