import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employerProfiles } from '../../db/schema/employer-profile';
import { jobs } from '../../db/schema/jobs';
import { savedJobs } from '../../db/schema/saved-jobs';

export async function listSavedJobsForWorker(db: Executor, workerId: string) {
  return db
    .select({
      savedAt: savedJobs.savedAt,
      job: jobs,
      companyName: employerProfiles.companyName,
    })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobs.employerId))
    .where(eq(savedJobs.workerId, workerId))
    .orderBy(desc(savedJobs.savedAt));
}

export async function findSavedJob(db: Executor, workerId: string, jobId: string) {
  const [row] = await db
    .select()
    .from(savedJobs)
    .where(and(eq(savedJobs.workerId, workerId), eq(savedJobs.jobId, jobId)));
  return row ?? null;
}

/** Saving twice keeps the first row. */
export async function insertSavedJob(db: Executor, workerId: string, jobId: string) {
  await db.insert(savedJobs).values({ workerId, jobId }).onConflictDoNothing();
}

export async function deleteSavedJob(db: Executor, workerId: string, jobId: string) {
  await db.delete(savedJobs).where(and(eq(savedJobs.workerId, workerId), eq(savedJobs.jobId, jobId)));
}
