import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { MESSAGE_CREATED_EVENT } from '@core/messaging/events';
import type { Message } from '@core/messaging/schemas';
import { REALTIME_READY, refetchAfterEvent, useRealtimeEvent } from '@/lib/realtime';
import { CONVERSATIONS_KEY } from '../api/get-conversations';
import { getMessages, messagesKey } from '../api/get-messages';

function mergeMessages(current: Message[], incoming: Message[]): Message[] {
  const known = new Set(current.map((message) => message.id));
  return [...current, ...incoming.filter((message) => !known.has(message.id))];
}

/**
 * Keeps the list and the open thread current from the WebSocket: a new message (or a
 * socket becoming ready) fetches only what came after the last message shown, which also marks it read.
 */
export function useLiveMessages(activeConversationId: string | null, enabled: boolean) {
  const queryClient = useQueryClient();

  const catchUp = React.useCallback(
    async (conversationId: string) => {
      const key = messagesKey(conversationId);
      const current = queryClient.getQueryData<Message[]>(key);
      const lastId = current?.at(-1)?.id;
      if (!current || !lastId) {
        await refetchAfterEvent(queryClient, { queryKey: key });
      } else {
        const later = await getMessages(conversationId, lastId);
        queryClient.setQueryData<Message[]>(key, (existing) => mergeMessages(existing ?? [], later));
      }
    },
    [queryClient],
  );

  const refresh = React.useCallback(
    async (conversationId: string | null) => {
      try {
        if (conversationId) await catchUp(conversationId);
      } finally {
        // After the catch-up, so the unread count already reflects what was just read.
        await refetchAfterEvent(queryClient, { queryKey: CONVERSATIONS_KEY, exact: true });
      }
    },
    [catchUp, queryClient],
  );

  useRealtimeEvent(
    MESSAGE_CREATED_EVENT,
    (payload) => {
      const conversationId = (payload as Partial<Message> | null)?.conversationId ?? null;
      if (conversationId && conversationId !== activeConversationId) {
        void refetchAfterEvent(queryClient, { queryKey: messagesKey(conversationId) });
        void refresh(null);
        return;
      }
      // Oversized events arrive without their conversation id; the open thread catches up either way.
      void refresh(activeConversationId);
    },
    enabled,
  );

  useRealtimeEvent(REALTIME_READY, () => void refresh(activeConversationId), enabled);
}
