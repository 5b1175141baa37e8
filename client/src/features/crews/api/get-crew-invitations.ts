import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CrewInvitation } from '@core/crews/schemas';
import { apiJson } from '@/lib/api-client';
import { crewKey } from './get-crew';

export const crewInvitationsKey = (crewId: string) => [...crewKey(crewId), 'invitations'] as const;

/** The foreman's list of his crew's invitations (pending, accepted, expired); never their links. */
export function getCrewInvitations(crewId: string): Promise<CrewInvitation[]> {
  return apiJson<CrewInvitation[]>('GET', `/api/crews/${crewId}/invitations`);
}

export function getCrewInvitationsQueryOptions(crewId: string) {
  return queryOptions({ queryKey: crewInvitationsKey(crewId), queryFn: () => getCrewInvitations(crewId) });
}

export function useCrewInvitations(crewId: string, enabled: boolean) {
  return useQuery({ ...getCrewInvitationsQueryOptions(crewId), enabled });
}
