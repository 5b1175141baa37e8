import type { Executor } from '../../db/client';
import * as repo from './repository';

/**
 * Detail views counted in memory, one counter per app (infrastructure.ts), added to the day's rows in
 * one statement every VIEW_FLUSH_MS (and before an employer reads them), so a view costs no write of its own.
 */
export function createJobViewCounter(db: Executor) {
  let counts = new Map<string, number>();
  return {
    record(jobId: string) {
      counts.set(jobId, (counts.get(jobId) ?? 0) + 1);
    },
    async flush(now: Date) {
      if (counts.size === 0) return;
      const pending = counts;
      counts = new Map();
      await repo.addJobViews(db, now.toISOString().slice(0, 10), [...pending]);
    },
  };
}

export type JobViewCounter = ReturnType<typeof createJobViewCounter>;
