import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Fetches an invoice's or credit note's PDF with the session's token, then hands it to the browser as a download. */
export async function downloadInvoicePdf({ id, number }: { id: string; number: string }): Promise<void> {
  const response = await apiRequest('GET', `/api/payments/invoices/${encodeURIComponent(id)}/pdf`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${number}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The billing history's and the console's Download PDF (the billing tabs and the console share it). */
export function useDownloadInvoicePdf() {
  return useMutation({ mutationFn: downloadInvoicePdf });
}
