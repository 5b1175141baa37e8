import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkUpdateApplicationStatusRequest, EmployerApplication } from '@core/applications/schemas';
import { apiJson } from '@/lib/api-client';
import { EMPLOYER_APPLICATIONS_KEY } from './get-employer-applications';

export function bulkUpdateApplicationStatus(input: BulkUpdateApplicationStatusRequest): Promise<EmployerApplication[]> {
  return apiJson<EmployerApplication[]>('POST', '/api/employer/applications/bulk-status', input);
}

export function useBulkUpdateApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateApplicationStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMPLOYER_APPLICATIONS_KEY }),
  });
}
