import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SkillsAssessment } from '@core/career/schemas';
import { apiJson } from '@/lib/api-client';

export async function getSkillsAssessments() {
  try {
    return await apiJson<SkillsAssessment[]>('GET', '/api/skills-assessments');
  } catch {
    throw new Error('Failed to fetch skills assessments');
  }
}

export const getSkillsAssessmentsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/skills-assessments'], queryFn: getSkillsAssessments });

export function useSkillsAssessments() {
  return useQuery(getSkillsAssessmentsQueryOptions());
}
