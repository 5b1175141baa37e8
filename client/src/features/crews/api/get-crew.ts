import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Crew } from '@core/crews/schemas';
import { apiJson } from '@/lib/api-client';

export const crewKey = (crewId: string) => ['/api/crews', crewId] as const;

export function getCrew(crewId: string): Promise<Crew> {
  return apiJson<Crew>('GET', `/api/crews/${crewId}`);
}

export function getCrewQueryOptions(crewId: string) {
  return queryOptions({ queryKey: crewKey(crewId), queryFn: () => getCrew(crewId) });
}

export function useCrew(crewId: string | undefined) {
  return useQuery({ ...getCrewQueryOptions(crewId ?? ''), enabled: Boolean(crewId) });
}
