import { eq, inArray } from 'drizzle-orm';
import type { Interview } from '@core/interviews/schemas';
import type { Executor } from '../../db/client';
import { applications, interviews } from '../../db/schema/applications';
import { employerProfiles } from '../../db/schema/employer-profile';

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

export async function insertInterview(db: Executor, values: typeof interviews.$inferInsert) {
  const [row] = await db.insert(interviews).values(values).returning();
  return row!;
}

export async function listInterviewsForApplications(db: Executor, applicationIds: string[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select()
    .from(interviews)
    .where(inArray(interviews.applicationId, applicationIds))
    .orderBy(interviews.scheduledAt);
}

export async function findInterviewWithApplication(db: Executor, id: string) {
  const [row] = await db
    .select({
      interview: interviews,
      application: {
        workerId: applications.workerId,
        employerId: applications.employerId,
        jobTitle: applications.jobTitle,
        companyName: applications.companyName,
      },
      currentCompanyName: employerProfiles.companyName,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, applications.employerId))
    .where(eq(interviews.id, id));
  return row ?? null;
}
