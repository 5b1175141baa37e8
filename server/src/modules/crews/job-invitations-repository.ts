import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { crewJobInvitationDays, crewJobInvitations } from '../../db/schema/crew-job-invitations';
import { crewApplications, crewMembers } from '../../db/schema/crews';
import { employerProfiles } from '../../db/schema/employer-profile';
import { jobs } from '../../db/schema/jobs';

/** The job as an invitation needs it: its owner, whether it is listed (open and within its days), its openings, its company. */
export async function findJobForInvitation(db: Executor, jobId: string, now: Date) {
  const [row] = await db
    .select({
      id: jobs.id,
      employerId: jobs.employerId,
      title: jobs.title,
      positions: jobs.positions,
      isOpen: sql<boolean>`(${jobs.isActive} and ${gt(jobs.expiresAt, now)})`,
      companyName: employerProfiles.companyName,
    })
    .from(jobs)
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobs.employerId))
    .where(eq(jobs.id, jobId));
  return row ?? null;
}

export async function findForemanId(db: Executor, crewId: string) {
  const [row] = await db
    .select({ userId: crewMembers.userId })
    .from(crewMembers)
    .where(and(eq(crewMembers.crewId, crewId), eq(crewMembers.role, 'foreman')));
  return row?.userId ?? null;
}

export async function hasCrewApplied(db: Executor, crewId: string, jobId: string) {
  const [row] = await db
    .select({ id: crewApplications.id })
    .from(crewApplications)
    .where(and(eq(crewApplications.crewId, crewId), eq(crewApplications.jobId, jobId)))
    .limit(1);
  return Boolean(row);
}

/** The invitation, or null when this crew was already invited to this job (the unique constraint decides, on every instance). */
export async function insertInvitationOnce(db: Executor, values: typeof crewJobInvitations.$inferInsert) {
  const [row] = await db.insert(crewJobInvitations).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * Takes one of the employer's invitations for `day` in one statement: the day's row is created at 1 or raised by
 * one only while below `max` (the upsert locks the row, so parallel requests on any instance count one after the
 * other). The count taken, or null when the day's cap is reached.
 */
export async function takeInvitationSlot(db: Executor, employerId: string, day: string, max: number) {
  const [row] = await db
    .insert(crewJobInvitationDays)
    .values({ employerId, day, sent: 1 })
    .onConflictDoUpdate({
      target: [crewJobInvitationDays.employerId, crewJobInvitationDays.day],
      set: { sent: sql`${crewJobInvitationDays.sent} + 1` },
      setWhere: sql`${crewJobInvitationDays.sent} < ${max}`,
    })
    .returning({ sent: crewJobInvitationDays.sent });
  return row?.sent ?? null;
}
