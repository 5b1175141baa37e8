import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStatus, EmployerApplication } from '@core/applications/schemas';
import { apiJson } from '@/lib/api-client';
import { applyApplicationChanges, restoreApplicantPages, snapshotApplicantPages } from './applicant-pages-cache';
import { EMPLOYER_APPLICATIONS_KEY } from './get-employer-applications';

/** A hire may name the worker's first day (YYYY-MM-DD, issue 55). */
export function updateApplicationStatus(id: string, status: ApplicationStatus, startDate?: string): Promise<EmployerApplication> {
  return apiJson<EmployerApplication>('PATCH', `/api/applications/${id}/status`, startDate ? { status, startDate } : { status });
}

/** The card moves between the loaded lists at once; a refusal puts every list back as it was. */
export function useUpdateApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, startDate }: { id: string; status: ApplicationStatus; startDate?: string }) =>
      updateApplicationStatus(id, status, startDate),
    onMutate: async ({ id, status }) => {
      const snapshot = await snapshotApplicantPages(queryClient);
      const current = snapshot
        .flatMap(([, data]) => data?.pages ?? [])
        .flatMap((page) => page.applications)
        .find((item) => item.id === id);
      if (current) applyApplicationChanges(queryClient, [{ ...current, status }], () => current.status);
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      if (context) restoreApplicantPages(queryClient, context.snapshot);
    },
    onSuccess: (updated) => applyApplicationChanges(queryClient, [updated]),
    // The plain list (dashboard overview) is not paged: it is simply read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: EMPLOYER_APPLICATIONS_KEY, exact: true }),
  });
}
