import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactCandidateRequest, ContactCandidateResponse } from '@core/applications/schemas';
import { apiJson } from '@/lib/api-client';

// The messaging feature's list key; features share query keys, never imports.
export const CONVERSATIONS_KEY = ['/api/conversations'] as const;

export function contactCandidate(id: string, input: ContactCandidateRequest): Promise<ContactCandidateResponse> {
  return apiJson<ContactCandidateResponse>('POST', `/api/applications/${id}/contact`, input);
}

export function useContactCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ContactCandidateRequest }) => contactCandidate(id, input),
    onSuccess: (result) =>
      result.contactMethod === 'internal' ? queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }) : undefined,
  });
}
