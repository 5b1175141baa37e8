import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Crew } from '@core/crews/schemas';
import { apiJson } from '@/lib/api-client';

/** The search as the form sends it: blank fields are left out of the query. */
export interface CrewSearch {
  trade: string;
  location: string;
  radiusMiles: string;
  minSize: string;
  credential: string;
}

export const EMPTY_CREW_SEARCH: CrewSearch = { trade: '', location: '', radiusMiles: '100', minSize: '', credential: '' };

export function crewSearchParams(search: CrewSearch): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value.trim() !== '') params.set(key, value.trim());
  // A radius means nothing without a place.
  if (!search.location.trim()) params.delete('radiusMiles');
  return params.toString();
}

export function searchCrews(search: CrewSearch): Promise<Crew[]> {
  return apiJson<Crew[]>('GET', `/api/crews?${crewSearchParams(search)}`);
}

export const searchCrewsQueryOptions = (search: CrewSearch) =>
  queryOptions({ queryKey: ['/api/crews', crewSearchParams(search)], queryFn: () => searchCrews(search) });

/** Crews looking for work (employers): the last results stay while the next search loads. */
export function useCrewSearch(search: CrewSearch) {
  return useQuery({ ...searchCrewsQueryOptions(search), placeholderData: keepPreviousData });
}
