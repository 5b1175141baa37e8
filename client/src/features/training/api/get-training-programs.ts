import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainingProgram } from '@core/training/schemas';
import { apiJson } from '@/lib/api-client';

/** Every program, or only those leading to one catalogue credential. */
export function getTrainingPrograms(credentialId?: string) {
  const query = credentialId ? `?credentialId=${encodeURIComponent(credentialId)}` : '';
  return apiJson<TrainingProgram[]>('GET', `/api/training-programs${query}`);
}

export const getTrainingProgramsQueryOptions = (credentialId?: string) =>
  queryOptions({
    queryKey: credentialId ? ['/api/training-programs', { credentialId }] : ['/api/training-programs'],
    queryFn: () => getTrainingPrograms(credentialId),
  });

export function useTrainingPrograms(credentialId?: string) {
  return useQuery(getTrainingProgramsQueryOptions(credentialId));
}
