import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ApplicationStatus } from '@core/applications/schemas';
import type { Interview } from '@core/interviews/schemas';
import type { Executor } from '../../db/client';
import { likePattern } from '../../db/like';
import { applications, emailOutbox, interviews } from '../../db/schema/applications';
import { users } from '../../db/schema/auth';
import { employerProfiles } from '../../db/schema/employer-profile';
import { jobs } from '../../db/schema/jobs';
import { applicationHires } from '../../db/schema/reviews';
import { workHistoryEntries } from '../../db/schema/work-history';
import { workerProfiles } from '../../db/schema/worker-profile';

export type ApplicationRow = typeof applications.$inferSelect;

export type InterviewRow = typeof interviews.$inferSelect;

export function toInterviewDto(row: InterviewRow): Interview {
  return {
    id: row.id,
    applicationId: row.applicationId,
    type: row.type,
    scheduledAt: row.scheduledAt.toISOString(),
    durationMinutes: row.durationMinutes,
    location: row.location,
    meetingLink: row.meetingLink,
    meetingPlatform: row.meetingPlatform,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findJobWithCompany(db: Executor, jobId: string, now: Date) {
  const [row] = await db
    .select({
      id: jobs.id,
      employerId: jobs.employerId,
      title: jobs.title,
      location: jobs.location,
      payUnit: jobs.payUnit,
      // Listed: open and within its post's days (the expiry sweep may not have closed it yet).
      isActive: sql<boolean>`(${jobs.isActive} and ${gt(jobs.expiresAt, now)})`,
      companyName: employerProfiles.companyName,
    })
    .from(jobs)
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobs.employerId))
    .where(eq(jobs.id, jobId));
  return row ?? null;
}

/** The user and profile fields the worker completeness rule reads. */
export async function findWorkerCompletenessInput(db: Executor, workerId: string) {
  const [row] = await db
    .select({
      phone: users.phone,
      location: users.location,
      primaryTrade: workerProfiles.primaryTrade,
      yearsExperience: workerProfiles.yearsExperience,
      visaStatus: workerProfiles.visaStatus,
      availability: workerProfiles.availability,
      hourlyRate: workerProfiles.hourlyRate,
      preferredIndustries: workerProfiles.preferredIndustries,
      bio: workerProfiles.bio,
      resumeUrl: workerProfiles.resumeUrl,
    })
    .from(users)
    .leftJoin(workerProfiles, eq(workerProfiles.userId, users.id))
    .where(eq(users.id, workerId));
  return row ?? null;
}

/** Null when this worker already applied to this job (the unique constraint holds). */
export async function insertApplicationUnlessExists(db: Executor, values: typeof applications.$inferInsert) {
  const [row] = await db.insert(applications).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findApplicationById(db: Executor, id: string) {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  return row ?? null;
}

/**
 * A new first day for the rows of these already hired (a crew's members start together): the rows are locked, and
 * only those whose day differs are written and returned with the day they had. Of two requests racing with the same
 * day (two instances), the second waits for the first's lock, reads the new day and changes nothing.
 */
export async function changeStartDate(db: Executor, ids: string[], startDate: string) {
  if (ids.length === 0) return [];
  const locked = await db
    .select({ id: applications.id, status: applications.status, startDate: applications.startDate })
    .from(applications)
    .where(inArray(applications.id, ids))
    .orderBy(asc(applications.id))
    .for('update');
  const changing = locked.filter((row) => row.status === 'accepted' && row.startDate !== startDate);
  if (changing.length === 0) return [];
  const previous = new Map(changing.map((row) => [row.id, row.startDate]));
  const rows = await db
    .update(applications)
    .set({ startDate, updatedAt: sql`now()` })
    .where(inArray(applications.id, [...previous.keys()]))
    .returning();
  return rows.map((row) => ({ ...row, previousStartDate: previous.get(row.id) ?? null }));
}

/** Where a user's clock is: the zone his browser reported and his place, for "today" in his time zone. */
export async function findUserClock(db: Executor, userId: string) {
  const [row] = await db.select({ timeZone: users.timeZone, location: users.location }).from(users).where(eq(users.id, userId));
  return row ?? { timeZone: null, location: null };
}

export async function updateApplication(db: Executor, id: string, values: Partial<typeof applications.$inferInsert>) {
  const [row] = await db
    .update(applications)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(applications.id, id))
    .returning();
  return row!;
}

