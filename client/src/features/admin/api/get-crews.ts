import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminCrewDetail, AdminCrewList } from '@core/admin/crew-schemas';
import { apiJson } from '@/lib/api-client';

export const crewsKey = ['/api/admin/crews'] as const;

export function getConsoleCrews(q: string): Promise<AdminCrewList> {
  return apiJson<AdminCrewList>('GET', `/api/admin/crews?${new URLSearchParams({ q })}`);
}

export function useConsoleCrews(q: string) {
  return useQuery({ queryKey: [...crewsKey, { q }], queryFn: () => getConsoleCrews(q), placeholderData: keepPreviousData });
}

export function useConsoleCrew(id: string) {
  return useQuery({
    queryKey: [...crewsKey, id],
    queryFn: () => apiJson<AdminCrewDetail>('GET', `/api/admin/crews/${encodeURIComponent(id)}`),
  });
}
