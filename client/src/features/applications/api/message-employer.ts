import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { CONVERSATIONS_KEY } from './contact-candidate';

/** Opens (or reuses) the conversation with the employer of one of the worker's applications. */
export function messageEmployer(employerId: string): Promise<{ conversationId: string }> {
  return apiJson<{ conversationId: string }>('POST', '/api/conversations', { otherUserId: employerId });
}

export function useMessageEmployer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: messageEmployer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
  });
}
