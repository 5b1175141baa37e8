import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CrewApplicationResponse } from '@core/crews/schemas';
import { apiJson } from '@/lib/api-client';
import { readApplicationSource } from '@/lib/application-source';

export interface CrewApplicationInput {
  jobId: string;
  crewId: string;
  memberIds: string[];
  coverLetter?: string | null;
}

/** POST /api/applications with a crew (issue 51): one application per member chosen, and who meets the job's required credentials. */
export function applyWithCrew(input: CrewApplicationInput): Promise<CrewApplicationResponse> {
  // Where the foreman found the job, when a feed's link brought him: every member's application says so.
  const source = readApplicationSource(input.jobId);
  return apiJson<CrewApplicationResponse>('POST', '/api/applications', { ...input, ...(source && { source }), status: 'pending' });
}

export function useApplyWithCrew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyWithCrew,
    // The foreman's applications and crews (each member's own list refreshes on his dashboard).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/worker'] }),
  });
}
