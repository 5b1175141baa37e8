import { randomUUID } from 'node:crypto';
import { MESSAGE_CREATED_EVENT, MESSAGING_MESSAGES, type Conversation, type Message, type MessagePlatform } from '@core/messaging/schemas';
import { showsSafetyWarning } from '@core/trust/message-safety';
import type { User } from '@core/auth/schemas';
import type { Executor } from '../../db/client';
import type { EventBus } from '../../lib/event-bus';
import { AppError } from '../../plugins/errors';
import * as crewRepo from './crew-repository';
import { toMessageDto } from './message-dto';
import * as repo from './repository';

type ConversationRow = repo.ConversationRow;

// A crew's conversation (issue 51): the employer and the members of one crew application, read from it at each
// step. A member who leaves the crew keeps reading what was said until then (the copies sent to him) and posts no more.

const forbidden = () => new AppError(403, MESSAGING_MESSAGES.notInCrewConversation);

async function currentParticipants(db: Executor, conversation: ConversationRow) {
  const crew = conversation.crewApplicationId ? await crewRepo.findCrewParticipants(db, conversation.crewApplicationId) : null;
  const ids = crew ? [crew.employerId, ...crew.memberIds] : [];
  return { crew, ids };
}

/** Who takes part now, and whether `userId` may read (a participant, or one who was) and post (a participant). */
export async function requireCrewReader(db: Executor, conversation: ConversationRow, userId: string) {
  const participants = await currentParticipants(db, conversation);
  const canPost = participants.ids.includes(userId);
  if (!canPost && !(await crewRepo.hasMessageCopy(db, conversation.id, userId))) throw forbidden();
  return { ...participants, canPost };
}

/**
 * The employer of a crew application, or a member of it still in the crew, opens (or reopens) its one conversation
 * from any member's application. Anyone else is refused (403), whether or not the application exists.
 */
export async function startCrewConversation(db: Executor, user: Pick<User, 'id'>, applicationId: string) {
  const link = await crewRepo.findApplicationCrewLink(db, applicationId);
  if (!link) throw forbidden();
  if (!link.crewApplicationId) {
    if (link.workerId === user.id || link.employerId === user.id) throw new AppError(400, MESSAGING_MESSAGES.notACrewApplication);
    throw forbidden();
  }
  const crew = await crewRepo.findCrewParticipants(db, link.crewApplicationId);
  if (!crew || (crew.employerId !== user.id && !crew.memberIds.includes(user.id))) throw forbidden();
  const conversation =
    (await crewRepo.findCrewConversation(db, link.crewApplicationId)) ??
    (await crewRepo.upsertCrewConversation(db, link.crewApplicationId));
  return { conversationId: conversation.id };
}

/**
 * A participant posts: one row per other participant (the first row's id is the post's), so each has his own
 * unread mark and e-mail; the sender hears of the first row, each receiver of his own.
 */
export async function sendCrewMessage(
  db: Executor,
  events: EventBus,
  conversation: ConversationRow,
  input: { senderId: string; content: string; platform: MessagePlatform },
): Promise<Message> {
  const { ids } = await currentParticipants(db, conversation);
  if (!ids.includes(input.senderId)) throw forbidden();
  const content = input.content.trim();
  if (!content) throw new AppError(400, MESSAGING_MESSAGES.contentRequired);
  const receivers = ids.filter((id) => id !== input.senderId);
  if (receivers.length === 0) throw new AppError(409, MESSAGING_MESSAGES.nobodyElseInCrew);
  const postId = randomUUID();
  const rows = await db.transaction(async (tx) => {
    const inserted = await crewRepo.insertMessages(
      tx,
      receivers.map((receiverId, index) => ({
        ...(index === 0 && { id: postId }),
        postId,
        conversationId: conversation.id,
        senderId: input.senderId,
        receiverId,
        content,
        platform: input.platform,
        messageType: 'text' as const,
      })),
    );
    await repo.touchConversation(tx, conversation.id, inserted[0]!.sentAt);
    return inserted;
  });
  const first = toMessageDto(rows.find((row) => row.id === postId)!);
  await events.publish({ userId: input.senderId, type: MESSAGE_CREATED_EVENT, payload: first });
  const readers = new Map((await crewRepo.findConversationUsers(db, receivers)).map((user) => [user.id, user]));
  for (const row of rows) {
    const message = toMessageDto(row);
    const reader = readers.get(row.receiverId);
    const warned = reader !== undefined && showsSafetyWarning(message, reader);
    await events.publish({
      userId: row.receiverId,
      type: MESSAGE_CREATED_EVENT,
      payload: warned ? { ...message, safetyWarning: true } : message,
    });
  }
  return first;
}

/** The reader's crew conversations in the shape of the list, each with its time for sorting among the others. */
export async function listCrewConversations(db: Executor, userId: string): Promise<{ conversation: Conversation; lastMessageAt: Date }[]> {
  const rows = await crewRepo.listCrewConversationsForUser(db, userId);
  const summaries = await crewRepo.summarizeForReader(
    db,
    rows.map((row) => row.id),
    userId,
  );
  return Promise.all(
    rows.map(async (row) => {
      const { crew, ids } = await currentParticipants(db, row);
      const users = new Map((await crewRepo.findConversationUsers(db, ids)).map((user) => [user.id, user]));
      const summary = summaries.get(row.id)!;
      // A member sees the employer; the employer sees the foreman; a thread whose crew is gone shows its last other sender.
      const otherId =
        crew && userId === crew.employerId ? (crew.foremanId ?? crew.memberIds[0] ?? crew.employerId) : (crew?.employerId ?? null);
      const fallbackId = summary.last ? (summary.last.senderId === userId ? summary.last.receiverId : summary.last.senderId) : userId;
      const otherUser = users.get(otherId ?? '') ?? (await crewRepo.findConversationUsers(db, [fallbackId]))[0]!;
      const conversation: Conversation = {
        id: row.id,
        otherUser,
        unreadCount: summary.unreadCount,
        crew: {
          crewId: crew?.crewId ?? null,
          name: crew?.crewName ?? '',
          jobTitle: crew?.jobTitle ?? null,
          participants: ids.flatMap((id) => users.get(id) ?? []),
          canPost: ids.includes(userId),
        },
        lastMessage: summary.last
          ? { content: summary.last.content, sentAt: summary.last.sentAt.toISOString(), platform: summary.last.platform }
          : null,
      };
      return { conversation, lastMessageAt: row.lastMessageAt };
    }),
  );
}
