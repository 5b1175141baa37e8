import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CloseJobRequest, CloseJobResponse } from '@core/admin/account-schemas';
import { apiJson } from '@/lib/api-client';
import { accountsKey } from './get-accounts';
import { auditKey } from './get-audit';
import { reportsKey } from './get-reports';
import { unverifiedEmployersKey } from './get-unverified-employers';

/** Closes a job; the employer is e-mailed the reason. */
export function closeJob(jobId: string, input: CloseJobRequest) {
  return apiJson<CloseJobResponse>('POST', `/api/admin/jobs/${encodeURIComponent(jobId)}/close`, input);
}

export function useCloseJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, reason }: { jobId: string; reason: string }) => closeJob(jobId, { reason }),
    onSuccess: () =>
      Promise.all(
        [accountsKey, auditKey, reportsKey, unverifiedEmployersKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
