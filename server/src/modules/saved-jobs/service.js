import { isUuid } from '@core/shared/ids';
import { SAVED_JOB_MESSAGES } from '@core/saved-jobs/schemas';
import { AppError } from '../../plugins/errors';
import { findJobWithCompany, isJobListed, toJobDto } from '../jobs/service';
import * as repo from './repository';
export async function listSavedJobs(db, workerId, now) {
    const rows = await repo.listSavedJobsForWorker(db, workerId);
    return rows.map((row) => ({
        jobId: row.job.id,
        savedAt: row.savedAt.toISOString(),
        job: toJobDto({ job: row.job, companyName: row.companyName }, now),
    }));
}
/** Idempotent; only a job a worker can see (active) can be saved. */
export async function saveJob(db, workerId, jobId, now) {
    return db.transaction(async (tx) => {
        const found = isUuid(jobId) ? await findJobWithCompany(tx, jobId) : null;
        if (!found || !isJobListed(found.job, now))
            throw new AppError(404, SAVED_JOB_MESSAGES.notFound);
        await repo.insertSavedJob(tx, workerId, jobId);
        const saved = await repo.findSavedJob(tx, workerId, jobId);
        return { jobId, savedAt: saved.savedAt.toISOString(), job: toJobDto(found, now) };
    });
}
/** Idempotent: unsaving a job that is not saved changes nothing. */
export async function unsaveJob(db, workerId, jobId) {
    if (isUuid(jobId))
        await repo.deleteSavedJob(db, workerId, jobId);
}
