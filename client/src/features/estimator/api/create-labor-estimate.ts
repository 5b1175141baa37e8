import { useMutation } from '@tanstack/react-query';
import type { LaborEstimate, LaborEstimateRequest } from '@core/estimator/schemas';
import { apiJson } from '@/lib/api-client';

export function createLaborEstimate(request: LaborEstimateRequest): Promise<LaborEstimate> {
  return apiJson<LaborEstimate>('POST', '/api/labor-estimate', request);
}

export function useCreateLaborEstimate() {
  return useMutation({ mutationFn: createLaborEstimate });
}
