import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RejectJob, ReviewedJob } from '@core/admin/moderation-schemas';
import { apiJson } from '@/lib/api-client';
import { auditKey } from './get-audit';
import { moderationKey } from './get-moderation';

export function approveJob(jobId: string) {
  return apiJson<ReviewedJob>('POST', `/api/admin/jobs/${jobId}/approve`);
}

export function rejectJob({ jobId, input }: { jobId: string; input: RejectJob }) {
  return apiJson<ReviewedJob>('POST', `/api/admin/jobs/${jobId}/reject`, input);
}

/** A decision takes the job off the queue and adds an audit entry. */
function useReviewMutation<T>(mutationFn: (input: T) => Promise<ReviewedJob>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: moderationKey }), queryClient.invalidateQueries({ queryKey: auditKey })]),
  });
}

export const useApproveJob = () => useReviewMutation(approveJob);
export const useRejectJob = () => useReviewMutation(rejectJob);
