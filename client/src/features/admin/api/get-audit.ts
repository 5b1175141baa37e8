import { useQuery } from '@tanstack/react-query';
import type { AuditListResponse } from '@core/admin/schemas';
import { apiJson } from '@/lib/api-client';

export const auditKey = ['/api/admin/audit'] as const;

export function useAudit() {
  return useQuery({ queryKey: auditKey, queryFn: () => apiJson<AuditListResponse>('GET', '/api/admin/audit') });
}
