import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { CONVERSATIONS_KEY } from './contact-candidate';

export interface CandidateMessage {
  workerId: string;
  content: string;
}

/** One in-app message to each worker through the messaging API: open (or find) the conversation, then send. */
export async function messageCandidates(messages: CandidateMessage[]): Promise<number> {
  for (const { workerId, content } of messages) {
    const { conversationId } = await apiJson<{ conversationId: string }>('POST', '/api/conversations', { otherUserId: workerId });
    await apiJson('POST', `/api/conversations/${conversationId}/messages`, { receiverId: workerId, content });
  }
  return messages.length;
}

export function useMessageCandidates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: messageCandidates,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
  });
}
