import { isUuid } from '@core/shared/ids';
import { SAVED_JOB_MESSAGES, type SavedJobDto } from '@core/saved-jobs/schemas';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { findJobWithCompany, isJobListed, toJobDto, withJobEmployerRatings, type EmployerRatingsReader } from '../jobs/service';
import * as repo from './repository';

/** Each saved job with its employer's rating where shown (as search cards carry it), when `readRatings` is given. */
export async function listSavedJobs(
  db: Executor,
  workerId: string,
  now: Date,
  readRatings?: EmployerRatingsReader,
): Promise<SavedJobDto[]> {
  const rows = await repo.listSavedJobsForWorker(db, workerId);
  const saved = rows.map((row) => ({
    jobId: row.job.id,
    savedAt: row.savedAt.toISOString(),
    job: toJobDto({ job: row.job, companyName: row.companyName }, now),
  }));
  return readRatings ? withJobEmployerRatings(db, saved, readRatings, now) : saved;
}

/** Idempotent; only a job a worker can see (active) can be saved. */
export async function saveJob(db: Database, workerId: string, jobId: string, now: Date): Promise<SavedJobDto> {
  return db.transaction(async (tx) => {
    const found = isUuid(jobId) ? await findJobWithCompany(tx, jobId) : null;
    if (!found || !isJobListed(found.job, now)) throw new AppError(404, SAVED_JOB_MESSAGES.notFound);
    await repo.insertSavedJob(tx, workerId, jobId);
    const saved = await repo.findSavedJob(tx, workerId, jobId);
    return { jobId, savedAt: saved!.savedAt.toISOString(), job: toJobDto(found, now) };
  });
}

/** Idempotent: unsaving a job that is not saved changes nothing. */
export async function unsaveJob(db: Executor, workerId: string, jobId: string): Promise<void> {
  if (isUuid(jobId)) await repo.deleteSavedJob(db, workerId, jobId);
}
