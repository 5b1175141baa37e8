import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Interview, ScheduleInterviewRequest } from '@core/interviews/schemas';
import { apiJson } from '@/lib/api-client';
import { EMPLOYER_APPLICATIONS_KEY } from './get-employer-applications';

export function scheduleInterview(applicationId: string, input: ScheduleInterviewRequest) {
  return apiJson<{ message: string; interview: Interview }>('POST', `/api/applications/${applicationId}/interview`, input);
}

export function useScheduleInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, input }: { applicationId: string; input: ScheduleInterviewRequest }) =>
      scheduleInterview(applicationId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMPLOYER_APPLICATIONS_KEY }),
  });
}
