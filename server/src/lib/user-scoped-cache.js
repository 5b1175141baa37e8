/**
 * A per-user cache whose entries every instance drops when one publishes `eventType` for the user.
 * A load that began before a forget is not kept, so a change is never hidden by a read racing it.
 * The TTL only bounds how long an instance that missed a notification serves the old value.
 */
export function createUserScopedStore(events, options) {
    const entries = new Map();
    const pending = new Map();
    let generation = 0;
    const stats = { hits: 0, misses: 0 };
    function forgetHere(userId) {
        generation += 1;
        entries.delete(userId);
        pending.delete(userId);
    }
    const unsubscribe = events.subscribe((event) => {
        if (event.type === options.eventType)
            forgetHere(event.userId);
    });
    return {
        get(userId) {
            const entry = entries.get(userId);
            const known = entry && entry.expiresAt > Date.now() ? Promise.resolve(entry.value) : pending.get(userId);
            if (known) {
                stats.hits += 1;
                return known;
            }
            stats.misses += 1;
            const startedAt = generation;
            const loading = options.load(userId).then((value) => {
                if (generation === startedAt) {
                    entries.delete(userId);
                    if (entries.size >= options.maxEntries)
                        entries.delete(entries.keys().next().value);
                    entries.set(userId, { value, expiresAt: Date.now() + options.ttlMs });
                }
                return value;
            });
            const settle = () => {
                if (pending.get(userId) === loading)
                    pending.delete(userId);
            };
            loading.then(settle, settle);
            pending.set(userId, loading);
            return loading;
        },
        async forget(userId) {
            forgetHere(userId);
            await events.publish({ userId, type: options.eventType, payload: null });
        },
        close: unsubscribe,
        stats: () => ({ ...stats }),
    };
}
