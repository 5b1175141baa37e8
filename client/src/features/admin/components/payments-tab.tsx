import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsolePayment } from '@core/admin/console';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { useDownloadInvoicePdf } from '@/lib/api/download-invoice-pdf';
import { getErrorMessage } from '@/lib/api-client';
import { useInvoiceDescription } from '@/lib/catalogue-label';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { useConsolePayments } from '../api/get-payments';
import { RefundDialog } from './refund-dialog';

const STATUS_VARIANTS = { paid: 'success', pending: 'warning', failed: 'danger', void: 'secondary', refunded: 'secondary' } as const;

/** A paid purchase, or a fee still owed or paid, that has not been refunded yet. */
const isRefundable = (payment: ConsolePayment) =>
  payment.refundableAmount > 0 &&
  (payment.kind === 'pay_per_hire'
    ? !payment.refund && (payment.status === 'paid' || payment.status === 'pending')
    : payment.status === 'paid');
const refundTextKey = (payment: ConsolePayment) =>
  payment.refund?.isStripe
    ? 'payments.refundedAtStripe'
    : payment.provider === 'paypal'
      ? 'payments.refundedAtPayPal'
      : 'payments.refundRecorded';
const REFUND_STATUS_VARIANTS = { pending: 'warning', confirmed: 'success', failed: 'danger' } as const;

/** Purchases and pay-per-hire fees, searchable by e-mail, company or item; a purchase is refunded in parts up to what was paid. */
export function PaymentsTab() {
  const { t } = useTranslation('admin');
  const [q, setQ] = React.useState('');
  const { data, isPending, isError } = useConsolePayments(q);
  const [refunding, setRefunding] = React.useState<ConsolePayment | null>(null);
  const download = useDownloadInvoicePdf();
  const describeItem = useInvoiceDescription();
  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5 sm:max-w-sm">
        <Label htmlFor="admin-payments-search">{t('payments.search')}</Label>
        <Input id="admin-payments-search" type="search" value={q} maxLength={200} onChange={(event) => setQ(event.target.value)} />
      </div>
      {isPending ? (
        <p className="text-muted-foreground">{t('loading')}</p>
      ) : isError ? (
        <p role="alert">{t('loadError')}</p>
      ) : data.payments.length === 0 ? (
        <p className="text-muted-foreground">{t('payments.empty')}</p>
      ) : (
        <ul className="grid gap-2" aria-label={t('tabs.payments')}>
          {data.payments.map((payment) => (
            <li key={payment.id} className="grid gap-1 rounded-md border bg-white p-3 text-sm">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0 [overflow-wrap:anywhere]">
                  <p className="font-medium">{describeItem(payment.item)}</p>
                  <p className="text-muted-foreground">
                    {payment.company ?? t('payments.noCompany')} · {payment.email} · {formatDate(payment.date, 'numeric')}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <span className="font-semibold">{formatMoney(payment.amount)}</span>
                  <Badge variant={STATUS_VARIANTS[payment.status]}>{t(`payments.status.${payment.status}`)}</Badge>
                </div>
              </div>
              {payment.refund && (
                <p className="rounded bg-slate-50 p-2 [overflow-wrap:anywhere]">
                  <Badge variant={REFUND_STATUS_VARIANTS[payment.refund.status]} className="mr-2">
                    {t(`payments.refundStatus.${payment.refund.status}`)}
                  </Badge>
                  {t(refundTextKey(payment), {
                    amount: formatMoney(payment.refund.amount),
                    date: formatDateTime(payment.refund.createdAt),
                    reason: payment.refund.reason,
                  })}
                  {payment.refund.isFromProviderDashboard && (
                    <span className="ml-1 text-xs text-muted-foreground">{t('payments.madeInProviderDashboard')}</span>
                  )}
                  {payment.kind === 'purchase' &&
                    ` ${t('payments.postsOutcome', { revoked: payment.refund.postsRevoked, kept: payment.refund.postsKept })}`}
                  {payment.refund.hireLeftOn && ` ${t('payments.hireLeft', { date: formatDate(payment.refund.hireLeftOn, 'numeric') })}`}
                  {payment.kind === 'purchase' &&
                    ` ${t('payments.refundTotals', {
                      refunded: formatMoney(payment.refundedAmount, 'cents'),
                      left: formatMoney(payment.refundableAmount, 'cents'),
                    })}`}
                </p>
              )}
              {(isRefundable(payment) || payment.number) && (
                <div className="flex flex-wrap gap-2">
                  {payment.number && (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('payments.downloadPdfOf', { number: payment.number })}
                      disabled={download.isPending && download.variables?.id === payment.id}
                      onClick={() =>
                        download.mutate(
                          { id: payment.id, number: payment.number! },
                          {
                            onError: (error) =>
                              toast({
                                variant: 'destructive',
                                title: t('payments.downloadFailed'),
                                description: getErrorMessage(error, t('payments.downloadFailed')),
                              }),
                          },
                        )
                      }
                    >
                      {t('payments.downloadPdf')}
                    </Button>
                  )}
                  {isRefundable(payment) && (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setRefunding(payment)}
                      aria-label={t('payments.refundItem', { item: describeItem(payment.item), email: payment.email })}
                    >
                      {t('payments.refund')}
                    </Button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {refunding && <RefundDialog payment={refunding} open onOpenChange={(open) => !open && setRefunding(null)} />}
    </div>
  );
}
