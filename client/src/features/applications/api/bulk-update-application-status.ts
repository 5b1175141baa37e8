import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkUpdateApplicationStatusRequest, EmployerApplication } from '@core/applications/schemas';
import { apiJson } from '@/lib/api-client';
import { applyApplicationChanges } from './applicant-pages-cache';
import { EMPLOYER_APPLICATIONS_KEY } from './get-employer-applications';

export function bulkUpdateApplicationStatus(input: BulkUpdateApplicationStatusRequest): Promise<EmployerApplication[]> {
  return apiJson<EmployerApplication[]>('POST', '/api/employer/applications/bulk-status', input);
}

/** The answer names every changed application, so the loaded lists take it as it is instead of refetching. */
export function useBulkUpdateApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateApplicationStatus,
    onSuccess: (updated) => {
      applyApplicationChanges(queryClient, updated);
      return queryClient.invalidateQueries({ queryKey: EMPLOYER_APPLICATIONS_KEY, exact: true });
    },
  });
}
