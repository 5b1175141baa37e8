import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CareerAssessment } from '@core/career/schemas';
import { apiJson } from '@/lib/api-client';

export async function getCareerAssessments() {
  try {
    return await apiJson<CareerAssessment[]>('GET', '/api/career-assessments');
  } catch {
    throw new Error('Failed to fetch career assessments');
  }
}

export const getCareerAssessmentsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/career-assessments'], queryFn: getCareerAssessments });

export function useCareerAssessments() {
  return useQuery(getCareerAssessmentsQueryOptions());
}
