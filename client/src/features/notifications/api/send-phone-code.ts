import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendPhoneCodeRequest } from '@core/channels/schemas';
import { apiJson } from '@/lib/api-client';
import { phoneStatusKey } from './get-phone-status';

export function sendPhoneCode(input: SendPhoneCodeRequest): Promise<{ message: string }> {
  return apiJson('POST', '/api/phone-verification', input);
}

export function useSendPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendPhoneCode, onSuccess: () => queryClient.invalidateQueries({ queryKey: phoneStatusKey }) });
}
