import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCertificationInput, Certification } from '@core/career/schemas';
import { apiJson } from '@/lib/api-client';
import { invalidateCredentialRecords } from '@/lib/api/worker-credentials';

export function createCertification(input: CreateCertificationInput) {
  return apiJson<Certification>('POST', '/api/certifications', input);
}

/** A certification is also a record of the worker's credential wallet, which refreshes with it. */
export function useCreateCertification() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCertification, onSuccess: () => invalidateCredentialRecords(queryClient) });
}
