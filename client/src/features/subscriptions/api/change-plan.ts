import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PlanChangeResponse, UndoPlanChangeResponse } from '@core/subscriptions/plan-change';
import { apiJson } from '@/lib/api-client';

export function changePlan(planId: string): Promise<PlanChangeResponse> {
  return apiJson('POST', '/api/subscription/plan-change', { planId });
}

export function undoPlanChange(): Promise<UndoPlanChangeResponse> {
  return apiJson('DELETE', '/api/subscription/plan-change');
}

/** A change moves the plan, the next charge and (an upgrade) the purchases and invoices. */
function invalidateBilling(queryClient: QueryClient) {
  return Promise.all(
    [
      '/api/employer/subscription',
      '/api/worker/subscription',
      '/api/subscription/plan-change',
      '/api/employer/billing-history',
      '/api/payments/invoices',
      '/api/payments/purchases',
    ].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
  );
}

export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changePlan, onSuccess: () => invalidateBilling(queryClient) });
}

export function useUndoPlanChange() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: undoPlanChange, onSuccess: () => invalidateBilling(queryClient) });
}