export async function deleteApplication(db: Executor, id: string) {
  await db.delete(applications).where(eq(applications.id, id));
}

export async function listApplicationsForWorker(db: Executor, workerId: string) {
  return db
    .select({
      application: applications,
      job: { title: jobs.title, location: jobs.location },
      currentCompanyName: employerProfiles.companyName,
    })
    .from(applications)
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobs.employerId))
    .where(eq(applications.workerId, workerId))
    .orderBy(desc(applications.appliedAt), desc(applications.id));
}

export interface ApplicantFilter {
  employerId: string;
  jobId?: string;
  status?: ApplicationStatus;
  q?: string;
  /** Available from this date or earlier (YYYY-MM-DD), or immediately with no date given. */
  availableBy?: string;
  /** Will travel at least this many miles. */
  minTravelMiles?: number;
  /** Only these applications (those the service found qualified). */
  onlyIds?: string[];
}

/** Where an applicant's row stands in newest/oldest order: applied_at as Postgres wrote it (microseconds), then id. */
export interface ApplicantCursor {
  appliedAt: string;
  id: string;
}

export interface ApplicantPageOptions {
  filter: ApplicantFilter;
  order?: 'newest' | 'oldest';
  after?: ApplicantCursor | null;
  limit?: number;
  /** Only these applications (a best-match page already chosen). */
  ids?: string[];
}

/** Name, trade (as the slug or as words) or a skill containing `q`. */
function applicantSearchSql(q: string): SQL {
  const pattern = likePattern(q);
  return sql`(concat_ws(' ', ${users.firstName}, ${users.lastName}) ilike ${pattern}
    or replace(coalesce(${workerProfiles.primaryTrade}, ''), '-', ' ') ilike ${pattern}
    or ${workerProfiles.primaryTrade} ilike ${pattern}
    or array_to_string(${workerProfiles.skills}, ' ') ilike ${pattern})`;
}

function applicantConditions(filter: ApplicantFilter): SQL | undefined {
  return and(
    eq(applications.employerId, filter.employerId),
    filter.jobId ? eq(applications.jobId, filter.jobId) : undefined,
    filter.status ? eq(applications.status, filter.status) : undefined,
    filter.q ? applicantSearchSql(filter.q) : undefined,
    filter.availableBy
      ? or(
          lte(workerProfiles.availableFrom, filter.availableBy),
          and(isNull(workerProfiles.availableFrom), eq(workerProfiles.availability, 'immediate')),
        )
      : undefined,
    filter.minTravelMiles !== undefined ? gte(workerProfiles.travelDistanceMiles, filter.minTravelMiles) : undefined,
    filter.onlyIds ? inArray(applications.id, filter.onlyIds) : undefined,
  );
}

