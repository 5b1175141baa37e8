import { eq, lt, sql } from 'drizzle-orm';
import { rateLimitCounters } from '../db/schema/rate-limits';
const timestamp = (date) => sql `${date.toISOString()}::timestamptz`;
/** Fixed-window counters in the database, so every instance on it counts together; one atomic upsert per hit. */
export function createDatabaseCounters(db, now) {
    const { key: keyColumn, hits, resetsAt } = rateLimitCounters;
    return {
        async increment(key, { max, windowMs, blockMs = 0 }) {
            const at = now();
            const firstResetsAt = new Date(at.getTime() + (max <= 1 ? Math.max(windowMs, blockMs) : windowMs));
            const blockEnd = timestamp(new Date(at.getTime() + blockMs));
            const isExpired = sql `${resetsAt} <= ${timestamp(at)}`;
            const [row] = await db
                .insert(rateLimitCounters)
                .values({ key, hits: 1, resetsAt: firstResetsAt })
                .onConflictDoUpdate({
                target: keyColumn,
                set: {
                    hits: sql `case when ${isExpired} then 1 else ${hits} + 1 end`,
                    resetsAt: sql `case when ${isExpired} then excluded.resets_at
              when ${hits} + 1 = ${max}::int then greatest(${resetsAt}, ${blockEnd})
              else ${resetsAt} end`,
                },
            })
                .returning({ hits, resetsAt });
            return row;
        },
        async remove(key) {
            await db.delete(rateLimitCounters).where(eq(keyColumn, key));
        },
        async removeExpired() {
            await db.delete(rateLimitCounters).where(lt(resetsAt, now()));
        },
    };
}
/**
 * The same counters in this process, for the embedded database: one instance, and a refused
 * request then costs no query on PGlite's single connection.
 */
export function createMemoryCounters(now) {
    const states = new Map();
    return {
        async increment(key, { max, windowMs, blockMs = 0 }) {
            const at = now().getTime();
            const state = states.get(key);
            if (!state || state.resetsAt.getTime() <= at) {
                const fresh = { hits: 1, resetsAt: new Date(at + (max <= 1 ? Math.max(windowMs, blockMs) : windowMs)) };
                states.set(key, fresh);
                return { ...fresh };
            }
            state.hits += 1;
            if (state.hits === max)
                state.resetsAt = new Date(Math.max(state.resetsAt.getTime(), at + blockMs));
            return { ...state };
        },
        async remove(key) {
            states.delete(key);
        },
        async removeExpired() {
            const at = now().getTime();
            for (const [key, state] of states)
                if (state.resetsAt.getTime() <= at)
                    states.delete(key);
        },
    };
}
