import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Crew } from '@core/crews/schemas';
import { apiJson } from '@/lib/api-client';

export function acceptCrewInvitation(token: string): Promise<Crew> {
  return apiJson<Crew>('POST', `/api/crew-invitations/${encodeURIComponent(token)}/accept`);
}

export function useAcceptCrewInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptCrewInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/worker'] }),
  });
}
