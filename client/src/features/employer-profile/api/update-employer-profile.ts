import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployerProfileResponse, UpdateEmployerProfileInput } from '@core/employer-profile/schemas';
import { apiJson } from '@/lib/api-client';
import { EMPLOYER_PROFILE_QUERY_KEY } from './get-employer-profile';

export function updateEmployerProfile(userId: string, input: UpdateEmployerProfileInput) {
  return apiJson<EmployerProfileResponse>('PUT', `/api/employer-profile/${userId}`, input);
}

export function useUpdateEmployerProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateEmployerProfileInput) => updateEmployerProfile(userId, input),
    onSuccess: (profile) => queryClient.setQueryData(EMPLOYER_PROFILE_QUERY_KEY, profile),
  });
}
