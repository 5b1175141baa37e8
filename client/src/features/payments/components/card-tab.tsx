import { Loader2 } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CreateIntentResponse, TestCardForm as TestCardValues } from '@core/payments/schemas';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useConfirmTestCardPayment } from '../api/confirm-test-card-payment';
import { useCreatePaymentIntent } from '../api/create-payment-intent';
import { usePaymentConfig } from '../api/get-payment-config';
import { TestCardForm } from './test-card-form';

// Stripe Elements and Stripe.js load only when the server has a publishable key and a Stripe intent.
const StripeCardForm = React.lazy(() => import('./stripe-card-form').then((module) => ({ default: module.StripeCardForm })));

/** Creates the payment intent for the plan, then shows Stripe Elements or the test-mode form. */
export function CardTab({ planId, amountCents, amountLabel }: { planId: string; amountCents: number; amountLabel: string }) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const config = usePaymentConfig();
  const createIntent = useCreatePaymentIntent();
  const confirmTestCard = useConfirmTestCardPayment();
  const [intent, setIntent] = React.useState<CreateIntentResponse | null>(null);
  const hasStarted = React.useRef(false);

  React.useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    createIntent.mutate(
      { planId, amount: amountCents },
      // Spec 000 section 8: a failed intent creation returns the buyer to /pricing silently.
      { onSuccess: setIntent, onError: () => navigate('/pricing', { replace: true }) },
    );
  }, [createIntent, planId, amountCents, navigate]);

  function payWithTestCard(values: TestCardValues) {
    if (!intent) return;
    confirmTestCard.mutate(
      { clientSecret: intent.clientSecret, ...values },
      {
        onSuccess: ({ paymentIntentId }) =>
          navigate(`/payment-success?${new URLSearchParams({ plan: planId, payment_intent: paymentIntentId }).toString()}`),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('checkout.paymentFailed'),
            description: getErrorMessage(error, t('checkout.paymentFailedFallback')),
          }),
      },
    );
  }

  const settingUp = (
    <p role="status" className="flex items-center justify-center gap-2 py-8 text-sm text-muted-foreground">
      <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
      {t('checkout.settingUp')}
    </p>
  );
  if (!intent || !config.data) return settingUp;
  if (intent.mode === 'stripe' && config.data.stripePublishableKey) {
    return (
      <React.Suspense fallback={settingUp}>
        <StripeCardForm
          publishableKey={config.data.stripePublishableKey}
          clientSecret={intent.clientSecret}
          planId={planId}
          amountLabel={amountLabel}
        />
      </React.Suspense>
    );
  }
  return (
    <TestCardForm
      submitLabel={t('checkout.pay', { amount: amountLabel })}
      isPaying={confirmTestCard.isPending || confirmTestCard.isSuccess}
      onPay={payWithTestCard}
    />
  );
}
