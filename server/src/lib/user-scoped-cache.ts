import type { EventBus } from './event-bus';

/** One value per user, remembered for a few seconds on each instance. */
export interface UserScopedStore<V> {
  get(userId: string): Promise<V>;
  /** Must follow every change to what `load` reads: clears this instance at once and the others through the event bus. */
  forget(userId: string): Promise<void>;
  close(): void;
  /** Reads answered without a load, and loads, so far (the benchmark reports the ratio). */
  stats(): { hits: number; misses: number };
}

/**
 * A per-user cache whose entries every instance drops when one publishes `eventType` for the user.
 * A load that began before a forget is not kept, so a change is never hidden by a read racing it.
 * The TTL only bounds how long an instance that missed a notification serves the old value.
 */
export function createUserScopedStore<V>(
  events: EventBus,
  options: { eventType: string; ttlMs: number; maxEntries: number; load: (userId: string) => Promise<V> },
): UserScopedStore<V> {
  const entries = new Map<string, { value: V; expiresAt: number }>();
  const pending = new Map<string, Promise<V>>();
  let generation = 0;
  const stats = { hits: 0, misses: 0 };

  function forgetHere(userId: string) {
    generation += 1;
    entries.delete(userId);
    pending.delete(userId);
  }

  const unsubscribe = events.subscribe((event) => {
    if (event.type === options.eventType) forgetHere(event.userId);
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
          if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
          entries.set(userId, { value, expiresAt: Date.now() + options.ttlMs });
        }
        return value;
      });
      const settle = () => {
        if (pending.get(userId) === loading) pending.delete(userId);
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

/** What a writer needs of a store: to forget a user's entry on every instance. */
export type ForgetsUser = Pick<UserScopedStore<unknown>, 'forget'>;
