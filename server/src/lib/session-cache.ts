import type { User } from '@core/auth/schemas';

/** Published on the event bus when a user's sessions or fields change, so every instance forgets them. */
export const SESSIONS_CHANGED_EVENT = 'auth.sessions-changed';

export interface CachedSession {
  user: User;
  expiresAt: Date;
}

/**
 * Live sessions remembered for a few seconds, so a signed-in request skips the session query.
 * Only found sessions are kept (an unknown token always asks the database). `forgetUser` drops
 * a user's entries and cancels loads already under way, so a revoked session or an edited
 * user is never served from here after the change.
 */
export function createSessionCache(options: {
  ttlMs: number;
  maxEntries: number;
  load: (tokenHash: string) => Promise<CachedSession | null>;
  /** The app clock in milliseconds: a session's expiry is on it, so a moved test clock ends it here too. */
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { user: User; expiresAt: number }>();
  const pending = new Map<string, Promise<User | null>>();
  // Bumped by every forget: a load that began before it must not be cached.
  let generation = 0;

  function remember(tokenHash: string, session: CachedSession) {
    if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
    const expiresAt = Math.min(now() + options.ttlMs, session.expiresAt.getTime());
    entries.set(tokenHash, { user: session.user, expiresAt });
  }

  return {
    findUser(tokenHash: string): Promise<User | null> {
      const entry = entries.get(tokenHash);
      if (entry) {
        if (entry.expiresAt > now()) return Promise.resolve(entry.user);
        entries.delete(tokenHash);
      }
      const inFlight = pending.get(tokenHash);
      if (inFlight) return inFlight;
      const startedAt = generation;
      const loading = options
        .load(tokenHash)
        .then((session) => {
          if (session && generation === startedAt) remember(tokenHash, session);
          return session?.user ?? null;
        })
        .finally(() => {
          if (pending.get(tokenHash) === loading) pending.delete(tokenHash);
        });
      pending.set(tokenHash, loading);
      return loading;
    },

    forgetUser(userId: string) {
      generation += 1;
      pending.clear();
      for (const [tokenHash, entry] of entries) {
        if (entry.user.id === userId) entries.delete(tokenHash);
      }
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;

/** Who is behind a session token; `forgetUser` must follow every change to a user's sessions or fields. */
export interface SessionStore {
  findUser(token: string): Promise<User | null>;
  forgetUser(userId: string): Promise<void>;
  close(): void;
}
