import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export function capturePayPalOrder(token: string): Promise<{ status: string }> {
  return apiJson('POST', `/api/paypal/capture/${encodeURIComponent(token)}`);
}

export function useCapturePayPalOrder() {
  return useMutation({ mutationFn: capturePayPalOrder });
}
