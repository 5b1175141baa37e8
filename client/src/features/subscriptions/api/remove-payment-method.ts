import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function removePaymentMethod(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/payment-methods/${id}`);
}

export function useRemovePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePaymentMethod,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/payment-methods'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/employer/subscription'] }),
      ]),
  });
}
