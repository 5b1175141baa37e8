import { and, asc, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { employerProfiles } from '../../db/schema/employer-profile';
import { conversations, messages } from '../../db/schema/messaging';
import { visibleTo } from './crew-repository';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

export async function findConversationByPair(db: Executor, userAId: string, userBId: string) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.userAId, userAId), eq(conversations.userBId, userBId)));
  return row ?? null;
}

/** Inserts the pair, or returns the existing row when a concurrent request created it first. */
export async function upsertConversation(db: Executor, userAId: string, userBId: string) {
  const [row] = await db
    .insert(conversations)
    .values({ userAId, userBId })
    .onConflictDoUpdate({
      target: [conversations.userAId, conversations.userBId],
      set: { userAId: sql`excluded.user_a_id` },
    })
    .returning();
  return row!;
}

export async function findConversationById(db: Executor, id: string) {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  return row ?? null;
}

export async function insertMessage(db: Executor, values: typeof messages.$inferInsert) {
  const [row] = await db.insert(messages).values(values).returning();
  return row!;
}

export async function touchConversation(db: Executor, id: string, lastMessageAt: Date) {
  await db.update(conversations).set({ lastMessageAt }).where(eq(conversations.id, id));
}

export async function hasMessageInConversation(db: Executor, conversationId: string, id: string) {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.id, id)));
  return row !== undefined;
}

/** The messages `viewerId` sees, oldest first; `after` (a time or a message id) keeps only later ones. */
export async function listMessages(
  db: Executor,
  conversationId: string,
  viewerId: string,
  after?: { sentAt: Date } | { messageId: string },
) {
  // Comparing against the stored sent_at keeps microsecond precision that a JS Date would lose.
  const afterCondition = !after
    ? undefined
    : 'sentAt' in after
      ? gt(messages.sentAt, after.sentAt)
      : sql`(${messages.sentAt}, ${messages.id}) > (select m.sent_at, m.id from ${messages} m where m.id = ${after.messageId})`;
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), visibleTo(viewerId), afterCondition))
    .orderBy(asc(messages.sentAt), asc(messages.id));
}

export async function findLastMessage(db: Executor, conversationId: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.messageType, 'text')))
    .orderBy(desc(messages.sentAt), desc(messages.id))
    .limit(1);
  return row ?? null;
}

export async function markMessagesRead(db: Executor, conversationId: string, receiverId: string, now: Date) {
  await db
    .update(messages)
    .set({ readAt: now })
    .where(and(eq(messages.conversationId, conversationId), eq(messages.receiverId, receiverId), isNull(messages.readAt)));
}

/** The user's conversations with the other participant (an employer's company), unread count and last message, newest first. */
export async function listConversationsForUser(db: Executor, userId: string) {
  const otherUserId = sql<string>`case when ${conversations.userAId} = ${userId} then ${conversations.userBId} else ${conversations.userAId} end`;
  const lastMessage = db
    .select({
      conversationId: messages.conversationId,
      content: messages.content,
      sentAt: messages.sentAt,
      platform: messages.platform,
    })
    .from(messages)
    .where(eq(messages.conversationId, conversations.id))
    .orderBy(desc(messages.sentAt), desc(messages.id))
    .limit(1)
    .as('last_message');
  return db
    .select({
      id: conversations.id,
      lastMessageAt: conversations.lastMessageAt,
      otherUser: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        // An employer appears as their company: its name, logo and headquarters when set.
        companyName: employerProfiles.companyName,
        avatarUrl: sql<string | null>`coalesce(${employerProfiles.logo}, ${users.avatarUrl})`,
        userType: users.userType,
        location: sql<string | null>`coalesce(${employerProfiles.headquarters}, ${users.location})`,
      },
      otherUserSuspended: sql<boolean>`${users.frozenAt} is not null`,
      unreadCount: sql<number>`(select count(*)::int from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.receiverId} = ${userId} and ${messages.readAt} is null)`,
      lastMessage: {
        content: lastMessage.content,
        sentAt: lastMessage.sentAt,
        platform: lastMessage.platform,
      },
    })
    .from(conversations)
    .innerJoin(users, eq(users.id, otherUserId))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, users.id))
    .leftJoinLateral(lastMessage, sql`true`)
    .where(or(eq(conversations.userAId, userId), eq(conversations.userBId, userId)))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id));
}

export async function findUserSummary(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      userType: users.userType,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      employerPhone: employerProfiles.phoneNumber,
    })
    .from(users)
    .leftJoin(employerProfiles, eq(employerProfiles.userId, users.id))
    .where(eq(users.id, id));
  return row ?? null;
}
