import type { ConversationUser } from '@core/messaging/schemas';

/** How the other participant is named: an employer by their company, anyone else by their name. */
export function participantName(user: Pick<ConversationUser, 'firstName' | 'lastName' | 'companyName'>): string {
  return user.companyName || [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/** Time today, otherwise a short date: enough to place a message without clutter. */
export function formatMessageTime(iso: string, locale?: string): string {
  const date = new Date(iso);
  const isToday = date.toDateString() === new Date().toDateString();
  return isToday
    ? date.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' })
    : date.toLocaleDateString(locale, { month: 'short', day: 'numeric' });
}
