import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WhatsappLink } from '@core/messaging/schemas';
import { apiJson } from '@/lib/api-client';
import { CONVERSATIONS_KEY } from './get-conversations';
import { messagesKey } from './get-messages';

export function createWhatsappLink(conversationId: string): Promise<WhatsappLink> {
  return apiJson<WhatsappLink>('POST', `/api/conversations/${conversationId}/whatsapp-link`);
}

export function useCreateWhatsappLink(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createWhatsappLink(conversationId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagesKey(conversationId) }),
        queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY, exact: true }),
      ]),
  });
}
