import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { EmployerReviewList } from '@core/reviews/schemas';
import { apiJson } from '@/lib/api-client';

export const employerReviewsQueryKey = (employerId: string) => ['/api/employers', employerId, 'reviews'] as const;

export function getEmployerReviews(employerId: string, cursor: string | null): Promise<EmployerReviewList> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiJson<EmployerReviewList>('GET', `/api/employers/${employerId}/reviews${query}`);
}

export function getEmployerReviewsQueryOptions(employerId: string) {
  return infiniteQueryOptions({
    queryKey: employerReviewsQueryKey(employerId),
    queryFn: ({ pageParam }) => getEmployerReviews(employerId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** A company's shown reviews from the workers it hired, newest first, a page at a time, with its averages. */
export function useEmployerReviews(employerId: string) {
  return useInfiniteQuery(getEmployerReviewsQueryOptions(employerId));
}
