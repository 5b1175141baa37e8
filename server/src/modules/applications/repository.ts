import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Interview } from '@core/interviews/schemas';
import type { Executor } from '../../db/client';
import { applications, emailOutbox, interviews } from '../../db/schema/applications';
import { users } from '../../db/schema/auth';
import { employerProfiles } from '../../db/schema/employer-profile';
import { jobs } from '../../db/schema/jobs';
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

export async function findJobWithCompany(db: Executor, jobId: string) {
  const [row] = await db
    .select({
      id: jobs.id,
      employerId: jobs.employerId,
      title: jobs.title,
      location: jobs.location,
      isActive: jobs.isActive,
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

export async function updateApplication(db: Executor, id: string, values: Partial<typeof applications.$inferInsert>) {
  const [row] = await db
    .update(applications)
    .set({ ...values, updatedAt: new Date() })
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

export async function listApplicationsForEmployer(db: Executor, employerId: string) {
  return db
    .select({
      application: applications,
      currentJobTitle: jobs.title,
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
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.workerId))
    .leftJoin(workerProfiles, eq(workerProfiles.userId, applications.workerId))
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.employerId, employerId))
    .orderBy(desc(applications.appliedAt), desc(applications.id));
}

export async function findWorkerResumeUrl(db: Executor, workerId: string) {
  const [row] = await db.select({ resumeUrl: workerProfiles.resumeUrl }).from(workerProfiles).where(eq(workerProfiles.userId, workerId));
  return row?.resumeUrl ?? null;
}

/** Where and in which language to write to a user. */
export async function findUserMailbox(db: Executor, userId: string) {
  const [row] = await db.select({ email: users.email, language: users.language }).from(users).where(eq(users.id, userId));
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
