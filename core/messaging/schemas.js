import { z } from 'zod';
import { ACCOUNT_TYPES } from '../shared/options';
import { defineMessages } from '../shared/messages';
import { uuidSchema } from '../shared/ids';
import { MESSAGE_CREATED_EVENT } from './events';
export { MESSAGE_CREATED_EVENT };
export const MESSAGE_PLATFORMS = ['internal', 'whatsapp'];
export const MESSAGE_TYPES = ['text', 'whatsapp_link'];
/** Longest message accepted; keeps one message well inside a NOTIFY payload. */
export const MESSAGE_MAX_LENGTH = 2000;
/** The event type published on the bus for every new message. */
export const MESSAGING_MESSAGES = defineMessages('messaging', {
    contentRequired: 'Message cannot be empty',
    contentTooLong: `Message must be at most ${MESSAGE_MAX_LENGTH} characters`,
    conversationNotFound: 'Conversation not found',
    receiverMismatch: 'You can only send messages to the other participant of this conversation',
    notAllowed: 'You can only message people you have an application with',
    userNotFound: 'User not found',
    cannotMessageSelf: 'You cannot start a conversation with yourself',
    noPhone: 'This user has no phone number on file for WhatsApp',
    invalidAfter: 'after must be a date or a message id',
    invalidJobId: 'jobId must be a job id',
    workersOnly: 'Only workers can message an employer about a job',
    jobClosed: 'This job is closed. You can message its employer only if you applied to it.',
    otherUserOrJob: 'Send either otherUserId or jobId',
});
const contentField = z
    .string({ error: MESSAGING_MESSAGES.contentRequired })
    .trim()
    .min(1, MESSAGING_MESSAGES.contentRequired)
    .max(MESSAGE_MAX_LENGTH, MESSAGING_MESSAGES.contentTooLong);
export const sendMessageRequestSchema = z.object({
    content: contentField,
    platform: z.enum(MESSAGE_PLATFORMS).default('internal'),
    messageType: z.literal('text').default('text'),
    receiverId: uuidSchema(MESSAGING_MESSAGES.receiverMismatch),
});
/** With someone you have an application with (otherUserId), or a worker with the employer of a job (jobId). */
export const startConversationRequestSchema = z
    .object({
    otherUserId: uuidSchema(MESSAGING_MESSAGES.userNotFound).optional(),
    jobId: uuidSchema(MESSAGING_MESSAGES.invalidJobId).optional(),
})
    .refine((body) => (body.otherUserId === undefined) !== (body.jobId === undefined), { error: MESSAGING_MESSAGES.otherUserOrJob });
export const conversationParamsSchema = z.object({
    id: uuidSchema(MESSAGING_MESSAGES.conversationNotFound),
});
export const listMessagesQuerySchema = z.object({
    /** ISO timestamp or message id: only messages sent after it (a reconnecting client catches up). */
    after: z.string().trim().min(1).optional(),
});
export const messageSchema = z.object({
    id: z.string(),
    conversationId: z.string(),
    senderId: z.string(),
    receiverId: z.string(),
    content: z.string(),
    platform: z.enum(MESSAGE_PLATFORMS),
    messageType: z.enum(MESSAGE_TYPES),
    sentAt: z.string(),
    readAt: z.string().nullable(),
});
export const conversationUserSchema = z.object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    /** Set for employers with a company profile: workers see the company, not the person. */
    companyName: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    userType: z.enum(ACCOUNT_TYPES),
    location: z.string().nullable(),
});
export const conversationSchema = z.object({
    id: z.string(),
    otherUser: conversationUserSchema,
    unreadCount: z.number().int(),
    lastMessage: z.object({ content: z.string(), sentAt: z.string(), platform: z.enum(MESSAGE_PLATFORMS) }).nullable(),
});
export const conversationListSchema = z.array(conversationSchema);
export const messageListSchema = z.array(messageSchema);
export const conversationIdSchema = z.object({ conversationId: z.string() });
export const whatsappLinkSchema = z.object({ whatsappUrl: z.string(), message: messageSchema });
/** What travels on the bus and the WebSocket for `message.created`. */
export const messageCreatedPayloadSchema = messageSchema;
