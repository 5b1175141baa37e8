import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message, SendMessageRequest } from '@core/messaging/schemas';
import { apiJson } from '@/lib/api-client';
import { CONVERSATIONS_KEY } from './get-conversations';
import { messagesKey } from './get-messages';

export function sendMessage(conversationId: string, input: SendMessageRequest): Promise<Message> {
  return apiJson<Message>('POST', `/api/conversations/${conversationId}/messages`, input);
}

export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageRequest) => sendMessage(conversationId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagesKey(conversationId) }),
        queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY, exact: true }),
      ]),
  });
}
