import { useQuery } from '@tanstack/react-query';
import type { AdminReview, AdminReviewFilter } from '@core/admin/review-schemas';
import { apiJson } from '@/lib/api-client';

export const adminReviewsKey = ['/api/admin/reviews'] as const;

export function getAdminReviews(status: AdminReviewFilter) {
  return apiJson<{ reviews: AdminReview[] }>('GET', `/api/admin/reviews?status=${status}`);
}

/** One of the console's review lists: held, reported, hidden or published. */
export function useAdminReviews(status: AdminReviewFilter) {
  return useQuery({ queryKey: [...adminReviewsKey, status], queryFn: () => getAdminReviews(status) });
}
