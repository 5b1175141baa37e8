import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { users } from '../../db/schema/auth';
import { crewApplications, crewMembers, crews } from '../../db/schema/crews';
import { employerProfiles } from '../../db/schema/employer-profile';
import { jobs } from '../../db/schema/jobs';
import { conversations, messages } from '../../db/schema/messaging';

/** An application and the crew application it belongs to (null for a worker who applied alone). */
export async function findApplicationCrewLink(db: Executor, applicationId: string) {
  const [row] = await db
    .select({ workerId: applications.workerId, employerId: applications.employerId, crewApplicationId: applications.crewApplicationId })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return row ?? null;
}

/**
 * Who takes part in a crew application's conversation now: its employer, and the workers with an application in it
 * who are still members of the crew. Null when the crew application is gone.
 */
export async function findCrewParticipants(db: Executor, crewApplicationId: string) {
  const [crewApplication] = await db
    .select({
      employerId: crewApplications.employerId,
      crewId: crewApplications.crewId,
      crewName: crews.name,
      jobTitle: jobs.title,
    })
    .from(crewApplications)
    .innerJoin(crews, eq(crews.id, crewApplications.crewId))
    .leftJoin(jobs, eq(jobs.id, crewApplications.jobId))
    .where(eq(crewApplications.id, crewApplicationId));
  if (!crewApplication) return null;
  const members = await db
    .select({ userId: applications.workerId, role: crewMembers.role })
    .from(applications)
    .innerJoin(crewMembers, and(eq(crewMembers.crewId, crewApplication.crewId), eq(crewMembers.userId, applications.workerId)))
    .where(eq(applications.crewApplicationId, crewApplicationId))
    .orderBy(sql`${crewMembers.role} = 'foreman' desc`, crewMembers.joinedAt);
  return {
    ...crewApplication,
    memberIds: members.map((member) => member.userId),
    foremanId: members.find((member) => member.role === 'foreman')?.userId ?? null,
  };
}

export async function findCrewConversation(db: Executor, crewApplicationId: string) {
  const [row] = await db.select().from(conversations).where(eq(conversations.crewApplicationId, crewApplicationId));
  return row ?? null;
}

/** Inserts the crew application's conversation, or returns the one a concurrent request created first. */
export async function upsertCrewConversation(db: Executor, crewApplicationId: string) {
  const [row] = await db
    .insert(conversations)
    .values({ kind: 'crew', crewApplicationId })
    .onConflictDoUpdate({ target: conversations.crewApplicationId, set: { kind: sql`excluded.kind` } })
    .returning();
  return row!;
}

/** Whether the user sent or received any message of the conversation (a member who left keeps reading those). */
export async function hasMessageCopy(db: Executor, conversationId: string, userId: string) {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), or(eq(messages.senderId, userId), eq(messages.receiverId, userId))))
    .limit(1);
  return row !== undefined;
}

export async function insertMessages(db: Executor, values: (typeof messages.$inferInsert)[]) {
  return db.insert(messages).values(values).returning();
}

/**
 * The crew conversations a user reads: those of crew applications he is the employer of or a member of (still in the
 * crew), and those he has messages in (a member who left).
 */
export async function listCrewConversationsForUser(db: Executor, userId: string) {
  return db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.kind, 'crew'),
        or(
          sql`${conversations.crewApplicationId} in (select ${crewApplications.id} from ${crewApplications} where ${crewApplications.employerId} = ${userId})`,
          sql`${conversations.crewApplicationId} in (
            select a.crew_application_id from ${applications} a
            join ${crewApplications} ca on ca.id = a.crew_application_id
            join ${crewMembers} cm on cm.crew_id = ca.crew_id and cm.user_id = a.worker_id
            where a.worker_id = ${userId})`,
          sql`exists (select 1 from ${messages} m where m.conversation_id = ${conversations.id} and (m.sender_id = ${userId} or m.receiver_id = ${userId}))`,
        ),
      ),
    );
}

/** The reader's unread count and the last message he can see, per conversation. */
export async function summarizeForReader(db: Executor, conversationIds: string[], userId: string) {
  if (conversationIds.length === 0) return new Map<string, { unreadCount: number; last: typeof messages.$inferSelect | null }>();
  const lastRows = await db
    .selectDistinctOn([messages.conversationId])
    .from(messages)
    .where(and(inArray(messages.conversationId, conversationIds), visibleTo(userId)))
    .orderBy(messages.conversationId, desc(messages.sentAt), desc(messages.id));
  const unread = await db
    .select({ conversationId: messages.conversationId, count: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(inArray(messages.conversationId, conversationIds), eq(messages.receiverId, userId), isNull(messages.readAt)))
    .groupBy(messages.conversationId);
  const result = new Map<string, { unreadCount: number; last: typeof messages.$inferSelect | null }>();
  for (const id of conversationIds) result.set(id, { unreadCount: 0, last: null });
  for (const row of lastRows) result.get(row.conversationId)!.last = row;
  for (const row of unread) result.get(row.conversationId)!.unreadCount = row.count;
  return result;
}

/**
 * The rows a reader sees: each message sent to him, and one row of each he sent (the first of a crew message's
 * copies; in a pair conversation every row is his or sent to him).
 */
export function visibleTo(userId: string) {
  return or(
    eq(messages.receiverId, userId),
    and(eq(messages.senderId, userId), or(isNull(messages.postId), eq(messages.id, messages.postId))),
  );
}

/** What a participant list shows of each user (an employer as his company). */
export async function findConversationUsers(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      companyName: employerProfiles.companyName,
      avatarUrl: sql<string | null>`coalesce(${employerProfiles.logo}, ${users.avatarUrl})`,
      userType: users.userType,
      location: sql<string | null>`coalesce(${employerProfiles.headquarters}, ${users.location})`,
    })
    .from(users)
    .leftJoin(employerProfiles, eq(employerProfiles.userId, users.id))
    .where(inArray(users.id, ids));
}
