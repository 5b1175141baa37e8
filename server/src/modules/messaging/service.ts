import { buildWhatsappUrl, canonicalPair, phoneDigits, whatsappPrefill } from '@core/messaging/rules';
import {
  MESSAGE_CREATED_EVENT,
  MESSAGING_MESSAGES,
  type Conversation,
  type Message,
  type MessagePlatform,
  type MessageType,
} from '@core/messaging/schemas';
import { JOB_MESSAGES } from '@core/jobs/schemas';
import { isUuid } from '@core/shared/ids';
import { asksForMoney, showsSafetyWarning } from '@core/trust/message-safety';
import type { AccountType } from '@core/shared/options';
import type { Executor } from '../../db/client';
import type { EventBus } from '../../lib/event-bus';
import { AppError } from '../../plugins/errors';
import { findJobContact, hasWorkerAppliedToEmployer, hasWorkerAppliedToJob } from '../../lib/hiring-relationship';
import { listCrewConversations, requireCrewReader, sendCrewMessage } from './crew-conversations';
import { toMessageDto } from './message-dto';
import * as repo from './repository';

export { startCrewConversation } from './crew-conversations';
export { toMessageDto };

function otherParticipant(conversation: repo.ConversationRow, userId: string): string {
  return (conversation.userAId === userId ? conversation.userBId : conversation.userAId)!;
}

/**
 * The conversation if `userId` may read it: a pair's two users (404 otherwise, so outsiders learn nothing), or a
 * crew's participants and former participants (403 for anyone else, crew-conversations.ts).
 */
async function requireReader(db: Executor, conversationId: string, userId: string) {
  const conversation = await repo.findConversationById(db, conversationId);
  if (conversation?.kind === 'crew') {
    await requireCrewReader(db, conversation, userId);
    return conversation;
  }
  if (!conversation || (conversation.userAId !== userId && conversation.userBId !== userId)) {
    throw new AppError(404, MESSAGING_MESSAGES.conversationNotFound);
  }
  return conversation;
}

async function findOrCreateConversation(db: Executor, userId: string, otherUserId: string) {
  const [userAId, userBId] = canonicalPair(userId, otherUserId);
  return (await repo.findConversationByPair(db, userAId, userBId)) ?? (await repo.upsertConversation(db, userAId, userBId));
}

/** Stores the message, moves the conversation up the list and tells both participants. */
async function storeAndPublish(
  db: Executor,
  events: EventBus,
  values: {
    conversationId: string;
    senderId: string;
    receiverId: string;
    content: string;
    platform: MessagePlatform;
    messageType: MessageType;
  },
): Promise<Message> {
  const row = await db.transaction(async (tx) => {
    const message = await repo.insertMessage(tx, values);
    await repo.touchConversation(tx, values.conversationId, message.sentAt);
    return message;
  });
  const message = toMessageDto(row);
  await events.publish({ userId: values.senderId, type: MESSAGE_CREATED_EVENT, payload: message });
  // The receiver's copy carries the safety warning when they are a worker asked for money.
  const receiver = asksForMoney(message.content) ? await repo.findUserSummary(db, values.receiverId) : null;
  const warned = receiver !== null && showsSafetyWarning(message, receiver);
  await events.publish({
    userId: values.receiverId,
    type: MESSAGE_CREATED_EVENT,
    payload: warned ? { ...message, safetyWarning: true } : message,
  });
  return message;
}

/**
 * Contract for the applications module (employer contacts a candidate): finds or creates the
 * conversation between the two users, stores the message and publishes it. The caller has
 * already checked that the two users are connected by an application.
 */
