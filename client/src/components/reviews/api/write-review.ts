import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateReviewRequest, HireReviewState, Review } from '@core/reviews/schemas';
import { apiJson } from '@/lib/api-client';

/** The hire's state for its author: may he write now, and his own review once written (`GET /api/reviews`). */
export const myReviewQueryKey = (applicationId: string) => ['/api/reviews', applicationId] as const;

export function useHireReviewState(applicationId: string) {
  return useQuery({
    queryKey: myReviewQueryKey(applicationId),
    queryFn: () => apiJson<HireReviewState>('GET', `/api/reviews?applicationId=${encodeURIComponent(applicationId)}`),
  });
}

export function createReview(input: CreateReviewRequest) {
  return apiJson<Review>('POST', '/api/reviews', input);
}

export function updateReview({ id, ...input }: Omit<CreateReviewRequest, 'applicationId'> & { id: string }) {
  return apiJson<Review>('PATCH', `/api/reviews/${id}`, input);
}

/** Writes the review, or edits it when `reviewId` is given; the answer becomes the author's copy. */
export function useWriteReview(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, ...input }: Omit<CreateReviewRequest, 'applicationId'> & { reviewId?: string }) =>
      reviewId ? updateReview({ id: reviewId, ...input }) : createReview({ applicationId, ...input }),
    onSuccess: (review) => {
      queryClient.setQueryData<HireReviewState>(myReviewQueryKey(applicationId), { due: true, mine: review });
      // The second review of a hire shows both at once: the lists that may now hold the other side's are read again.
      void queryClient.invalidateQueries({ queryKey: ['/api/workers'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/employers'] });
    },
  });
}
