import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanChangePreview } from '@core/subscriptions/plan-change';
import { apiJson } from '@/lib/api-client';

export function previewPlanChange(planId: string): Promise<PlanChangePreview> {
  return apiJson<PlanChangePreview>('GET', `/api/subscription/plan-change?planId=${encodeURIComponent(planId)}`);
}

export function getPlanChangePreviewQueryOptions(planId: string) {
  // The proration moves with the clock: read it fresh each time a plan is chosen.
  return queryOptions({ queryKey: ['/api/subscription/plan-change', planId], queryFn: () => previewPlanChange(planId), staleTime: 0 });
}

export function usePlanChangePreview(planId: string | null) {
  return useQuery({ ...getPlanChangePreviewQueryOptions(planId ?? ''), enabled: planId !== null, retry: false });
}
