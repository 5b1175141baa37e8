import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

const CONVERSATIONS_KEY = ['/api/conversations'] as const;

/**
 * Opens (or finds) the one conversation of a crew application: the employer and every member. Any member's
 * application id names it, so the employer's applicant card and a member's own application both can.
 */
export function openCrewConversation(applicationId: string): Promise<{ conversationId: string }> {
  return apiJson<{ conversationId: string }>('POST', '/api/conversations', { applicationId });
}

export function useOpenCrewConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openCrewConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
  });
}
