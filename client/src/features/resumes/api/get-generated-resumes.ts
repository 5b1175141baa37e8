import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GeneratedResume } from '@core/resumes/schemas';
import { apiJson } from '@/lib/api-client';

/** The server answers the five most recent. */
export function getGeneratedResumes() {
  return apiJson<GeneratedResume[]>('GET', '/api/generated-resumes');
}

export const getGeneratedResumesQueryOptions = () => queryOptions({ queryKey: ['/api/generated-resumes'], queryFn: getGeneratedResumes });

export function useGeneratedResumes() {
  return useQuery(getGeneratedResumesQueryOptions());
}
