import { useMutation } from '@tanstack/react-query';
import type { CreateReportRequest, Report } from '@core/reports/schemas';
import { apiJson } from '@/lib/api-client';

/** Reports a job, an employer, a worker or a message: one shared call for every feature's Report action. */
export function createReport(input: CreateReportRequest) {
  return apiJson<{ report: Report; updated: boolean }>('POST', '/api/reports', input);
}

export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
