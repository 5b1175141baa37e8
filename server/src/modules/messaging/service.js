import { buildWhatsappUrl, canonicalPair, phoneDigits, whatsappPrefill } from '@core/messaging/rules';
import { MESSAGE_CREATED_EVENT, MESSAGING_MESSAGES, } from '@core/messaging/schemas';
import { JOB_MESSAGES } from '@core/jobs/schemas';
import { isUuid } from '@core/shared/ids';
import { AppError } from '../../plugins/errors';
import { findJobContact, hasWorkerAppliedToEmployer, hasWorkerAppliedToJob } from '../../lib/hiring-relationship';
import * as repo from './repository';
export function toMessageDto(row) {
    return {
        id: row.id,
        conversationId: row.conversationId,
        senderId: row.senderId,
        receiverId: row.receiverId,
        content: row.content,
        platform: row.platform,
        messageType: row.messageType,
        sentAt: row.sentAt.toISOString(),
        readAt: row.readAt ? row.readAt.toISOString() : null,
    };
}
function otherParticipant(conversation, userId) {
    return conversation.userAId === userId ? conversation.userBId : conversation.userAId;
}
/** The conversation if `userId` takes part in it; 404 otherwise, so outsiders learn nothing. */
async function requireParticipant(db, conversationId, userId) {
    const conversation = await repo.findConversationById(db, conversationId);
    if (!conversation || (conversation.userAId !== userId && conversation.userBId !== userId)) {
        throw new AppError(404, MESSAGING_MESSAGES.conversationNotFound);
    }
    return conversation;
}
async function findOrCreateConversation(db, userId, otherUserId) {
    const [userAId, userBId] = canonicalPair(userId, otherUserId);
    return (await repo.findConversationByPair(db, userAId, userBId)) ?? (await repo.upsertConversation(db, userAId, userBId));
}
/** Stores the message, moves the conversation up the list and tells both participants. */
async function storeAndPublish(db, events, values) {
    const row = await db.transaction(async (tx) => {
        const message = await repo.insertMessage(tx, values);
        await repo.touchConversation(tx, values.conversationId, message.sentAt);
        return message;
    });
    const message = toMessageDto(row);
    for (const userId of [values.senderId, values.receiverId]) {
        await events.publish({ userId, type: MESSAGE_CREATED_EVENT, payload: message });
    }
    return message;
}
/**
 * Contract for the applications module (employer contacts a candidate): finds or creates the
 * conversation between the two users, stores the message and publishes it. The caller has
 * already checked that the two users are connected by an application.
 */
export async function startOrContinueConversation(db, events, input) {
    const content = input.content.trim();
    if (!content)
        throw new AppError(400, MESSAGING_MESSAGES.contentRequired);
    if (input.fromUserId === input.toUserId)
        throw new AppError(400, MESSAGING_MESSAGES.cannotMessageSelf);
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
export async function listConversations(db, userId) {
    const rows = await repo.listConversationsForUser(db, userId);
    return rows.map((row) => ({
        id: row.id,
        otherUser: row.otherUser,
        unreadCount: row.unreadCount,
        lastMessage: row.lastMessage?.sentAt
            ? {
                content: row.lastMessage.content,
                sentAt: new Date(row.lastMessage.sentAt).toISOString(),
                platform: row.lastMessage.platform,
            }
            : null,
    }));
}
function parseAfter(after) {
    if (after === undefined)
        return undefined;
    if (isUuid(after))
        return { messageId: after };
    const sentAt = new Date(after);
    if (Number.isNaN(sentAt.getTime()))
        throw new AppError(400, MESSAGING_MESSAGES.invalidAfter);
    return { sentAt };
}
/** The thread for a participant; opening it marks the messages sent to them as read. */
export async function readConversation(db, input) {
    const after = parseAfter(input.after);
    await requireParticipant(db, input.conversationId, input.userId);
    if (after && 'messageId' in after) {
        if (!(await repo.hasMessageInConversation(db, input.conversationId, after.messageId))) {
            throw new AppError(400, MESSAGING_MESSAGES.invalidAfter);
        }
    }
    await repo.markMessagesRead(db, input.conversationId, input.userId, input.now);
    const rows = await repo.listMessages(db, input.conversationId, after);
    return rows.map(toMessageDto);
}
export async function sendMessage(db, events, input) {
    const conversation = await requireParticipant(db, input.conversationId, input.senderId);
    if (input.receiverId !== otherParticipant(conversation, input.senderId)) {
        throw new AppError(403, MESSAGING_MESSAGES.receiverMismatch);
    }
    const content = input.content.trim();
    if (!content)
        throw new AppError(400, MESSAGING_MESSAGES.contentRequired);
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
export async function startConversation(db, input) {
    if (input.userId === input.otherUserId)
        throw new AppError(400, MESSAGING_MESSAGES.cannotMessageSelf);
    const other = await repo.findUserSummary(db, input.otherUserId);
    const isConnected = other !== null &&
        other.userType !== input.userType &&
        (input.userType === 'worker'
            ? await hasWorkerAppliedToEmployer(db, input.userId, other.id)
            : await hasWorkerAppliedToEmployer(db, other.id, input.userId));
    if (!isConnected)
        throw new AppError(403, MESSAGING_MESSAGES.notAllowed);
    const conversation = await findOrCreateConversation(db, input.userId, input.otherUserId);
    return { conversationId: conversation.id };
}
/**
 * A worker opens (or reopens) the conversation with the employer of a job: an open job, which any
 * worker may ask about before applying, or a closed one they applied to. One thread per pair, so
 * asking again, or about another job of the same employer, returns the same conversation.
 */
export async function startConversationAboutJob(db, input) {
    if (input.userType !== 'worker')
        throw new AppError(403, MESSAGING_MESSAGES.workersOnly);
    const job = await findJobContact(db, input.jobId, input.now);
    if (!job)
        throw new AppError(404, JOB_MESSAGES.notFound);
    if (!job.isOpen && !(await hasWorkerAppliedToJob(db, input.userId, input.jobId))) {
        throw new AppError(410, MESSAGING_MESSAGES.jobClosed);
    }
    const conversation = await findOrCreateConversation(db, input.userId, job.employerId);
    return { conversationId: conversation.id };
}
function displayName(user) {
    return [user.firstName, user.lastName].filter(Boolean).join(' ');
}
/** Whose phone WhatsApp should open: an employer's company phone first, else the account phone. */
function whatsappPhone(user) {
    const preferred = user.userType === 'employer' ? phoneDigits(user.employerPhone) : null;
    return preferred ?? phoneDigits(user.phone);
}
/** A wa.me link to the other participant, prefilled with the conversation; logged in the thread. */
export async function createWhatsappLink(db, events, input) {
    const conversation = await requireParticipant(db, input.conversationId, input.userId);
    const otherUserId = otherParticipant(conversation, input.userId);
    const [me, other] = await Promise.all([repo.findUserSummary(db, input.userId), repo.findUserSummary(db, otherUserId)]);
    const digits = other ? whatsappPhone(other) : null;
    if (!me || !other || !digits)
        throw new AppError(400, MESSAGING_MESSAGES.noPhone);
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
