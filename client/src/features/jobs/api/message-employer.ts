import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

const CONVERSATIONS_KEY = ['/api/conversations'] as const;

/** Opens (or finds) the worker's conversation with the employer of a job; the worker may then write first. */
export function messageEmployerAboutJob(jobId: string): Promise<{ conversationId: string }> {
  return apiJson<{ conversationId: string }>('POST', '/api/conversations', { jobId });
}

export function useMessageEmployerAboutJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: messageEmployerAboutJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
  });
}
