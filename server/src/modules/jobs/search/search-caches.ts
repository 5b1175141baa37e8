import type { Coordinates } from '@core/jobs/geo';
import type { TextQuery } from '../text-query';
import { BoundedCache, type CacheCounts } from './bounded-cache';
import type { ExpandedKeyword } from './expand-keyword';
import type { StoreWords } from './store-words';

/** Widened keywords kept (a few hundred bytes each). */
const WIDENED_KEPT = 512;
/** Keyword masks and match lists kept, in bytes: about 80 keywords at 100,000 jobs, 8 at a million. */
const MASK_BYTES = 16_000_000;
/** Radius tables and worker-origin distance points kept (one byte or four per term each). */
const PLACE_TABLES_KEPT = 256;

/** A keyword's matches over the store as it stood (`size` slots): what compileFilters asks of every search with these words. */
export interface KeywordMatches {
  store: StoreWords;
  size: number;
  mask: Uint8Array;
  /** About how many slots match (keyword.ts estimateMatches). */
  estimate: number;
  /** The matching slots, ascending: gathered from the mask when a search first starts from them. */
  slots: Int32Array | null;
}

/** The place terms within a radius: a 0/1 table over term ids and their jobs' slot lists. */
export interface PlacesWithin {
  store: StoreWords;
  size: number;
  set: Uint8Array;
  lists: readonly ArrayLike<number>[];
}

/** A worker origin's distance points per place term (scorer.ts), and the most any place earns. */
export interface OriginPoints {
  store: StoreWords;
  size: number;
  cityPoints: Int32Array;
  cityMax: number;
}

/**
 * Per-query work the index would otherwise repeat for every search with the same words, place or
 * worker origin (README "Throughput"). Each value names the store and its size it was computed
 * for, and counts only while both hold: every added job (a change is one) makes them stale.
 */
export class SearchCaches {
  /** Widened keywords by PostgreSQL's parse, with the index version they were widened at (the lexicon grows with it). */
  readonly widened = new BoundedCache<string, { version: number; keyword: ExpandedKeyword }>(WIDENED_KEPT);
  /** Keyword matches by widened query (the object the widened cache hands out). */
  readonly matches = new BoundedCache<TextQuery, KeywordMatches>(MASK_BYTES);
  readonly radii = new BoundedCache<string, PlacesWithin>(PLACE_TABLES_KEPT);
  readonly origins = new BoundedCache<string, OriginPoints>(PLACE_TABLES_KEPT);

  /** A new store: every entry describes the old one. */
  clear() {
    for (const cache of [this.widened, this.matches, this.radii, this.origins]) cache.clear();
  }

  stats(): Record<'widened' | 'matches' | 'radii' | 'origins', CacheCounts> {
    const copy = (cache: { counts: CacheCounts }) => ({ ...cache.counts });
    return { widened: copy(this.widened), matches: copy(this.matches), radii: copy(this.radii), origins: copy(this.origins) };
  }
}

/** Whether a cached value was computed for the store as it stands. */
export const isCurrentFor =
  (store: StoreWords) =>
  (value: { store: StoreWords; size: number }): boolean =>
    value.store === store && value.size === store.size;

/** A cache key for a point and a distance. */
export const placeKey = (point: Coordinates, miles: number | undefined) => `${point.lat},${point.lng},${miles ?? ''}`;
