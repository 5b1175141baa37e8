import { useMutation } from '@tanstack/react-query';
import type { UpdateUserResponse } from '@core/auth/email-change-schemas';
import type { UpdateUserRequest } from '@core/worker-profile/schemas';
import { apiJson } from '@/lib/api-client';

export function updateUser(userId: string, input: UpdateUserRequest) {
  return apiJson<UpdateUserResponse>('PUT', `/api/users/${userId}`, input);
}

export function useUpdateUser(userId: string) {
  return useMutation({ mutationFn: (input: UpdateUserRequest) => updateUser(userId, input) });
}
