import { and, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { users } from '../../db/schema/auth';
import { jobs } from '../../db/schema/jobs';
import { workerProfiles } from '../../db/schema/worker-profile';

// The queries behind crew applications (issue 51): each member's row is an ordinary application carrying crew_application_id.

/**
 * The job's openings and required credentials, its row locked until the transaction ends: crew applications
 * and crew hires of one job then count its hires one after the other, on every instance.
 */
export async function lockJobPositions(db: Executor, jobId: string) {
  const [row] = await db
    .select({ positions: jobs.positions, requiredCredentials: jobs.requiredCredentials })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .for('update');
  return row ?? null;
}

/** Hires on the job (accepted applications), leaving out `exceptIds`. */
export async function countHires(db: Executor, jobId: string, exceptIds: string[] = []) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(applications)
    .where(
      and(
        eq(applications.jobId, jobId),
        eq(applications.status, 'accepted'),
        exceptIds.length > 0 ? notInArray(applications.id, exceptIds) : undefined,
      ),
    );
  return row?.count ?? 0;
}

/** Every member row of these crew applications, with the names and trades the employer's card shows. */
export async function listCrewMemberApplications(db: Executor, crewApplicationIds: string[]) {
  if (crewApplicationIds.length === 0) return [];
  return db
    .select({
      crewApplicationId: applications.crewApplicationId,
      applicationId: applications.id,
      userId: applications.workerId,
      status: applications.status,
      jobId: applications.jobId,
      firstName: users.firstName,
      lastName: users.lastName,
      primaryTrade: workerProfiles.primaryTrade,
      // The facts his card line shows (issue 55), as a worker applying alone shows them.
      yearsExperience: workerProfiles.yearsExperience,
      location: users.location,
      language: users.language,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.workerId))
    .leftJoin(workerProfiles, eq(workerProfiles.userId, applications.workerId))
    .where(and(isNotNull(applications.crewApplicationId), inArray(applications.crewApplicationId, crewApplicationIds)))
    .orderBy(applications.appliedAt, applications.id);
}

/** The crew application ids of these applications of the employer (none for single workers' rows). */
export async function findCrewApplicationIds(db: Executor, employerId: string, applicationIds: string[]) {
  if (applicationIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ crewApplicationId: applications.crewApplicationId })
    .from(applications)
    .where(
      and(eq(applications.employerId, employerId), inArray(applications.id, applicationIds), isNotNull(applications.crewApplicationId)),
    );
  return rows.map((row) => row.crewApplicationId!);
}
