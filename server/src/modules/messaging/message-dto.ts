import type { Message } from '@core/messaging/schemas';
import type { MessageRow } from './repository';

export function toMessageDto(row: MessageRow): Message {
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
