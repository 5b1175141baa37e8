import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCertificationInput, Certification } from '@core/career/schemas';
import { apiJson } from '@/lib/api-client';
import { getCertificationsQueryOptions } from './get-certifications';

export function createCertification(input: CreateCertificationInput) {
  return apiJson<Certification>('POST', '/api/certifications', input);
}

export function useCreateCertification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCertification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getCertificationsQueryOptions().queryKey }),
  });
}
