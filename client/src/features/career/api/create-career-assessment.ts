import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCareerAssessmentInput, CareerAssessment } from '@core/career/schemas';
import { apiJson } from '@/lib/api-client';
import { getCareerAssessmentsQueryOptions } from './get-career-assessments';

export function createCareerAssessment(input: CreateCareerAssessmentInput) {
  return apiJson<CareerAssessment>('POST', '/api/career-assessments', input);
}

export function useCreateCareerAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCareerAssessment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getCareerAssessmentsQueryOptions().queryKey }),
  });
}
