import type { Coordinates } from '@core/jobs/geo';
import type { MatchProfile } from '@core/jobs/match';
import type { JobSort } from '@core/jobs/schemas';
import type { TextQuery } from '../text-query';
import type { KeywordTerm } from './expand-keyword';

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
