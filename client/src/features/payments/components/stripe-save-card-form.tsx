import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { stripeFor } from './stripe-card-form';

function SetupForm({
  returnUrl,
  isSaving,
  onConfirmed,
}: {
  returnUrl: string;
  isSaving: boolean;
  onConfirmed(setupIntentId: string): void;
}) {
  const { t } = useTranslation('payments');
  const stripe = useStripe();
  const elements = useElements();
  const [isConfirming, setIsConfirming] = React.useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || isConfirming || isSaving) return;
    setIsConfirming(true);
    // Cards that need a bank check leave for return_url; the checkout page saves the card on return.
    const { error, setupIntent } = await stripe.confirmSetup({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: returnUrl },
    });
    setIsConfirming(false);
    if (error) {
      toast({ variant: 'destructive', title: t('saveCard.failedTitle'), description: error.message ?? t('saveCard.failedFallback') });
      return;
    }
    onConfirmed(setupIntent.id);
  }

  return (
    <form className="grid gap-4" onSubmit={save}>
      <PaymentElement />
      <Button type="submit" disabled={!stripe || isConfirming || isSaving} className="w-full">
        {isConfirming || isSaving ? t('saveCard.saving') : t('saveCard.save')}
      </Button>
    </form>
  );
}

/** Stripe Elements for a SetupIntent: the card is checked by Stripe and saved without a charge. */
export function StripeSaveCardForm({
  publishableKey,
  clientSecret,
  ...form
}: {
  publishableKey: string;
  clientSecret: string;
  returnUrl: string;
  isSaving: boolean;
  onConfirmed(setupIntentId: string): void;
}) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <SetupForm {...form} />
    </Elements>
  );
}
