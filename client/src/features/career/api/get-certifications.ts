import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Certification } from '@core/career/schemas';
import { apiJson } from '@/lib/api-client';

export async function getCertifications() {
  try {
    return await apiJson<Certification[]>('GET', '/api/certifications');
  } catch {
    throw new Error('Failed to fetch certifications');
  }
}

export const getCertificationsQueryOptions = () => queryOptions({ queryKey: ['/api/certifications'], queryFn: getCertifications });

export function useCertifications() {
  return useQuery(getCertificationsQueryOptions());
}
