import { useQuery } from '@tanstack/react-query';
import type { TodayResponse } from '@core/admin/console';
import { apiJson } from '@/lib/api-client';

export const todayKey = ['/api/admin/today'] as const;

export function useToday() {
  return useQuery({ queryKey: todayKey, queryFn: () => apiJson<TodayResponse>('GET', '/api/admin/today') });
}
