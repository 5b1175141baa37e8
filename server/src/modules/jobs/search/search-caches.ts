import type { Coordinates } from '@core/jobs/geo';
import type { TextQuery } from '../text-query';
import { BoundedCache, type CacheCounts } from './bounded-cache';
import { GROW, resized } from './columns';
import type { ExpandedKeyword } from './expand-keyword';
import type { StoreWords } from './store-words';

/** Widened keywords kept (a few hundred bytes each). */
const WIDENED_KEPT = 512;
/** Keyword masks and match lists kept, in bytes: about 80 keywords at 100,000 jobs, 8 at a million. */
const MASK_BYTES = 16_000_000;
/** Radius tables and worker-origin distance points kept (one byte or four per term each). */
const PLACE_TABLES_KEPT = 256;

/**
 * A keyword's matches over the store as it stood (`size` slots, `removed` of its removals seen): what compileFilters
 * asks of every search with these words. A change only appends slots and kills old ones (README "What a slot is"), so
 * a stale entry of the same store is brought up to date (filters.ts extendMatches), not made again.
 */
export interface KeywordMatches {
  store: StoreWords;
  size: number;
  removed: number;
  /** A view of `size` bytes; its buffer has room to grow. */
  mask: Uint8Array;
  /** About how many slots match (keyword.ts estimateMatches). */
  estimate: number;
  /** The matching slots, ascending: gathered from the mask when a search first starts from them. */
  slots: Int32Array | null;
}

/**
 * The place terms within a radius: a 0/1 table over term ids and their jobs' slot lists (the store's own, which grow
 * with it): current while the store has `terms` terms, brought up to date with the places added since.
 */
export interface PlacesWithin {
  store: StoreWords;
  terms: number;
  set: Uint8Array;
  lists: readonly ArrayLike<number>[];
}

/** A worker origin's distance points per place term (scorer.ts), and the most any place earns; current as PlacesWithin. */
export interface OriginPoints {
  store: StoreWords;
  terms: number;
  cityPoints: Int32Array;
  cityMax: number;
}

/**
 * Per-query work the index would otherwise repeat for every search with the same words, place or
 * worker origin (README "Throughput"). Each value names the store and its size (or terms) it was computed
 * for; a stale one of the same store is brought up to date with what the changes since appended (a new store, a
 * full load's, drops them all).
 */
export class SearchCaches {
  /** Widened keywords by PostgreSQL's parse, with the words version they were widened at (the index's: it moves when the lexicon grows). */
  readonly widened = new BoundedCache<string, { version: number; keyword: ExpandedKeyword }>(WIDENED_KEPT);
  /** Keyword matches by widened query, written out (queryKey): a keyword widened again the same way finds its matches. */
  readonly matches = new BoundedCache<string, KeywordMatches>(MASK_BYTES);
  readonly radii = new BoundedCache<string, PlacesWithin>(PLACE_TABLES_KEPT);
  readonly origins = new BoundedCache<string, OriginPoints>(PLACE_TABLES_KEPT);
  /**
   * The slots the store removed since the entries were last dropped, in order (`removedCount` of them): a keyword's
   * matches made at `removed` clear those after it when brought up to date (kept here, not in the store, which a
   * snapshot writes field by field; a full load's store gets these caches cleared).
   */
  removedSlots = new Int32Array(1024);
  removedCount = 0;

  noteRemoved(slot: number) {
    if (this.removedCount === this.removedSlots.length) this.removedSlots = resized(this.removedSlots, this.removedCount * GROW);
    this.removedSlots[this.removedCount++] = slot;
  }

  /** A new store: every entry describes the old one. */
  clear() {
    for (const cache of [this.widened, this.matches, this.radii, this.origins]) cache.clear();
    this.removedCount = 0;
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

/** Whether a place table was computed for the store with its terms as they stand (its slot lists are the store's own). */
export const isCurrentForTerms =
  (store: StoreWords & { terms: ReadonlyMap<string, number> }) =>
  (value: { store: StoreWords; terms: number }): boolean =>
    value.store === store && value.terms === store.terms.size;

/** A widened query written out: the matches cache's key. */
export function queryKey(query: TextQuery): string {
  switch (query.type) {
    case 'lexeme':
      return JSON.stringify(query.value);
    case 'not':
      return `!${queryKey(query.operand)}`;
    case 'phrase':
      return `(${queryKey(query.left)} <${query.distance}> ${queryKey(query.right)})`;
    default:
      return `(${queryKey(query.left)} ${query.type} ${queryKey(query.right)})`;
  }
}

/** A cache key for a point and a distance. */
export const placeKey = (point: Coordinates, miles: number | undefined) => `${point.lat},${point.lng},${miles ?? ''}`;
