import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Message } from '@core/messaging/schemas';
import { apiJson } from '@/lib/api-client';

export function messagesKey(conversationId: string) {
  return ['/api/conversations', conversationId, 'messages'] as const;
}

/** The thread (marking what was sent to me as read); `afterId` returns only later messages. */
export function getMessages(conversationId: string, afterId?: string): Promise<Message[]> {
  const query = afterId ? `?after=${encodeURIComponent(afterId)}` : '';
  return apiJson<Message[]>('GET', `/api/conversations/${conversationId}/messages${query}`);
}

export function getMessagesQueryOptions(conversationId: string) {
  return queryOptions({ queryKey: messagesKey(conversationId), queryFn: () => getMessages(conversationId) });
}

export function useMessages(conversationId: string) {
  return useQuery(getMessagesQueryOptions(conversationId));
}
