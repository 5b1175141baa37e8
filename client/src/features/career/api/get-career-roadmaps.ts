import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CareerRoadmap } from '@core/career/schemas';
import { apiJson } from '@/lib/api-client';

export async function getCareerRoadmaps() {
  try {
    return await apiJson<CareerRoadmap[]>('GET', '/api/career-roadmaps');
  } catch {
    throw new Error('Failed to fetch career roadmaps');
  }
}

export const getCareerRoadmapsQueryOptions = () => queryOptions({ queryKey: ['/api/career-roadmaps'], queryFn: getCareerRoadmaps });

export function useCareerRoadmaps() {
  return useQuery(getCareerRoadmapsQueryOptions());
}
