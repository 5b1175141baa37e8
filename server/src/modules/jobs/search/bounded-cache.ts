/** Lookups of a cache, for the index's stats (the bench reports their hit ratios). */
export interface CacheCounts {
  hits: number;
  misses: number;
  /** Lookups answered by bringing a stale entry up to date (the slots a change appended) rather than making it again. */
  extended?: number;
}

/**
 * A least-recently-used map holding at most `budget` of cost (entries, or bytes for masks): per-query
 * work the index repeats for every search with the same words, place or worker origin.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, { value: V; cost: number }>();
  private spent = 0;
  readonly counts: CacheCounts = { hits: 0, misses: 0, extended: 0 };

  constructor(private readonly budget: number) {}

  /**
   * The cached value when `isCurrent` accepts it; otherwise `extend`'s from the stale one (null: it cannot be brought up
   * to date), or `make`'s (cached unless it alone costs more than the budget).
   */
  get(key: K, isCurrent: (value: V) => boolean, make: () => V, costOf: (value: V) => number = () => 1, extend?: (stale: V) => V | null): V {
    const entry = this.entries.get(key);
    if (entry && isCurrent(entry.value)) {
      this.counts.hits += 1;
      // Most recent last: Map keeps insertion order, so the first entry is the one to drop.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value;
    }
    if (entry) this.drop(key, entry.cost);
    const extended = entry && extend ? extend(entry.value) : null;
    if (extended) this.counts.extended! += 1;
    else this.counts.misses += 1;
    const value = extended ?? make();
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
