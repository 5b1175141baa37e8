import type { ReliabilitySignals } from '@core/applications/applicant-match';
import type { WorkerRatingSummary } from '@core/reviews/schemas';
import type { Executor } from '../../db/client';
import { summarizeWorkerRatings } from '../../lib/worker-ratings';
import * as repo from './repository';

/** Workers per grouped query: a statement carries at most 65,535 parameters, and a large employer's list may pass that. */
const WORKERS_PER_QUERY = 10_000;

/**
 * Each worker's record as best match reads it (core/applications/applicant-match.ts): his hires on CrewBridge, the
 * reliability average of his shown reviews (the ratings his card shows: a review before its double-blind ends, held
 * or hidden, or by a frozen author counts for nothing) and his confirmed jobs elsewhere. Three grouped queries for the
 * list (three more per further 10,000 workers), never one per worker.
 */
export async function reliabilityOfWorkers(db: Executor, workerIds: string[], now: Date): Promise<Map<string, ReliabilitySignals>> {
  const ids = [...new Set(workerIds)];
  const hiresOf = new Map<string, number>();
  const confirmedOf = new Map<string, number>();
  const ratingsOf = new Map<string, WorkerRatingSummary>();
  for (let start = 0; start < ids.length; start += WORKERS_PER_QUERY) {
    const chunk = ids.slice(start, start + WORKERS_PER_QUERY);
    for (const row of await repo.countHiresOfWorkers(db, chunk)) hiresOf.set(row.workerId, row.count);
    for (const row of await repo.countConfirmedJobsOfWorkers(db, chunk)) confirmedOf.set(row.workerId, row.count);
    for (const [id, summary] of await summarizeWorkerRatings(db, chunk, now)) ratingsOf.set(id, summary);
  }
  return new Map(
    ids.map((id) => [
      id,
      {
        verifiedHires: hiresOf.get(id) ?? 0,
        reliability: ratingsOf.get(id)?.ratings.reliability ?? { average: null, count: 0 },
        confirmedJobs: confirmedOf.get(id) ?? 0,
      },
    ]),
  );
}
