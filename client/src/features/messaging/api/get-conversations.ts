import { queryOptions, useQuery } from '@tanstack/react-query';
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
