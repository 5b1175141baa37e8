import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainingProgram } from '@core/training/schemas';
import { apiJson } from '@/lib/api-client';

export function getTrainingPrograms() {
  return apiJson<TrainingProgram[]>('GET', '/api/training-programs');
}

export const getTrainingProgramsQueryOptions = () => queryOptions({ queryKey: ['/api/training-programs'], queryFn: getTrainingPrograms });

export function useTrainingPrograms() {
  return useQuery(getTrainingProgramsQueryOptions());
}
