import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStatus, EmployerApplication } from '@core/applications/schemas';
import { apiJson } from '@/lib/api-client';
import { EMPLOYER_APPLICATIONS_KEY } from './get-employer-applications';

export function updateApplicationStatus(id: string, status: ApplicationStatus): Promise<EmployerApplication> {
  return apiJson<EmployerApplication>('PATCH', `/api/applications/${id}/status`, { status });
}

export function useUpdateApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ApplicationStatus }) => updateApplicationStatus(id, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMPLOYER_APPLICATIONS_KEY }),
  });
}
