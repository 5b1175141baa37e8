import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export function deactivateAccount() {
  return apiJson<{ message: string }>('PUT', '/api/auth/deactivate');
}

export function useDeactivateAccount() {
  return useMutation({ mutationFn: deactivateAccount });
}
