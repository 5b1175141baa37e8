import { eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rateLimitCounters } from '../db/schema/rate-limits';

export interface CounterLimit {
  max: number;
  windowMs: number;
  /** Once a hit reaches `max`, the key stays counted (refused) at least this long from that hit. */
  blockMs?: number;
}

export interface CounterState {
  hits: number;
  resetsAt: Date;
}

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Fixed-window attempt counters in the database, so every instance on it counts together. A
 * window opens at a key's first hit; each increment is one upsert, atomic under concurrency.
 */
export function createRateLimitCounters(db: Executor, now: () => Date) {
  const { key: keyColumn, hits, resetsAt } = rateLimitCounters;
  return {
    async increment(key: string, { max, windowMs, blockMs = 0 }: CounterLimit): Promise<CounterState> {
      const at = now();
      const firstResetsAt = new Date(at.getTime() + (max <= 1 ? Math.max(windowMs, blockMs) : windowMs));
      const blockEnd = timestamp(new Date(at.getTime() + blockMs));
      const isExpired = sql`${resetsAt} <= ${timestamp(at)}`;
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, hits: 1, resetsAt: firstResetsAt })
        .onConflictDoUpdate({
          target: keyColumn,
          set: {
            hits: sql`case when ${isExpired} then 1 else ${hits} + 1 end`,
            resetsAt: sql`case when ${isExpired} then excluded.resets_at
              when ${hits} + 1 = ${max}::int then greatest(${resetsAt}, ${blockEnd})
              else ${resetsAt} end`,
          },
        })
        .returning({ hits, resetsAt });
      return row!;
    },
    async remove(key: string) {
      await db.delete(rateLimitCounters).where(eq(keyColumn, key));
    },
    async removeExpired() {
      await db.delete(rateLimitCounters).where(lt(resetsAt, now()));
    },
  };
}

export type RateLimitCounters = ReturnType<typeof createRateLimitCounters>;
