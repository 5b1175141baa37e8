import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResumeSubscription } from '@core/resumes/schemas';
import { apiJson } from '@/lib/api-client';

export function getResumeSubscription() {
  return apiJson<ResumeSubscription>('GET', '/api/resume-subscription');
}

export const getResumeSubscriptionQueryOptions = () =>
  queryOptions({ queryKey: ['/api/resume-subscription'], queryFn: getResumeSubscription });

export function useResumeSubscription() {
  return useQuery(getResumeSubscriptionQueryOptions());
}
