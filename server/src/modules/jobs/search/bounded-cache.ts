/** Lookups of a cache, for the index's stats (the bench reports their hit ratios). */
export interface CacheCounts {
  hits: number;
  misses: number;
}

/**
 * A least-recently-used map holding at most `budget` of cost (entries, or bytes for masks): per-query
 * work the index repeats for every search with the same words, place or worker origin.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, { value: V; cost: number }>();
  private spent = 0;
  readonly counts: CacheCounts = { hits: 0, misses: 0 };

  constructor(private readonly budget: number) {}

  /** The cached value when `isCurrent` accepts it, otherwise `make`'s (cached unless it alone costs more than the budget). */
  get(key: K, isCurrent: (value: V) => boolean, make: () => V, costOf: (value: V) => number = () => 1): V {
    const entry = this.entries.get(key);
    if (entry && isCurrent(entry.value)) {
      this.counts.hits += 1;
      // Most recent last: Map keeps insertion order, so the first entry is the one to drop.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value;
    }
    this.counts.misses += 1;
    if (entry) this.drop(key, entry.cost);
    const value = make();
    const cost = costOf(value);
    if (cost > this.budget) return value;
    for (const [oldest, { cost: oldCost }] of this.entries) {
      if (this.spent + cost <= this.budget) break;
      this.drop(oldest, oldCost);
    }
    this.entries.set(key, { value, cost });
    this.spent += cost;
    return value;
  }

  /** Forgets every entry (a new store: the entries point at the old one); the counts go on. */
  clear() {
    this.entries.clear();
    this.spent = 0;
  }

  private drop(key: K, cost: number) {
    this.entries.delete(key);
    this.spent -= cost;
  }
}
