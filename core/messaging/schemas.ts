import { z } from 'zod';
import { ACCOUNT_TYPES } from '../shared/options';
import { defineMessages } from '../shared/messages';
import { uuidSchema } from '../shared/ids';
import { MESSAGE_CREATED_EVENT } from './events';

export { MESSAGE_CREATED_EVENT };

export const MESSAGE_PLATFORMS = ['internal', 'whatsapp'] as const;
export type MessagePlatform = (typeof MESSAGE_PLATFORMS)[number];
export const MESSAGE_TYPES = ['text', 'whatsapp_link'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

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
  oneTarget: 'Send one of otherUserId, jobId or applicationId',
  invalidApplicationId: 'applicationId must be an application id',
  notACrewApplication: 'This application was not sent by a crew',
  notInCrewConversation: 'Only the employer and the members of this crew application can take part in its conversation',
  nobodyElseInCrew: 'Nobody else is left in this conversation',
  noWhatsappForCrew: 'WhatsApp hand-off is for a conversation with one person',
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
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;

/**
 * With someone you have an application with (otherUserId), a worker with the employer of a job (jobId), or the
 * employer and the whole crew of a crew application (applicationId: any member's application of it).
 */
export const startConversationRequestSchema = z
  .object({
    otherUserId: uuidSchema(MESSAGING_MESSAGES.userNotFound).optional(),
    jobId: uuidSchema(MESSAGING_MESSAGES.invalidJobId).optional(),
    applicationId: uuidSchema(MESSAGING_MESSAGES.invalidApplicationId).optional(),
  })
  .refine((body) => body.applicationId === undefined || (body.otherUserId === undefined && body.jobId === undefined), {
    error: MESSAGING_MESSAGES.oneTarget,
  })
  .refine((body) => body.applicationId !== undefined || (body.otherUserId === undefined) !== (body.jobId === undefined), {
    error: MESSAGING_MESSAGES.otherUserOrJob,
  });
export type StartConversationRequest = z.input<typeof startConversationRequestSchema>;

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
  /** Set (true) for a worker reading a message that asks them for money (core/trust/message-safety.ts). */
  safetyWarning: z.boolean().optional(),
});
export type Message = z.infer<typeof messageSchema>;

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
export type ConversationUser = z.infer<typeof conversationUserSchema>;

/** A crew conversation (issue 51): the employer and the members of one crew application. */
export const conversationCrewSchema = z.object({
  /** Null once the crew is gone (its last member left): the thread stays readable. */
  crewId: z.string().nullable(),
  name: z.string(),
  jobTitle: z.string().nullable(),
  /** Who takes part now, the reader included; a member who left the crew is no longer listed. */
  participants: z.array(conversationUserSchema),
  /** False for a member who left the crew: he reads what was said until then, and posts no more. */
  canPost: z.boolean(),
});
export type ConversationCrew = z.infer<typeof conversationCrewSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  /** In a crew conversation: the employer for a member, the foreman for the employer. */
  otherUser: conversationUserSchema,
  crew: conversationCrewSchema.optional(),
  unreadCount: z.number().int(),
  /** The other participant's account was frozen by an operator: the thread shows a warning. */
  otherUserSuspended: z.boolean().optional(),
  lastMessage: z.object({ content: z.string(), sentAt: z.string(), platform: z.enum(MESSAGE_PLATFORMS) }).nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListSchema = z.array(conversationSchema);
export const messageListSchema = z.array(messageSchema);
export const conversationIdSchema = z.object({ conversationId: z.string() });
export const whatsappLinkSchema = z.object({ whatsappUrl: z.string(), message: messageSchema });
export type WhatsappLink = z.infer<typeof whatsappLinkSchema>;

/** What travels on the bus and the WebSocket for `message.created`. */
export const messageCreatedPayloadSchema = messageSchema;
