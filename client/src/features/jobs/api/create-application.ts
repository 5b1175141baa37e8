import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateApplicationInput } from '@core/applications/schemas';
import { apiJson } from '@/lib/api-client';

export function createApplication(input: CreateApplicationInput): Promise<{ id: string }> {
  return apiJson<{ id: string }>('POST', '/api/applications', { ...input, status: 'pending' });
}

export function useCreateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/worker'] }),
  });
}
