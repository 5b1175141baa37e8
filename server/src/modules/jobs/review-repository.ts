import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { employerProfiles } from '../../db/schema/employer-profile';
import { jobs } from '../../db/schema/jobs';
import type { JobRow, NewJob } from './repository';

/** Text compared as a person would: case and runs of white space aside. */
const sameText = (column: unknown, value: string) =>
  sql`regexp_replace(lower(btrim(${column})), '\\s+', ' ', 'g') = regexp_replace(lower(btrim(${value})), '\\s+', ' ', 'g')`;

/** Distinct other cities where the employer posted this description since `since` (the mass-posting signal). */
export async function countSameTextOtherCities(
  db: Executor,
  {
    employerId,
    description,
    location,
    since,
    excludeId,
  }: { employerId: string; description: string; location: string; since: Date; excludeId?: string },
): Promise<number> {
  const [row] = await db
    .select({ cities: sql<number>`count(distinct lower(btrim(${jobs.location})))::int` })
    .from(jobs)
    .where(
      and(
        eq(jobs.employerId, employerId),
        gte(jobs.postedAt, since),
        sql`lower(btrim(${jobs.location})) <> lower(btrim(${location}))`,
        sameText(jobs.description, description),
        excludeId ? ne(jobs.id, excludeId) : undefined,
      ),
    );
  return row?.cities ?? 0;
}

/**
 * Whether an account other than `userId` is verified under a company name with the same key
 * (company_name_key, migration 0047): an index lookup, not a scan of the profiles.
 */
export async function isNameOfOtherVerifiedEmployer(db: Executor, companyName: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: employerProfiles.userId })
    .from(employerProfiles)
    .where(
      and(
        sql`${employerProfiles.verifiedAt} is not null`,
        sql`company_name_key(${employerProfiles.companyName}) = company_name_key(${companyName})`,
        sql`company_name_key(${companyName}) <> ''`,
        ne(employerProfiles.userId, userId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether the employer has a published job other than `excludeId` (an unverified employer's first job is reviewed). */
export async function hasPublishedJob(db: Executor, employerId: string, excludeId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.employerId, employerId), eq(jobs.reviewStatus, 'published'), excludeId ? ne(jobs.id, excludeId) : undefined))
    .limit(1);
  return row !== undefined;
}

/** One of the employer's jobs, locked for the edit that reviews it again. */
export async function findJobForUpdate(db: Executor, id: string): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).for('update');
  return row ?? null;
}

export async function updateJob(db: Executor, id: string, values: Partial<NewJob>): Promise<JobRow | null> {
  const [row] = await db.update(jobs).set(values).where(eq(jobs.id, id)).returning();
  return row ?? null;
}

/** Held jobs, oldest first, with their company and the employer's sign-in e-mail. */
export async function listHeldJobs(db: Executor) {
  return db
    .select({
      job: jobs,
      companyName: employerProfiles.companyName,
      employerEmail: users.email,
    })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.employerId))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobs.employerId))
    .where(eq(jobs.reviewStatus, 'held'))
    .orderBy(asc(jobs.postedAt), asc(jobs.id));
}

/**
 * Publishes a held job as a new post: its post time and its days start now, so job alerts (which
 * send jobs posted since their last run) carry it as they would a new job. Null when it is no longer held.
 */
export async function publishHeldJob(db: Executor, id: string, now: Date): Promise<JobRow | null> {
  const [row] = await db
    .update(jobs)
    .set({
      reviewStatus: 'published',
      reviewSignals: [],
      reviewNote: null,
      reviewedAt: now,
      isActive: true,
      postedAt: now,
      expiresAt: sql`${now.toISOString()}::timestamptz + (${jobs.expiresAt} - ${jobs.postedAt})`,
    })
    .where(and(eq(jobs.id, id), eq(jobs.reviewStatus, 'held')))
    .returning();
  return row ?? null;
}

/** Rejects a held job with the operator's reason; null when it is no longer held. */
export async function rejectHeldJob(db: Executor, id: string, reason: string, now: Date): Promise<JobRow | null> {
  const [row] = await db
    .update(jobs)
    .set({ reviewStatus: 'rejected', reviewNote: reason, reviewedAt: now, isActive: false })
    .where(and(eq(jobs.id, id), eq(jobs.reviewStatus, 'held')))
    .returning();
  return row ?? null;
}

/** Opens or closes one of the employer's jobs; a job is opened only while published (jobs_unpublished_inactive_check). */
export async function setJobOpen(db: Executor, id: string, employerId: string, isActive: boolean): Promise<JobRow | null> {
  const [row] = await db
    .update(jobs)
    .set({ isActive })
    .where(and(eq(jobs.id, id), eq(jobs.employerId, employerId), isActive ? eq(jobs.reviewStatus, 'published') : undefined))
    .returning();
  return row ?? null;
}
