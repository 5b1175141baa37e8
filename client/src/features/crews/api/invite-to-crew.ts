import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CrewInvitationRequest } from '@core/crews/schemas';
import { apiJson } from '@/lib/api-client';
import { crewInvitationsKey } from './get-crew-invitations';

export function inviteToCrew({ crewId, input }: { crewId: string; input: CrewInvitationRequest }) {
  return apiJson<{ message: string; expiresAt: string }>('POST', `/api/crews/${crewId}/invitations`, input);
}

export function useInviteToCrew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteToCrew,
    onSuccess: (_sent, { crewId }) => queryClient.invalidateQueries({ queryKey: crewInvitationsKey(crewId) }),
  });
}
