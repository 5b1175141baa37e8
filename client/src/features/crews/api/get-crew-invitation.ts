import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CrewInvitationPreview } from '@core/crews/schemas';
import { apiJson } from '@/lib/api-client';

export function getCrewInvitation(token: string): Promise<CrewInvitationPreview> {
  return apiJson<CrewInvitationPreview>('GET', `/api/crew-invitations/${encodeURIComponent(token)}`);
}

export const getCrewInvitationQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['/api/crew-invitations', token], queryFn: () => getCrewInvitation(token), retry: false });

/** What an invitation link is (the crew, its foreman, size and trades, whether it still works), before accepting. */
export function useCrewInvitation(token: string) {
  return useQuery({ ...getCrewInvitationQueryOptions(token), enabled: token !== '' });
}
