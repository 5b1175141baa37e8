import type { Coordinates } from '@core/jobs/geo';
import type { MatchProfile } from '@core/jobs/match';
import type { JobSort } from '@core/jobs/schemas';
import type { Executor } from '../../../db/client';
import type * as changeLog from '../job-change-log';
import type { TextQuery } from '../text-query';
import type { CacheCounts } from './bounded-cache';
import type { KeywordTerm } from './expand-keyword';
import type { SearchCaches } from './search-caches';
import type { SearchShape } from './sql-router';

/**
 * A keyword as the index applies it: PostgreSQL's parse of the words (widened by the vocabulary,
 * accents and typos: expand-keyword.ts, whose `terms` say what each result matched through them),
 * or, for a phrase, the matching job ids.
 */
export type Keyword =
  | {
      kind: 'lexemes';
      query: TextQuery | null;
      terms?: readonly KeywordTerm[];
      /** PostgreSQL's parse, and the index's words version it was widened at: widened again once the store's lexemes change. */
      widenedFrom?: { parsed: TextQuery | null; version: number };
    }
  | { kind: 'ids'; ids: ReadonlySet<string> };

export interface JobFilters {
  keyword?: Keyword;
  industry?: string;
  jobType?: string;
  experienceLevels?: readonly string[];
  minPay?: number;
  /** A radius search: jobs whose coordinates lie within `radiusMiles` of `center`. */
  near?: { center: Coordinates; radiusMiles: number };
  /** A location the place table does not know: matched as text, case-insensitively. */
  locationText?: string;
  /** Only jobs whose required credentials are all among these ids (the worker's valid ones). */
  qualifiedWith?: readonly string[];
  hasPerDiem?: true;
  hasLodging?: true;
}

/** Where the previous page stopped: boosted phase (1) or the rest (0), then the sort key, post time and id. */
export interface SearchCursor {
  phase: 0 | 1;
  key: number;
  postedMicros: number;
  id: string;
}

export interface IndexQuery {
  filters: JobFilters;
  sort: JobSort;
  match: MatchProfile | null;
  cursor: SearchCursor | null;
  limit: number;
  /** Boosts end at this time (ms). */
  now: number;
}

/** One ranked job: boosted ones (phase 1) first, then by key (score, pay or 0), post time and id, all descending. */
export type IndexHit = SearchCursor;

/** What a page's card shows of a job from the index: the words it matched and its coordinates as ranked (pageFacts). */
export type PageFact = { matchedTerms: readonly string[]; coordinates: Coordinates | null | undefined };

/** An instance's job search index (job-search-index.ts createJobSearchIndex). */
export interface JobSearchIndex {
  /** Loads every active job; searches wait for it. */
  load(): Promise<void>;
  /** Where this instance stands in the change log: what a read of it should leave out (job-change-log.ts); null while it reads a backlog itself. */
  changesSince(): changeLog.ChangeCursor | null;
  /**
   * Applies the changes a search page's read found that this instance has not (each application moves `version`).
   * A backlog larger than the read (repository SEARCH_PAGE_CHANGES) is read and applied in the background, slice by slice:
   * then it resolves at once with `catchingUp` (the page is answered from the store as it stands).
   */
  absorb(check: changeLog.JobChangeCheck): Promise<{ catchingUp: boolean }>;
  /** `read`, a search's page read, marked in flight until it settles: a bulk change's next slice waits for it (reload-jobs.ts SearchesInFlight). */
  pageRead<T>(read: Promise<T>): Promise<T>;
  /** Counts the changes applied: a ranking made before the count moved may miss some. */
  version(): number;
  /**
   * Reads and applies the changes not applied yet (counts, alerts, and idle instances on a timer), a backlog too;
   * `{ wait: false }`: while a backlog is read, returns without waiting for it.
   */
  sync(options?: { wait?: boolean }): Promise<void>;
  /** Turns a search's words into what the scan applies: PostgreSQL parses them (through `db`, which may be a transaction); a phrase asks for its jobs. */
  keyword(db: Executor, q: string): Promise<Keyword>;
  /**
   * For each job id, the words it matched through the vocabulary or a typo (README "How a query becomes a match")
   * and its coordinates as the index ranked it (null: unknown place; undefined: not in the index).
   */
  pageFacts(keyword: Keyword | undefined, ids: readonly string[]): PageFact[];
  rank(query: IndexQuery): IndexHit[];
  count(filters: JobFilters, cap: number): number;
  stats(): {
    jobs: number;
    deadSlots: number;
    lexemes: number;
    /** Loads of every job: the first, a TRUNCATE's, and compactions (a bulk change is applied job by job). */
    fullLoads: number;
    /** First loads read from a snapshot file (snapshot.ts) instead of every job. */
    snapshotLoads: number;
    /** Jobs reloaded one by one from the change log. */
    jobsReloaded: number;
    /** Whether a backlog of changes is being read and applied in the background. */
    catchingUp: boolean;
    keywordParses: CacheCounts;
    /** Per-query work kept between searches (search-caches.ts). */
    caches: ReturnType<SearchCaches['stats']>;
    /** Searches and counts ranked by PostgreSQL and by the store since the start (ranksInSql). */
    rankedBy: { postgres: number; index: number };
  };
  /**
   * Whether searches can be answered (/readyz): close has not been called, and the first load has finished or the
   * index serves while it loads (`serveWhileLoading`: meanwhile PostgreSQL ranks, see servesFromSql).
   */
  isLoaded(): boolean;
  /** True while an index made with `serveWhileLoading` loads (its first load, a TRUNCATE's, a compaction): searches and counts are then ranked by PostgreSQL (search-sql.ts). */
  servesFromSql(): boolean;
  /** Whether PostgreSQL ranks a search or count: while servesFromSql, and past `sqlFromJobs` for newest, pay or a count filtered by an industry at most (README "10M jobs"). */
  ranksInSql(shape: SearchShape): boolean;
  /** Seconds since the index last knew itself current (a load or a check of the changes), for GET /metrics; Infinity before. */
  secondsSinceSync(): number;
  close(): void;
}
