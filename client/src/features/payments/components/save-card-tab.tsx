import { Loader2 } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { cardBrandName } from '@core/payments/catalogue';
import { PAYMENT_MESSAGES } from '@core/payments/schemas';
import type { PaymentMethod } from '@core/subscriptions/schemas';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage, isApiErrorFor } from '@/lib/api-client';
import { useCreateCardSetup } from '../api/create-card-setup';
import { usePaymentConfig } from '../api/get-payment-config';
import { useSaveSetupCard } from '../api/save-setup-card';
import { useSaveTestCard } from '../api/save-test-card';
import { TestCardForm } from './test-card-form';

// Like the payment form, Stripe.js loads only when the server has Stripe keys.
const StripeSaveCardForm = React.lazy(() => import('./stripe-save-card-form').then((module) => ({ default: module.StripeSaveCardForm })));

/**
 * Add Payment Method: Stripe Elements on a SetupIntent when the server has Stripe keys, else the
 * test-mode card form. Either way the server verifies the card before listing it, then the
 * buyer goes back to the billing tab.
 */
export function SaveCardTab({ billingHref }: { billingHref: string }) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const config = usePaymentConfig();
  const createSetup = useCreateCardSetup();
  const saveSetupCard = useSaveSetupCard();
  const saveTestCard = useSaveTestCard();
  // Stripe adds setup_intent to return_url after a bank check that left the page.
  const returnedSetupId = params.get('setup_intent');
  const isStripe = config.data?.cardMode === 'stripe' && Boolean(config.data.stripePublishableKey);
  const hasStarted = React.useRef(false);

  const onSaved = React.useCallback(
    (method: PaymentMethod) => {
      toast({
        title: t('saveCard.savedTitle'),
        description: t('saveCard.savedText', { brand: cardBrandName(method.brand), last4: method.last4 }),
      });
      navigate(billingHref);
    },
    [t, navigate, billingHref],
  );
  const onFailed = React.useCallback(
    (error: unknown) => {
      // The card is saved but did not pay the overdue plan: billing lists it, with the plan still past due.
      const isSavedButDeclined = isApiErrorFor(error, PAYMENT_MESSAGES.pastDuePaymentDeclined);
      toast({
        variant: 'destructive',
        title: t(isSavedButDeclined ? 'saveCard.overdueDeclinedTitle' : 'saveCard.failedTitle'),
        description: getErrorMessage(error, t('saveCard.failedFallback')),
      });
      if (isSavedButDeclined) navigate(billingHref);
    },
    [t, navigate, billingHref],
  );
  const saveConfirmedSetup = React.useCallback(
    (setupIntentId: string) => saveSetupCard.mutate({ setupIntentId }, { onSuccess: onSaved, onError: onFailed }),
    [saveSetupCard, onSaved, onFailed],
  );

  React.useEffect(() => {
    if (!isStripe || hasStarted.current) return;
    hasStarted.current = true;
    if (returnedSetupId) saveConfirmedSetup(returnedSetupId);
    else createSetup.mutate(undefined, { onError: onFailed });
  }, [isStripe, returnedSetupId, saveConfirmedSetup, createSetup, onFailed]);

  const settingUp = (
    <p role="status" className="flex items-center justify-center gap-2 py-8 text-sm text-muted-foreground">
      <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
      {t('checkout.settingUp')}
    </p>
  );
  if (config.isError || createSetup.isError || (returnedSetupId && saveSetupCard.isError)) {
    return (
      <p role="alert" className="py-8 text-center text-sm text-destructive">
        {t('saveCard.unavailable')}
      </p>
    );
  }
  if (!config.data) return settingUp;
  if (!isStripe) {
    return (
      <TestCardForm
        submitLabel={t('saveCard.save')}
        isPaying={saveTestCard.isPending || saveTestCard.isSuccess}
        onPay={(values) => saveTestCard.mutate(values, { onSuccess: onSaved, onError: onFailed })}
      />
    );
  }
  if (!createSetup.data) return settingUp;
  return (
    <React.Suspense fallback={settingUp}>
      <StripeSaveCardForm
        publishableKey={config.data.stripePublishableKey!}
        clientSecret={createSetup.data.clientSecret}
        returnUrl={window.location.href}
        isSaving={saveSetupCard.isPending || saveSetupCard.isSuccess}
        onConfirmed={saveConfirmedSetup}
      />
    </React.Suspense>
  );
}
