import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { phoneStatusKey } from './get-phone-status';

export function confirmPhoneCode(code: string): Promise<{ message: string }> {
  return apiJson('POST', '/api/phone-verification/confirm', { code });
}

export function useConfirmPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmPhoneCode, onSuccess: () => queryClient.invalidateQueries({ queryKey: phoneStatusKey }) });
}
