import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { likePattern } from '../../db/like';
import { applications, emailOutbox, interviews } from '../../db/schema/applications';
import { users } from '../../db/schema/auth';
import { employerProfiles } from '../../db/schema/employer-profile';
import { jobs } from '../../db/schema/jobs';
import { workerProfiles } from '../../db/schema/worker-profile';
export function toInterviewDto(row) {
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
export async function findJobWithCompany(db, jobId, now) {
    const [row] = await db
        .select({
        id: jobs.id,
        employerId: jobs.employerId,
        title: jobs.title,
        location: jobs.location,
        payUnit: jobs.payUnit,
        // Listed: open and within its post's days (the expiry sweep may not have closed it yet).
        isActive: sql `(${jobs.isActive} and ${gt(jobs.expiresAt, now)})`,
        companyName: employerProfiles.companyName,
    })
        .from(jobs)
        .leftJoin(employerProfiles, eq(employerProfiles.userId, jobs.employerId))
        .where(eq(jobs.id, jobId));
    return row ?? null;
}
/** The user and profile fields the worker completeness rule reads. */
export async function findWorkerCompletenessInput(db, workerId) {
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
export async function insertApplicationUnlessExists(db, values) {
    const [row] = await db.insert(applications).values(values).onConflictDoNothing().returning();
    return row ?? null;
}
export async function findApplicationById(db, id) {
    const [row] = await db.select().from(applications).where(eq(applications.id, id));
    return row ?? null;
}
export async function updateApplication(db, id, values) {
    const [row] = await db
        .update(applications)
        .set({ ...values, updatedAt: sql `now()` })
        .where(eq(applications.id, id))
        .returning();
    return row;
}
export async function deleteApplication(db, id) {
    await db.delete(applications).where(eq(applications.id, id));
}
export async function listApplicationsForWorker(db, workerId) {
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
/** Name, trade (as the slug or as words) or a skill containing `q`. */
function applicantSearchSql(q) {
    const pattern = likePattern(q);
    return sql `(concat_ws(' ', ${users.firstName}, ${users.lastName}) ilike ${pattern}
    or replace(coalesce(${workerProfiles.primaryTrade}, ''), '-', ' ') ilike ${pattern}
    or ${workerProfiles.primaryTrade} ilike ${pattern}
    or array_to_string(${workerProfiles.skills}, ' ') ilike ${pattern})`;
}
function applicantConditions(filter) {
    return and(eq(applications.employerId, filter.employerId), filter.jobId ? eq(applications.jobId, filter.jobId) : undefined, filter.status ? eq(applications.status, filter.status) : undefined, filter.q ? applicantSearchSql(filter.q) : undefined, filter.availableBy
        ? or(lte(workerProfiles.availableFrom, filter.availableBy), and(isNull(workerProfiles.availableFrom), eq(workerProfiles.availability, 'immediate')))
        : undefined, filter.minTravelMiles !== undefined ? gte(workerProfiles.travelDistanceMiles, filter.minTravelMiles) : undefined, filter.onlyIds ? inArray(applications.id, filter.onlyIds) : undefined);
}
export async function listApplicationsForEmployer(db, employerId, options) {
    const filter = options?.filter ?? { employerId };
    const isOldest = options?.order === 'oldest';
    const after = options?.after;
    return db
        .select({
        application: applications,
        appliedAtKey: sql `${applications.appliedAt}::text`,
        currentJobTitle: jobs.title,
        jobRequiredCredentials: jobs.requiredCredentials,
        worker: {
            id: users.id,
            email: users.email,
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
        .where(and(applicantConditions(filter), options?.ids ? inArray(applications.id, options.ids) : undefined, after
        ? isOldest
            ? sql `(${applications.appliedAt}, ${applications.id}) > (${after.appliedAt}::timestamptz, ${after.id}::uuid)`
            : sql `(${applications.appliedAt}, ${applications.id}) < (${after.appliedAt}::timestamptz, ${after.id}::uuid)`
        : undefined))
        .orderBy(...(isOldest ? [asc(applications.appliedAt), asc(applications.id)] : [desc(applications.appliedAt), desc(applications.id)]))
        .limit(options?.limit ?? Number.MAX_SAFE_INTEGER);
}
/** What best match reads per applicant: the worker's side and the job's, nothing else, so every applicant can be ranked. */
export async function listApplicantMatchInputs(db, filter) {
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
export async function countApplicationsByStatus(db, filter) {
    return db
        .select({ status: applications.status, count: sql `count(*)::int` })
        .from(applications)
        .where(applicantConditions(filter))
        .groupBy(applications.status);
}
export async function findEmployerJobId(db, employerId, jobId) {
    const [row] = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.id, jobId), eq(jobs.employerId, employerId)));
    return row ?? null;
}
export async function findWorkerResumeUrl(db, workerId) {
    const [row] = await db.select({ resumeUrl: workerProfiles.resumeUrl }).from(workerProfiles).where(eq(workerProfiles.userId, workerId));
    return row?.resumeUrl ?? null;
}
/** Where and in which language to write to a user. */
export async function findUserMailbox(db, userId) {
    const [row] = await db.select({ email: users.email, language: users.language }).from(users).where(eq(users.id, userId));
    return row ?? null;
}
export async function findEmployerContact(db, employerId) {
    const [row] = await db
        .select({ email: users.email, contactEmail: employerProfiles.contactEmail, companyName: employerProfiles.companyName })
        .from(users)
        .leftJoin(employerProfiles, eq(employerProfiles.userId, users.id))
        .where(and(eq(users.id, employerId), eq(users.userType, 'employer')));
    return row ?? null;
}
export async function insertEmailOutbox(db, values) {
    const [row] = await db.insert(emailOutbox).values(values).returning();
    return row;
}
export async function listInterviewsForApplications(db, applicationIds) {
    if (applicationIds.length === 0)
        return [];
    return db.select().from(interviews).where(inArray(interviews.applicationId, applicationIds)).orderBy(interviews.scheduledAt);
}
