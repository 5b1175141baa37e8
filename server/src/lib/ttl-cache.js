/**
 * A small in-memory cache of promises: entries expire after `ttlMs`, the oldest goes first when
 * full, and concurrent callers of a missing key share one load instead of each querying.
 */
export function createTtlCache(options) {
    const entries = new Map();
    const stats = { hits: 0, misses: 0 };
    return {
        getOrLoad(key, load) {
            const now = Date.now();
            const entry = entries.get(key);
            if (entry && entry.expiresAt > now) {
                stats.hits += 1;
                return entry.value;
            }
            stats.misses += 1;
            if (entries.size >= options.maxEntries)
                entries.delete(entries.keys().next().value);
            const value = load();
            entries.set(key, { value, expiresAt: now + options.ttlMs });
            value.catch(() => entries.delete(key));
            return value;
        },
        clear() {
            entries.clear();
        },
        stats: () => ({ ...stats }),
    };
}
