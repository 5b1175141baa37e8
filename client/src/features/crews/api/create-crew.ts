import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCrewRequest, Crew } from '@core/crews/schemas';
import { apiJson } from '@/lib/api-client';

export function createCrew(input: CreateCrewRequest): Promise<Crew> {
  return apiJson<Crew>('POST', '/api/crews', input);
}

export function useCreateCrew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCrew,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/worker'] }),
  });
}
