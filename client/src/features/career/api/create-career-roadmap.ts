import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCareerRoadmapInput, CareerRoadmap } from '@core/career/schemas';
import { apiJson } from '@/lib/api-client';
import { getCareerRoadmapsQueryOptions } from './get-career-roadmaps';

export function createCareerRoadmap(input: CreateCareerRoadmapInput) {
  return apiJson<CareerRoadmap>('POST', '/api/career-roadmaps', input);
}

export function useCreateCareerRoadmap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCareerRoadmap,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getCareerRoadmapsQueryOptions().queryKey }),
  });
}
