import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainingStats } from '@core/training/schemas';
import { apiJson } from '@/lib/api-client';

export function getTrainingStats() {
  return apiJson<TrainingStats>('GET', '/api/training-stats');
}

export const getTrainingStatsQueryOptions = () => queryOptions({ queryKey: ['/api/training-stats'], queryFn: getTrainingStats });

export function useTrainingStats() {
  return useQuery(getTrainingStatsQueryOptions());
}
