import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateWorkerCredential, UpdateWorkerCredential, WorkerCredential } from '@core/credentials/schemas';
import { apiJson } from '@/lib/api-client';
import { invalidateCredentialRecords } from '@/lib/api/worker-credentials';

export function createWorkerCredential(input: CreateWorkerCredential) {
  return apiJson<WorkerCredential>('POST', '/api/worker/credentials', input);
}

export function updateWorkerCredential(id: string, input: UpdateWorkerCredential) {
  return apiJson<WorkerCredential>('PATCH', `/api/worker/credentials/${encodeURIComponent(id)}`, input);
}

/** Adds a record, or edits the one with `id`. */
export function useSaveWorkerCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CreateWorkerCredential }) =>
      id ? updateWorkerCredential(id, input) : createWorkerCredential(input),
    onSuccess: () => invalidateCredentialRecords(queryClient),
  });
}
