import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CrewPlanMatch } from '@core/crews/plan-match';
import { apiJson } from '@/lib/api-client';

/** An estimate's crew plan as the matches query takes it: "welder:3,millwright:2" and the estimate's place, if any. */
export interface CrewPlanSearch {
  plan: string;
  location: string;
}

function matchParams({ plan, location }: CrewPlanSearch): string {
  const params = new URLSearchParams({ plan });
  if (location.trim()) params.set('location', location.trim());
  return params.toString();
}

export function matchCrews(search: CrewPlanSearch): Promise<CrewPlanMatch[]> {
  return apiJson<CrewPlanMatch[]>('GET', `/api/crews/matches?${matchParams(search)}`);
}

export const matchCrewsQueryOptions = (search: CrewPlanSearch) =>
  queryOptions({ queryKey: ['/api/crews/matches', matchParams(search)], queryFn: () => matchCrews(search) });

/** The crews that fit the plan, best first (GET /api/crews/matches); off until there is a plan. */
export function useCrewMatches(search: CrewPlanSearch | null) {
  return useQuery({ ...matchCrewsQueryOptions(search ?? { plan: '', location: '' }), enabled: Boolean(search?.plan) });
}
