import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
// The pure entry adds Stripe's script only when loadStripe runs, not when this module is imported.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';

const stripePromises = new Map<string, Promise<Stripe | null>>();

export function stripeFor(publishableKey: string) {
  if (!stripePromises.has(publishableKey)) stripePromises.set(publishableKey, loadStripe(publishableKey));
  return stripePromises.get(publishableKey)!;
}

function PaymentForm({ planId, amountLabel }: { planId: string; amountLabel: string }) {
  const { t } = useTranslation('payments');
  const stripe = useStripe();
  const elements = useElements();
  const [isPaying, setIsPaying] = React.useState(false);

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || isPaying) return;
    setIsPaying(true);
    const returnUrl = `${window.location.origin}/payment-success?${new URLSearchParams({ plan: planId }).toString()}`;
    const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
    // Only reached when the payment failed; success leaves the page for return_url.
    toast({
      variant: 'destructive',
      title: t('checkout.paymentFailed'),
      description: error.message ?? t('checkout.paymentFailedFallback'),
    });
    setIsPaying(false);
  }

  return (
    <form className="grid gap-4" onSubmit={pay}>
      <PaymentElement />
      <Button type="submit" disabled={!stripe || isPaying} className="w-full">
        {isPaying ? t('checkout.processing') : t('checkout.pay', { amount: amountLabel })}
      </Button>
    </form>
  );
}

/** Stripe Elements, used when the server has Stripe keys. */
export function StripeCardForm({
  publishableKey,
  clientSecret,
  planId,
  amountLabel,
}: {
  publishableKey: string;
  clientSecret: string;
  planId: string;
  amountLabel: string;
}) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <PaymentForm planId={planId} amountLabel={amountLabel} />
    </Elements>
  );
}
