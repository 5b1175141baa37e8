import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review } from '@core/reviews/schemas';
import { apiJson } from '@/lib/api-client';
import { employerReviewsQueryKey } from './get-employer-reviews';

export function respondToReview({ reviewId, text }: { reviewId: string; text: string }) {
  return apiJson<Review>('POST', `/api/reviews/${reviewId}/response`, { text });
}

/** The employer's one public answer to a worker's review; his reviews list is read again to show it. */
export function useRespondToReview(employerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employerReviewsQueryKey(employerId) }),
  });
}
