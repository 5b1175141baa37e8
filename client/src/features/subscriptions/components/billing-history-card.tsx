import * as React from 'react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Invoice } from '@core/subscriptions/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { useDownloadInvoicePdf } from '@/lib/api/download-invoice-pdf';
import { getErrorMessage } from '@/lib/api-client';
import { useInvoiceDescription } from '@/lib/catalogue-label';
import { formatDate, formatMoney } from '@/lib/format';
import { cn } from '@/lib/utils';
import { BillingError } from './billing-state';

const STATUS_VARIANTS = { paid: 'success', pending: 'warning', failed: 'danger', void: 'secondary', refunded: 'secondary' } as const;
const statusVariant = (status: Invoice['status']) => STATUS_VARIANTS[status];
// A void fee was never charged: its amount stays readable but struck through, beside its badge.
const amountClass = (status: Invoice['status']) => (status === 'void' ? 'text-muted-foreground line-through' : undefined);

/** Invoices and credit notes (a refund's, negative), each with its number and its PDF; dates in the reader's zone. */
export function BillingHistoryCard({ history }: { history: UseQueryResult<Invoice[]> }) {
  const { t } = useTranslation('subscriptions');
  const describeInvoice = useInvoiceDescription();
  const download = useDownloadInvoicePdf();
  const [viewed, setViewed] = React.useState<Invoice | null>(null);
  const describe = (invoice: Invoice) =>
    invoice.description ? describeInvoice(invoice.description) : t('invoiceFallback', { id: invoice.id.slice(0, 8) });
  const numberText = (invoice: Invoice & { number: string }) =>
    t(invoice.status === 'refunded' ? 'creditNoteNumber' : 'invoiceNumber', { number: invoice.number });
  const downloadPdf = (invoice: Invoice & { number: string }) =>
    download.mutate(
      { id: invoice.id, number: invoice.number },
      {
        onError: (error) =>
          toast({ variant: 'destructive', title: t('downloadFailed'), description: getErrorMessage(error, t('downloadFailed')) }),
      },
    );
  const downloadButton = (invoice: Invoice) =>
    invoice.number !== null && (
      <Button
        variant="outline"
        size="sm"
        aria-label={t('downloadPdfOf', { number: invoice.number })}
        disabled={download.isPending && download.variables?.id === invoice.id}
        onClick={() => downloadPdf({ ...invoice, number: invoice.number! })}
      >
        <Download className="mr-1 h-4 w-4" aria-hidden="true" />
        {t('downloadPdf')}
      </Button>
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('billingHistory')}</CardTitle>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <div className="h-16 animate-pulse rounded bg-slate-100" aria-hidden="true" />
        ) : history.isError ? (
          <BillingError onRetry={() => void history.refetch()} />
        ) : history.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('noBillingHistory')}</p>
        ) : (
          <ul className="divide-y">
            {history.data.map((invoice) => (
              <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0 [overflow-wrap:anywhere]">
                  <p className="font-medium">{describe(invoice)}</p>
                  <p className="text-sm text-muted-foreground">
                    {invoice.number !== null && `${numberText({ ...invoice, number: invoice.number })} · `}
                    {formatDate(invoice.date, 'numeric')}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <span className={cn('font-semibold', amountClass(invoice.status))}>{formatMoney(invoice.amount)}</span>
                  <Badge variant={statusVariant(invoice.status)}>{t(`invoiceStatus.${invoice.status}`)}</Badge>
                  <Button variant="ghost" size="sm" aria-label={`${t('view')} ${describe(invoice)}`} onClick={() => setViewed(invoice)}>
                    {t('view')}
                  </Button>
                  {downloadButton(invoice)}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <Dialog open={viewed !== null} onOpenChange={(open) => !open && setViewed(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('invoiceDetails')}</DialogTitle>
          </DialogHeader>
          {viewed && (
            <>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="text-muted-foreground">{t('number')}</dt>
                <dd className="break-all">{viewed.number ?? viewed.id}</dd>
                <dt className="text-muted-foreground">{t('date')}</dt>
                <dd>{formatDate(viewed.date, 'numeric')}</dd>
                <dt className="text-muted-foreground">{t('amount')}</dt>
                <dd className={amountClass(viewed.status)}>{formatMoney(viewed.amount)}</dd>
                <dt className="text-muted-foreground">{t('status')}</dt>
                <dd>
                  <Badge variant={statusVariant(viewed.status)}>{t(`invoiceStatus.${viewed.status}`)}</Badge>
                </dd>
                <dt className="sr-only">{t('billingHistory')}</dt>
                <dd className="col-span-2 font-medium">{describe(viewed)}</dd>
              </dl>
              <div>{downloadButton(viewed)}</div>
            </>
          )}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