export async function startOrContinueConversation(
  db: Executor,
  events: EventBus,
  input: { fromUserId: string; toUserId: string; content: string },
): Promise<{ conversationId: string }> {
  const content = input.content.trim();
  if (!content) throw new AppError(400, MESSAGING_MESSAGES.contentRequired);
  if (input.fromUserId === input.toUserId) throw new AppError(400, MESSAGING_MESSAGES.cannotMessageSelf);
  const conversation = await findOrCreateConversation(db, input.fromUserId, input.toUserId);
  await storeAndPublish(db, events, {
    conversationId: conversation.id,
    senderId: input.fromUserId,
    receiverId: input.toUserId,
    content,
    platform: 'internal',
    messageType: 'text',
  });
  return { conversationId: conversation.id };
}

/** The user's one-to-one and crew conversations, the latest message first. */
export async function listConversations(db: Executor, userId: string): Promise<Conversation[]> {
  const [pairs, crews] = await Promise.all([listPairConversations(db, userId), listCrewConversations(db, userId)]);
  if (crews.length === 0) return pairs.map((entry) => entry.conversation);
  return [...pairs, ...crews]
    .sort((a, b) => b.lastMessageAt.getTime() - a.lastMessageAt.getTime() || (a.conversation.id < b.conversation.id ? 1 : -1))
    .map((entry) => entry.conversation);
}

async function listPairConversations(db: Executor, userId: string): Promise<{ conversation: Conversation; lastMessageAt: Date }[]> {
  const rows = await repo.listConversationsForUser(db, userId);
  return rows.map((row) => ({
    lastMessageAt: row.lastMessageAt,
    conversation: {
      id: row.id,
      otherUser: row.otherUser,
      unreadCount: row.unreadCount,
      ...(row.otherUserSuspended && { otherUserSuspended: true }),
      lastMessage: row.lastMessage?.sentAt
        ? {
            content: row.lastMessage.content,
            sentAt: new Date(row.lastMessage.sentAt).toISOString(),
            platform: row.lastMessage.platform,
          }
        : null,
    },
  }));
}

function parseAfter(after: string | undefined): { sentAt: Date } | { messageId: string } | undefined {
  if (after === undefined) return undefined;
  if (isUuid(after)) return { messageId: after };
  const sentAt = new Date(after);
  if (Number.isNaN(sentAt.getTime())) throw new AppError(400, MESSAGING_MESSAGES.invalidAfter);
  return { sentAt };
}

/** The thread for a participant; opening it marks the messages sent to them as read. */
export async function readConversation(
  db: Executor,
  input: { userId: string; userType: AccountType; conversationId: string; after?: string; now: Date },
): Promise<Message[]> {
  const after = parseAfter(input.after);
  await requireReader(db, input.conversationId, input.userId);
  if (after && 'messageId' in after) {
    if (!(await repo.hasMessageInConversation(db, input.conversationId, after.messageId))) {
      throw new AppError(400, MESSAGING_MESSAGES.invalidAfter);
    }
  }
  await repo.markMessagesRead(db, input.conversationId, input.userId, input.now);
  const rows = await repo.listMessages(db, input.conversationId, input.userId, after);
  const reader = { id: input.userId, userType: input.userType };
  return rows.map((row) => {
    const message = toMessageDto(row);
    return showsSafetyWarning(message, reader) ? { ...message, safetyWarning: true } : message;
  });
}

export async function sendMessage(
  db: Executor,
  events: EventBus,
  input: {
    senderId: string;
    conversationId: string;
    receiverId: string;
    content: string;
    platform: MessagePlatform;
  },
): Promise<Message> {
  const conversation = await requireReader(db, input.conversationId, input.senderId);
  // A crew message goes to every participant: the receiverId the form sends is not needed.
  if (conversation.kind === 'crew') return sendCrewMessage(db, events, conversation, input);
  if (input.receiverId !== otherParticipant(conversation, input.senderId)) {
    throw new AppError(403, MESSAGING_MESSAGES.receiverMismatch);
  }
  const content = input.content.trim();
  if (!content) throw new AppError(400, MESSAGING_MESSAGES.contentRequired);
  return storeAndPublish(db, events, {
    conversationId: conversation.id,
    senderId: input.senderId,
    receiverId: input.receiverId,
    content,
    platform: input.platform,
    messageType: 'text',
  });
}

