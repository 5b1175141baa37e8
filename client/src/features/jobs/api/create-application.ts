import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateApplicationInput } from '@core/applications/schemas';
import { apiJson } from '@/lib/api-client';
import { readApplicationSource } from '@/lib/application-source';

export function createApplication(input: CreateApplicationInput): Promise<{ id: string }> {
  // Where the worker found the job, when a feed's link brought him (the page remembered it).
  const source = input.source ?? readApplicationSource(input.jobId);
  return apiJson<{ id: string }>('POST', '/api/applications', { ...input, ...(source && { source }), status: 'pending' });
}

export function useCreateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/worker'] }),
  });
}
