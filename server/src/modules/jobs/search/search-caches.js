import { BoundedCache } from './bounded-cache';
/** Widened keywords kept (a few hundred bytes each). */
const WIDENED_KEPT = 512;
/** Keyword masks and match lists kept, in bytes: about 80 keywords at 100,000 jobs, 8 at a million. */
const MASK_BYTES = 16_000_000;
/** Radius tables and worker-origin distance points kept (one byte or four per term each). */
const PLACE_TABLES_KEPT = 256;
/**
 * Per-query work the index would otherwise repeat for every search with the same words, place or
 * worker origin (README "Throughput"). Each value names the store and its size it was computed
 * for, and counts only while both hold: every added job (a change is one) makes them stale.
 */
export class SearchCaches {
    /** Widened keywords by PostgreSQL's parse, with the index version they were widened at (the lexicon grows with it). */
    widened = new BoundedCache(WIDENED_KEPT);
    /** Keyword matches by widened query (the object the widened cache hands out). */
    matches = new BoundedCache(MASK_BYTES);
    radii = new BoundedCache(PLACE_TABLES_KEPT);
    origins = new BoundedCache(PLACE_TABLES_KEPT);
    /** A new store: every entry describes the old one. */
    clear() {
        for (const cache of [this.widened, this.matches, this.radii, this.origins])
            cache.clear();
    }
    stats() {
        const copy = (cache) => ({ ...cache.counts });
        return { widened: copy(this.widened), matches: copy(this.matches), radii: copy(this.radii), origins: copy(this.origins) };
    }
}
/** Whether a cached value was computed for the store as it stands. */
export const isCurrentFor = (store) => (value) => value.store === store && value.size === store.size;
/** A cache key for a point and a distance. */
export const placeKey = (point, miles) => `${point.lat},${point.lng},${miles ?? ''}`;
