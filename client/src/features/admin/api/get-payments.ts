import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ConsolePaymentsResponse } from '@core/admin/console';
import { apiJson } from '@/lib/api-client';

export const consolePaymentsKey = ['/api/admin/payments'] as const;

export function useConsolePayments(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: [...consolePaymentsKey, query],
    queryFn: () =>
      apiJson<ConsolePaymentsResponse>('GET', query ? `/api/admin/payments?q=${encodeURIComponent(query)}` : '/api/admin/payments'),
    placeholderData: keepPreviousData,
  });
}
