import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationReviewInput, EmployerApplication } from '@core/applications/schemas';
import { apiJson } from '@/lib/api-client';
import { EMPLOYER_APPLICATIONS_KEY } from './get-employer-applications';

export function reviewApplication(id: string, review: ApplicationReviewInput): Promise<EmployerApplication> {
  return apiJson<EmployerApplication>('PATCH', `/api/employer/applications/${id}/review`, review);
}

export function useReviewApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, review }: { id: string; review: ApplicationReviewInput }) => reviewApplication(id, review),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMPLOYER_APPLICATIONS_KEY }),
  });
}
