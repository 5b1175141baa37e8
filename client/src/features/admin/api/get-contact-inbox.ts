import { useQuery } from '@tanstack/react-query';
import type { ContactInboxResponse } from '@core/admin/console';
import { apiJson } from '@/lib/api-client';

export const contactInboxKey = ['/api/admin/contact'] as const;

export function useContactInbox() {
  return useQuery({ queryKey: contactInboxKey, queryFn: () => apiJson<ContactInboxResponse>('GET', '/api/admin/contact') });
}