/**
 * Opens a conversation with someone the user has an application with: a worker with an
 * employer they applied to, an employer with a worker who applied to them. Anyone else is a
 * stranger (403), whether or not the account exists.
 */
export async function startConversation(
  db: Executor,
  input: { userId: string; userType: AccountType; otherUserId: string },
): Promise<{ conversationId: string }> {
  if (input.userId === input.otherUserId) throw new AppError(400, MESSAGING_MESSAGES.cannotMessageSelf);
  const other = await repo.findUserSummary(db, input.otherUserId);
  const isConnected =
    other !== null &&
    other.userType !== input.userType &&
    (input.userType === 'worker'
      ? await hasWorkerAppliedToEmployer(db, input.userId, other.id)
      : await hasWorkerAppliedToEmployer(db, other.id, input.userId));
  if (!isConnected) throw new AppError(403, MESSAGING_MESSAGES.notAllowed);
  const conversation = await findOrCreateConversation(db, input.userId, input.otherUserId);
  return { conversationId: conversation.id };
}

/**
 * A worker opens (or reopens) the conversation with the employer of a job: an open job, which any
 * worker may ask about before applying, or a closed one they applied to. One thread per pair, so
 * asking again, or about another job of the same employer, returns the same conversation.
 */
export async function startConversationAboutJob(
  db: Executor,
  input: { userId: string; userType: AccountType; jobId: string; now: Date },
): Promise<{ conversationId: string }> {
  if (input.userType !== 'worker') throw new AppError(403, MESSAGING_MESSAGES.workersOnly);
  const job = await findJobContact(db, input.jobId, input.now);
  if (!job) throw new AppError(404, JOB_MESSAGES.notFound);
  if (!job.isOpen && !(await hasWorkerAppliedToJob(db, input.userId, input.jobId))) {
    throw new AppError(410, MESSAGING_MESSAGES.jobClosed);
  }
  const conversation = await findOrCreateConversation(db, input.userId, job.employerId);
  return { conversationId: conversation.id };
}

function displayName(user: { firstName: string | null; lastName: string | null }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/** Whose phone WhatsApp should open: an employer's company phone first, else the account phone. */
function whatsappPhone(user: NonNullable<Awaited<ReturnType<typeof repo.findUserSummary>>>) {
  const preferred = user.userType === 'employer' ? phoneDigits(user.employerPhone) : null;
  return preferred ?? phoneDigits(user.phone);
}

/** A wa.me link to the other participant, prefilled with the conversation; logged in the thread. */
export async function createWhatsappLink(
  db: Executor,
  events: EventBus,
  input: { userId: string; conversationId: string },
): Promise<{ whatsappUrl: string; message: Message }> {
  const conversation = await requireReader(db, input.conversationId, input.userId);
  if (conversation.kind === 'crew') throw new AppError(400, MESSAGING_MESSAGES.noWhatsappForCrew);
  const otherUserId = otherParticipant(conversation, input.userId);
  const [me, other] = await Promise.all([repo.findUserSummary(db, input.userId), repo.findUserSummary(db, otherUserId)]);
  const digits = other ? whatsappPhone(other) : null;
  if (!me || !other || !digits) throw new AppError(400, MESSAGING_MESSAGES.noPhone);
  const lastMessage = await repo.findLastMessage(db, conversation.id);
  const text = whatsappPrefill({
    otherName: displayName(other),
    myName: displayName(me),
    lastMessage: lastMessage?.content,
  });
  const message = await storeAndPublish(db, events, {
    conversationId: conversation.id,
    senderId: input.userId,
    receiverId: otherUserId,
    content: text,
    platform: 'whatsapp',
    messageType: 'whatsapp_link',
  });
  return { whatsappUrl: buildWhatsappUrl(digits, text), message };
}
