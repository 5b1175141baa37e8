import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AccountDetail, AccountSearchResponse } from '@core/admin/account-schemas';
import { apiJson } from '@/lib/api-client';

export const accountsKey = ['/api/admin/accounts'] as const;

export function useAccountSearch(q: string, page: number) {
  return useQuery({
    queryKey: [...accountsKey, { q, page }],
    queryFn: () => apiJson<AccountSearchResponse>('GET', `/api/admin/accounts?${new URLSearchParams({ q, page: String(page) })}`),
    placeholderData: keepPreviousData,
  });
}

export function useAccountDetail(id: string) {
  return useQuery({
    queryKey: [...accountsKey, id],
    queryFn: () => apiJson<AccountDetail>('GET', `/api/admin/accounts/${encodeURIComponent(id)}`),
  });
}
