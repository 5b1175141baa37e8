import { useQuery } from '@tanstack/react-query';
import type { ReportGroupList } from '@core/reports/schemas';
import { apiJson } from '@/lib/api-client';

export const reportsKey = ['/api/admin/reports'] as const;

export function useReportGroups() {
  return useQuery({ queryKey: reportsKey, queryFn: () => apiJson<ReportGroupList>('GET', '/api/admin/reports') });
}
