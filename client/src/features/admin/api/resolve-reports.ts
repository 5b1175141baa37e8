import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportTargetType, ResolveReportsRequest } from '@core/reports/schemas';
import { apiJson } from '@/lib/api-client';
import { accountsKey } from './get-accounts';
import { auditKey } from './get-audit';
import { crewsKey } from './get-crews';
import { reportsKey } from './get-reports';

export function resolveReports(target: { targetType: ReportTargetType; targetId: string }, input: ResolveReportsRequest) {
  return apiJson<{ resolved: number }>('POST', `/api/admin/reports/${target.targetType}/${target.targetId}/resolve`, input);
}

export function useResolveReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, input }: { target: { targetType: ReportTargetType; targetId: string }; input: ResolveReportsRequest }) =>
      resolveReports(target, input),
    onSuccess: () =>
      Promise.all([reportsKey, auditKey, accountsKey, crewsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
