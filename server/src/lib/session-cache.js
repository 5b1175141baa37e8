/** Published on the event bus when a user's sessions or fields change, so every instance forgets them. */
export const SESSIONS_CHANGED_EVENT = 'auth.sessions-changed';
/**
 * Live sessions remembered for a few seconds, so a signed-in request skips the session query.
 * Only found sessions are kept (an unknown token always asks the database). `forgetUser` drops
 * a user's entries and cancels loads already under way, so a revoked session or an edited
 * user is never served from here after the change.
 */
export function createSessionCache(options) {
    const now = options.now ?? Date.now;
    const entries = new Map();
    const pending = new Map();
    // Bumped by every forget: a load that began before it must not be cached.
    let generation = 0;
    function remember(tokenHash, session) {
        if (entries.size >= options.maxEntries)
            entries.delete(entries.keys().next().value);
        const expiresAt = Math.min(now() + options.ttlMs, session.expiresAt.getTime());
        entries.set(tokenHash, { user: session.user, expiresAt });
    }
    return {
        findUser(tokenHash) {
            const entry = entries.get(tokenHash);
            if (entry) {
                if (entry.expiresAt > now())
                    return Promise.resolve(entry.user);
                entries.delete(tokenHash);
            }
            const inFlight = pending.get(tokenHash);
            if (inFlight)
                return inFlight;
            const startedAt = generation;
            const loading = options
                .load(tokenHash)
                .then((session) => {
                if (session && generation === startedAt)
                    remember(tokenHash, session);
                return session?.user ?? null;
            })
                .finally(() => {
                if (pending.get(tokenHash) === loading)
                    pending.delete(tokenHash);
            });
            pending.set(tokenHash, loading);
            return loading;
        },
        forgetUser(userId) {
            generation += 1;
            pending.clear();
            for (const [tokenHash, entry] of entries) {
                if (entry.user.id === userId)
                    entries.delete(tokenHash);
            }
        },
    };
}
