import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReview } from '@core/admin/review-schemas';
import { apiJson } from '@/lib/api-client';
import { adminReviewsKey } from './get-admin-reviews';
import { auditKey } from './get-audit';
import { reportsKey } from './get-reports';

export function moderateReview({ id, action, reason }: { id: string; action: 'hide' | 'restore'; reason: string }) {
  return apiJson<AdminReview>('POST', `/api/admin/reviews/${id}/${action}`, { reason });
}

/** Hiding or restoring moves the review between the lists and adds an audit entry. */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateReview,
    onSuccess: () => Promise.all([adminReviewsKey, auditKey, reportsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
