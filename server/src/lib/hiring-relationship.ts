import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { applications } from '../db/schema/applications';
import { users } from '../db/schema/auth';
import { jobs } from '../db/schema/jobs';

/**
 * Whether the worker has applied to any of the employer's jobs: the tie that lets the two message
 * each other and open each other's files. Messaging and uploads sit below applications, so it lives here.
 */
export async function hasWorkerAppliedToEmployer(db: Executor, workerId: string, employerId: string) {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.workerId, workerId), eq(applications.employerId, employerId)))
    .limit(1);
  return row !== undefined;
}

/** The account when `id` is one of this type (a worker's file read by id, an employer's reviews); null for any other id. */
export async function findAccountOfType(db: Executor, id: string, userType: 'worker' | 'employer') {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.userType, userType)));
  return row ?? null;
}

/** Whether the worker has applied to this job (a closed job stays a tie for its applicants). */
export async function hasWorkerAppliedToJob(db: Executor, workerId: string, jobId: string) {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.workerId, workerId), eq(applications.jobId, jobId)))
    .limit(1);
  return row !== undefined;
}

/**
 * A job's employer and whether it is open to new contacts: active and within its post's days (the
 * jobs module's isJobListed rule; messaging sits below jobs, so it reads the row here). Null when there is none.
 */
export async function findJobContact(db: Executor, jobId: string, now: Date) {
  const [row] = await db
    .select({ employerId: jobs.employerId, isActive: jobs.isActive, expiresAt: jobs.expiresAt })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return row ? { employerId: row.employerId, isOpen: row.isActive && row.expiresAt > now } : null;
}
