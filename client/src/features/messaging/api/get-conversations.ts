import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Conversation } from '@core/messaging/schemas';
import { apiJson } from '@/lib/api-client';

export const CONVERSATIONS_KEY = ['/api/conversations'] as const;

export function getConversations(): Promise<Conversation[]> {
  return apiJson<Conversation[]>('GET', '/api/conversations');
}

export function getConversationsQueryOptions() {
  return queryOptions({ queryKey: CONVERSATIONS_KEY, queryFn: getConversations });
}

/** Fetched only once a token and a user id exist (spec 000, permissions). */
export function useConversations({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getConversationsQueryOptions(), enabled });
}

/** Opening a thread marks it read on the server; the list and the tab badge follow at once. */
export function markConversationRead(queryClient: QueryClient, conversationId: string) {
  queryClient.setQueryData<Conversation[]>(CONVERSATIONS_KEY, (list) =>
    list?.some((conversation) => conversation.id === conversationId && conversation.unreadCount > 0)
      ? list.map((conversation) => (conversation.id === conversationId ? { ...conversation, unreadCount: 0 } : conversation))
      : list,
  );
}
