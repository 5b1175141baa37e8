import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobSearchResponse } from '@core/jobs/schemas';
import { apiJson } from '@/lib/api-client';

const JOB_CHOICES = 50;

/** The newest open jobs, to choose one to tailor a resume for. */
export function getJobChoices() {
  return apiJson<JobSearchResponse>('GET', `/api/jobs?sort=newest&limit=${JOB_CHOICES}`);
}

export const getJobChoicesQueryOptions = () => queryOptions({ queryKey: ['/api/jobs', 'resume-choices'], queryFn: getJobChoices });

export function useJobChoices() {
  return useQuery(getJobChoicesQueryOptions());
}
