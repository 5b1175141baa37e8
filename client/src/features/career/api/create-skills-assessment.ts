import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSkillsAssessmentInput, SkillsAssessment } from '@core/career/schemas';
import { apiJson } from '@/lib/api-client';
import { getSkillsAssessmentsQueryOptions } from './get-skills-assessments';

export function createSkillsAssessment(input: CreateSkillsAssessmentInput) {
  return apiJson<SkillsAssessment>('POST', '/api/skills-assessments', input);
}

export function useCreateSkillsAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSkillsAssessment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getSkillsAssessmentsQueryOptions().queryKey }),
  });
}
