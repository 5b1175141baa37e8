import type { Executor } from '../../db/client';
import * as repo from './repository';

// Detail views are counted in memory per database and added to the day's rows in one statement
// every VIEW_FLUSH_MS (and before an employer reads them), so a view costs no write of its own.
const pendingViews = new WeakMap<object, Map<string, number>>();

export function recordJobView(db: Executor, jobId: string) {
  let counts = pendingViews.get(db);
  if (!counts) pendingViews.set(db, (counts = new Map()));
  counts.set(jobId, (counts.get(jobId) ?? 0) + 1);
}

export async function flushJobViews(db: Executor, now = new Date()) {
  const counts = pendingViews.get(db);
  if (!counts || counts.size === 0) return;
  pendingViews.delete(db);
  await repo.addJobViews(db, now.toISOString().slice(0, 10), [...counts]);
}
