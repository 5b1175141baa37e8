import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  APPLICANT_PAGE_SIZE,
  EMPLOYER_APPLICATIONS_POLL_MS,
  type ApplicantSort,
  type ApplicationStatus,
  type EmployerApplicationsPage,
} from '@core/applications/schemas';
import { apiJson } from '@/lib/api-client';
import { EMPLOYER_APPLICATIONS_KEY } from './get-employer-applications';

/** The applicants list's controls; '' is "all". */
export interface ApplicantFilters {
  jobId: string;
  status: ApplicationStatus | '';
  q: string;
  sort: ApplicantSort;
  /** Only applicants holding every required credential of the job. */
  qualified: boolean;
  /** YYYY-MM-DD or ''. */
  availableBy: string;
  /** Miles, 'anywhere' or ''. */
  willTravel: string;
}

export const DEFAULT_APPLICANT_FILTERS: ApplicantFilters = {
  jobId: '',
  status: '',
  q: '',
  sort: 'newest',
  qualified: false,
  availableBy: '',
  willTravel: '',
};

export function getEmployerApplicantsPage(filters: ApplicantFilters, cursor: string | null): Promise<EmployerApplicationsPage> {
  const params = new URLSearchParams({ sort: filters.sort, limit: String(APPLICANT_PAGE_SIZE) });
  if (filters.jobId) params.set('jobId', filters.jobId);
  if (filters.status) params.set('status', filters.status);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.qualified) params.set('qualified', 'true');
  if (filters.availableBy) params.set('availableBy', filters.availableBy);
  if (filters.willTravel) params.set('willTravel', filters.willTravel);
  if (cursor) params.set('cursor', cursor);
  return apiJson<EmployerApplicationsPage>('GET', `/api/employer/applications?${params}`);
}

/** Under the applications key, so every change to an application (status, review, bulk) refreshes the pages. */
export function getEmployerApplicantsQueryOptions(filters: ApplicantFilters) {
  return infiniteQueryOptions({
    queryKey: [...EMPLOYER_APPLICATIONS_KEY, 'page', filters],
    queryFn: ({ pageParam }) => getEmployerApplicantsPage(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Polled like the plain list (002 section 7); the last pages stay on screen while new filters load. */
export function useEmployerApplicants(filters: ApplicantFilters) {
  return useInfiniteQuery({
    ...getEmployerApplicantsQueryOptions(filters),
    placeholderData: keepPreviousData,
    refetchInterval: EMPLOYER_APPLICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}