export async function listApplicationsForEmployer(
  db: Executor,
  employerId: string,
  options?: Omit<ApplicantPageOptions, 'filter'> & { filter?: ApplicantFilter },
) {
  const filter = options?.filter ?? { employerId };
  const isOldest = options?.order === 'oldest';
  const after = options?.after;
  return db
    .select({
      application: applications,
      appliedAtKey: sql<string>`${applications.appliedAt}::text`,
      currentJobTitle: jobs.title,
      jobRequiredCredentials: jobs.requiredCredentials,
      jobLocation: jobs.location,
      worker: {
        id: users.id,
        email: users.email,
        language: users.language,
        firstName: users.firstName,
        lastName: users.lastName,
        phone: users.phone,
        location: users.location,
      },
      profile: {
        yearsExperience: workerProfiles.yearsExperience,
        bio: workerProfiles.bio,
        skills: workerProfiles.skills,
        resumeUrl: workerProfiles.resumeUrl,
        primaryTrade: workerProfiles.primaryTrade,
      },
      // Beside `profile`, not in it: drizzle reads a left-joined object as missing when its first field is null.
      availableFrom: workerProfiles.availableFrom,
      travelDistanceMiles: workerProfiles.travelDistanceMiles,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.workerId))
    .leftJoin(workerProfiles, eq(workerProfiles.userId, applications.workerId))
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(
        applicantConditions(filter),
        options?.ids ? inArray(applications.id, options.ids) : undefined,
        after
          ? isOldest
            ? sql`(${applications.appliedAt}, ${applications.id}) > (${after.appliedAt}::timestamptz, ${after.id}::uuid)`
            : sql`(${applications.appliedAt}, ${applications.id}) < (${after.appliedAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(...(isOldest ? [asc(applications.appliedAt), asc(applications.id)] : [desc(applications.appliedAt), desc(applications.id)]))
    .limit(options?.limit ?? Number.MAX_SAFE_INTEGER);
}

/** What best match reads per applicant: the worker's side and the job's, nothing else, so every applicant can be ranked. */
export async function listApplicantMatchInputs(db: Executor, filter: ApplicantFilter) {
  return db
    .select({
      id: applications.id,
      workerId: applications.workerId,
      appliedAt: applications.appliedAt,
      job: {
        title: jobs.title,
        skills: jobs.skills,
        industry: jobs.industry,
        location: jobs.location,
        requiredCredentials: jobs.requiredCredentials,
        preferredCredentials: jobs.preferredCredentials,
        payYearly: jobs.payRank,
      },
      trade: workerProfiles.primaryTrade,
      hourlyRate: workerProfiles.hourlyRate,
      travelMiles: workerProfiles.travelDistanceMiles,
      skills: workerProfiles.skills,
      industries: workerProfiles.preferredIndustries,
      location: users.location,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.workerId))
    .leftJoin(workerProfiles, eq(workerProfiles.userId, applications.workerId))
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .where(applicantConditions(filter));
}

export async function countApplicationsByStatus(db: Executor, filter: Pick<ApplicantFilter, 'employerId' | 'jobId'>) {
  return db
    .select({ status: applications.status, count: sql<number>`count(*)::int` })
    .from(applications)
    .where(applicantConditions(filter))
    .groupBy(applications.status);
}

export async function findEmployerJobId(db: Executor, employerId: string, jobId: string) {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.employerId, employerId)));
  return row ?? null;
}

export async function findWorkerResumeUrl(db: Executor, workerId: string) {
  const [row] = await db.select({ resumeUrl: workerProfiles.resumeUrl }).from(workerProfiles).where(eq(workerProfiles.userId, workerId));
  return row?.resumeUrl ?? null;
}

/** Where and in which language to write to a user. */
export async function findUserMailbox(db: Executor, userId: string) {
  const [row] = await db
    .select({ email: users.email, language: users.language, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function findEmployerContact(db: Executor, employerId: string) {
  const [row] = await db
    .select({ email: users.email, contactEmail: employerProfiles.contactEmail, companyName: employerProfiles.companyName })
    .from(users)
    .leftJoin(employerProfiles, eq(employerProfiles.userId, users.id))
    .where(and(eq(users.id, employerId), eq(users.userType, 'employer')));
  return row ?? null;
}

export async function insertEmailOutbox(db: Executor, values: typeof emailOutbox.$inferInsert) {
  const [row] = await db.insert(emailOutbox).values(values).returning();
  return row!;
}

export async function listInterviewsForApplications(db: Executor, applicationIds: string[]) {
  if (applicationIds.length === 0) return [];
  return db.select().from(interviews).where(inArray(interviews.applicationId, applicationIds)).orderBy(interviews.scheduledAt);
}

/** Each of these workers' hires on CrewBridge (application_hires: applications accepted now, any employer), in one grouped query. */
export async function countHiresOfWorkers(db: Executor, workerIds: string[]) {
  if (workerIds.length === 0) return [];
  return db
    .select({ workerId: applications.workerId, count: sql<number>`count(*)::int` })
    .from(applicationHires)
    .innerJoin(applications, eq(applications.id, applicationHires.applicationId))
    .where(inArray(applications.workerId, workerIds))
    .groupBy(applications.workerId);
}

/** Each of these workers' jobs elsewhere that the contact he named confirmed (work history, issue 52), in one grouped query. */
export async function countConfirmedJobsOfWorkers(db: Executor, workerIds: string[]) {
  if (workerIds.length === 0) return [];
  return db
    .select({ workerId: workHistoryEntries.workerId, count: sql<number>`count(*)::int` })
    .from(workHistoryEntries)
    .where(and(inArray(workHistoryEntries.workerId, workerIds), isNotNull(workHistoryEntries.confirmedAt)))
    .groupBy(workHistoryEntries.workerId);
}
