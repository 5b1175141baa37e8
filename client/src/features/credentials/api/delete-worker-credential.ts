import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { invalidateCredentialRecords } from '@/lib/api/worker-credentials';

export function deleteWorkerCredential(id: string) {
  return apiJson<{ message: string }>('DELETE', `/api/worker/credentials/${encodeURIComponent(id)}`);
}

export function useDeleteWorkerCredential() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteWorkerCredential, onSuccess: () => invalidateCredentialRecords(queryClient) });
}
