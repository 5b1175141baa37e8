import type { Conversation, ConversationUser } from '@core/messaging/schemas';
import { formatDate, formatTime } from '@/lib/format';

/** How the other participant is named: an employer by their company, anyone else by their name. */
export function participantName(user: Pick<ConversationUser, 'firstName' | 'lastName' | 'companyName'>): string {
  return user.companyName || [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/** Time today, otherwise a short date: enough to place a message without clutter. */
export function formatMessageTime(iso: string): string {
  const isToday = new Date(iso).toDateString() === new Date().toDateString();
  return isToday ? formatTime(iso) : formatDate(iso, 'monthDay');
}

/** A crew conversation is named by its crew; a one-to-one conversation by the other participant. */
export function conversationName(conversation: Pick<Conversation, 'otherUser' | 'crew'>): string {
  return conversation.crew ? conversation.crew.name : participantName(conversation.otherUser);
}
