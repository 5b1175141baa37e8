import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateReviewRequest, Review } from '@core/reviews/schemas';
import { apiJson } from '@/lib/api-client';

/**
 * The author's own review of a hire, as the last write answered it. The API has no read for it (the author's review
 * is returned only by POST and PATCH), so it lives in the query cache for the session.
 */
export const myReviewQueryKey = (applicationId: string) => ['reviews', 'mine', applicationId] as const;

export function useMyReview(applicationId: string) {
  return useQuery<Review | null>({ queryKey: myReviewQueryKey(applicationId), queryFn: () => null, staleTime: Infinity, gcTime: Infinity });
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
      queryClient.setQueryData(myReviewQueryKey(applicationId), review);
      // The second review of a hire shows both at once: the lists that may now hold the other side's are read again.
      void queryClient.invalidateQueries({ queryKey: ['/api/workers'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/employers'] });
    },
  });
}
