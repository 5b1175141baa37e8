import { AlertCircle, CheckCircle2, Loader2 } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { planNameText } from '@core/shared/catalogue-texts';
import { PublicLayout } from '@/components/layout/public-layout';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useCatalogueLabel } from '@/lib/catalogue-label';
import { useCapturePayPalOrder } from '../api/capture-paypal-order';
import { useConfirmPayment } from '../api/confirm-payment';

type Outcome = { state: 'processing' } | { state: 'success'; planName: string } | { state: 'error'; message: string };

export function PaymentSuccessPage() {
  const { t } = useTranslation('payments');
  const label = useCatalogueLabel();
  const { isLoading } = useAuth();
  const [params] = useSearchParams();
  const plan = params.get('plan') ?? '';
  const paymentIntentId = params.get('payment_intent');
  const token = params.get('token');
  const confirmPayment = useConfirmPayment();
  const capturePayPal = useCapturePayPalOrder();
  const [outcome, setOutcome] = React.useState<Outcome>({ state: 'processing' });
  const hasStarted = React.useRef(false);

  React.useEffect(() => {
    if (isLoading || hasStarted.current || (!paymentIntentId && !token)) return;
    hasStarted.current = true;
    const fail = (error: unknown) => {
      const message = getErrorMessage(error, t('success.errorFallback'));
      toast({ variant: 'destructive', title: t('success.toastTitle'), description: message });
      setOutcome({ state: 'error', message });
    };
    async function verify() {
      try {
        if (!plan) throw new Error(t('success.errorFallback'));
        if (token) {
          const capture = await capturePayPal.mutateAsync(token);
          if (capture.status !== 'COMPLETED') throw new Error(t('success.paypalNotCompleted'));
        }
        const confirmed = await confirmPayment.mutateAsync(token ? { token, plan } : { paymentIntentId: paymentIntentId!, plan });
        setOutcome({ state: 'success', planName: confirmed.planName });
      } catch (error) {
        fail(error);
      }
    }
    void verify();
  }, [isLoading, plan, paymentIntentId, token, capturePayPal, confirmPayment, t]);

  if (!paymentIntentId && !token) return <Navigate to="/pricing" replace />;

  return (
    <PublicLayout>
      <div className="mx-auto max-w-lg px-4 py-16">
        <Card>
          <CardContent className="grid justify-items-center gap-4 p-8 text-center sm:p-10">
            {outcome.state === 'processing' && (
              <div role="status" className="grid justify-items-center gap-3">
                <Loader2 className="h-10 w-10 animate-spin text-primary" aria-hidden="true" />
                <h1 className="text-2xl font-bold">{t('success.processingTitle')}</h1>
                <p className="text-muted-foreground">{t('success.processingText')}</p>
              </div>
            )}
            {outcome.state === 'success' && (
              <>
                <CheckCircle2 className="h-12 w-12 text-green-600" aria-hidden="true" />
                <h1 className="text-2xl font-bold">{t('success.successTitle')}</h1>
                <p className="text-muted-foreground">
                  {t('success.successText', {
                    plan: label(outcome.planName ? { key: planNameText(plan).key, en: outcome.planName } : planNameText(plan)),
                  })}
                </p>
                <Button asChild>
                  <Link to="/employer-dashboard">{t('success.goToDashboard')}</Link>
                </Button>
              </>
            )}
            {outcome.state === 'error' && (
              <>
                <AlertCircle className="h-12 w-12 text-destructive" aria-hidden="true" />
                <h1 className="text-2xl font-bold">{t('success.errorTitle')}</h1>
                <p className="text-muted-foreground">{outcome.message}</p>
                <div className="flex flex-wrap justify-center gap-3">
                  <Button asChild variant="outline">
                    <Link to="/pricing">{t('success.backToPricing')}</Link>
                  </Button>
                  <Button asChild>
                    <Link to="/contact-us">{t('success.contactSupport')}</Link>
                  </Button>
                </div>
              </>
            )}
          </CardContent>
        </Card>
      </div>
    </PublicLayout>
  );
}
