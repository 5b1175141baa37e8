import type { ReliabilitySignals } from '@core/applications/applicant-match';
import type { Executor } from '../../db/client';
import { summarizeWorkerRatings } from '../../lib/worker-ratings';
import * as repo from './repository';

/**
 * Each worker's record as best match reads it (core/applications/applicant-match.ts): his hires on CrewBridge and
 * the reliability average of his shown reviews (the ratings his card shows: a review before its double-blind ends,
 * held or hidden, or by a frozen author counts for nothing). Two grouped queries for the whole list, however long.
 */
export async function reliabilityOfWorkers(db: Executor, workerIds: string[], now: Date): Promise<Map<string, ReliabilitySignals>> {
  const ids = [...new Set(workerIds)];
  const [hires, ratings] = await Promise.all([repo.countHiresOfWorkers(db, ids), summarizeWorkerRatings(db, ids, now)]);
  const hiresOf = new Map(hires.map((row) => [row.workerId, row.count]));
  return new Map(
    ids.map((id) => [
      id,
      { verifiedHires: hiresOf.get(id) ?? 0, reliability: ratings.get(id)?.ratings.reliability ?? { average: null, count: 0 } },
    ]),
  );
}
