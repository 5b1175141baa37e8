import { useMutation } from '@tanstack/react-query';
import type { CrewJobInvitationResponse } from '@core/crews/job-invitations';
import { apiJson } from '@/lib/api-client';

export function inviteCrewToJob(crewId: string, jobId: string): Promise<CrewJobInvitationResponse> {
  return apiJson<CrewJobInvitationResponse>('POST', `/api/crews/${crewId}/job-invitations`, { jobId });
}

/** The employer invites a crew to apply to one of his open jobs; the foreman is told by his channels. */
export function useInviteCrewToJob() {
  return useMutation({ mutationFn: ({ crewId, jobId }: { crewId: string; jobId: string }) => inviteCrewToJob(crewId, jobId) });
}
