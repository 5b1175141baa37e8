/**
 * A least-recently-used map holding at most `budget` of cost (entries, or bytes for masks): per-query
 * work the index repeats for every search with the same words, place or worker origin.
 */
export class BoundedCache {
    budget;
    entries = new Map();
    spent = 0;
    counts = { hits: 0, misses: 0 };
    constructor(budget) {
        this.budget = budget;
    }
    /** The cached value when `isCurrent` accepts it, otherwise `make`'s (cached unless it alone costs more than the budget). */
    get(key, isCurrent, make, costOf = () => 1) {
        const entry = this.entries.get(key);
        if (entry && isCurrent(entry.value)) {
            this.counts.hits += 1;
            // Most recent last: Map keeps insertion order, so the first entry is the one to drop.
            this.entries.delete(key);
            this.entries.set(key, entry);
            return entry.value;
        }
        this.counts.misses += 1;
        if (entry)
            this.drop(key, entry.cost);
        const value = make();
        const cost = costOf(value);
        if (cost > this.budget)
            return value;
        for (const [oldest, { cost: oldCost }] of this.entries) {
            if (this.spent + cost <= this.budget)
                break;
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
    drop(key, cost) {
        this.entries.delete(key);
        this.spent -= cost;
    }
}
