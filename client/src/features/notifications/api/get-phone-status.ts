import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PhoneStatus } from '@core/channels/schemas';
import { apiJson } from '@/lib/api-client';

export const phoneStatusKey = ['/api/phone-verification'] as const;

export function getPhoneStatus(): Promise<PhoneStatus> {
  return apiJson<PhoneStatus>('GET', '/api/phone-verification');
}

export function getPhoneStatusQueryOptions() {
  return queryOptions({ queryKey: phoneStatusKey, queryFn: getPhoneStatus });
}

export function usePhoneStatus() {
  return useQuery(getPhoneStatusQueryOptions());
}
