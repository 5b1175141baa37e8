import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { crewKey } from './get-crew';

/** The foreman removes a member, or any member removes himself (leaves). */
export function removeCrewMember({ crewId, userId }: { crewId: string; userId: string }) {
  return apiJson<{ message: string }>('DELETE', `/api/crews/${crewId}/members/${userId}`);
}

export function useRemoveCrewMember() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: removeCrewMember,
    onSuccess: (_answer, { crewId, userId }) =>
      Promise.all([
        // Whoever left can no longer read the crew: its copy is dropped rather than asked for again (a 403).
        userId === user?.id
          ? queryClient.invalidateQueries({ queryKey: crewKey(crewId), refetchType: 'none' })
          : queryClient.invalidateQueries({ queryKey: crewKey(crewId) }),
        queryClient.invalidateQueries({ queryKey: ['/api/worker'] }),
      ]),
  });
}
