import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { centsToDollars } from '@core/payments/money';
import { PAYMENT_MESSAGES } from '@core/payments/schemas';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage, isApiErrorFor } from '@/lib/api-client';
import { useCreatePayPalOrder } from '../api/create-paypal-order';

/** Sends the buyer to PayPal's approval page; the success page captures the order afterwards. */
export function PayPalTab({ planId, planName, priceCents }: { planId: string; planName: string; priceCents: number }) {
  const { t } = useTranslation('payments');
  const createOrder = useCreatePayPalOrder();
  const [alert, setAlert] = React.useState<string | null>(null);
  const isBusy = createOrder.isPending || createOrder.isSuccess;

  async function pay() {
    if (isBusy) return;
    setAlert(null);
    try {
      const { approvalUrl } = await createOrder.mutateAsync({ amount: centsToDollars(priceCents), currency: 'USD', planName, planId });
      if (!approvalUrl) {
        toast({ variant: 'destructive', title: t('checkout.paypalErrorTitle'), description: t('checkout.paypalNoApproval') });
        createOrder.reset();
        return;
      }
      window.location.href = approvalUrl;
    } catch (error) {
      const isUnconfigured = isApiErrorFor(error, PAYMENT_MESSAGES.paypalNotConfigured);
      toast({
        variant: 'destructive',
        title: t('checkout.paypalErrorTitle'),
        description: isUnconfigured ? t('checkout.paypalUnavailable') : getErrorMessage(error, t('checkout.paypalErrorFallback')),
      });
      setAlert(
        isApiErrorFor(error, PAYMENT_MESSAGES.paypalAuthFailed)
          ? t('checkout.paypalConfigAlert')
          : isUnconfigured
            ? t('checkout.paypalUnavailable')
            : t('checkout.paypalFailedAlert'),
      );
    }
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t('checkout.paypalText')}</p>
      {alert && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-red-50 p-3 text-sm text-red-800">
          {alert}
        </p>
      )}
      <Button type="button" onClick={pay} disabled={isBusy} className="w-full bg-[#ffc439] text-slate-900 hover:bg-[#f2b930]">
        {isBusy ? t('checkout.redirecting') : t('checkout.payWithPaypal')}
      </Button>
    </div>
  );
}
