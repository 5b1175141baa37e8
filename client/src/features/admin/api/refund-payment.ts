import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsolePayment, RefundRequest } from '@core/admin/console';
import { apiJson } from '@/lib/api-client';
import { auditKey } from './get-audit';
import { consolePaymentsKey } from './get-payments';
import { todayKey } from './get-today';

export function refundPayment({ id, input }: { id: string; input: RefundRequest }): Promise<ConsolePayment> {
  return apiJson('POST', `/api/admin/payments/${encodeURIComponent(id)}/refund`, input);
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: () => Promise.all([consolePaymentsKey, auditKey, todayKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
