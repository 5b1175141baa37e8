import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactInboxMessage, ContactReplyRequest } from '@core/admin/console';
import { apiJson } from '@/lib/api-client';
import { auditKey } from './get-audit';
import { contactInboxKey } from './get-contact-inbox';

export function replyToContact({ id, input }: { id: string; input: ContactReplyRequest }): Promise<ContactInboxMessage> {
  return apiJson('POST', `/api/admin/contact/${encodeURIComponent(id)}/reply`, input);
}

export function useReplyToContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToContact,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: contactInboxKey }), queryClient.invalidateQueries({ queryKey: auditKey })]),
  });
}
