import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Crew, UpdateCrewRequest } from '@core/crews/schemas';
import { apiJson } from '@/lib/api-client';
import { crewKey } from './get-crew';

/** PUT /api/crews/{id}: the fields sent change; `foremanId` hands the foreman role to another member. */
export function updateCrew({ crewId, input }: { crewId: string; input: UpdateCrewRequest }): Promise<Crew> {
  return apiJson<Crew>('PUT', `/api/crews/${crewId}`, input);
}

export function useUpdateCrew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCrew,
    onSuccess: (crew) => {
      queryClient.setQueryData(crewKey(crew.id), crew);
      return queryClient.invalidateQueries({ queryKey: ['/api/worker'] });
    },
  });
}
