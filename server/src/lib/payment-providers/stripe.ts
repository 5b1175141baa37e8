import Stripe from 'stripe';
import type { CardPaymentState, CardProvider } from './types';

const toStatus = (status: Stripe.PaymentIntent.Status): CardPaymentState['status'] => {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'processing') return 'processing';
  if (status === 'canceled') return 'failed';
  return 'requires_payment';
};

export function createStripeProvider(secretKey: string): CardProvider {
  const stripe = new Stripe(secretKey);
  return {
    mode: 'stripe',
    async createIntent({ amountCents, currency, metadata }) {
      const intent = await stripe.paymentIntents.create({
        amount: amountCents,
        currency,
        metadata,
        automatic_payment_methods: { enabled: true },
      });
      return { id: intent.id, clientSecret: intent.client_secret! };
    },
    async retrieveIntent(id) {
      try {
        const intent = await stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] });
        const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
        return {
          id: intent.id,
          status: toStatus(intent.status),
          amountCents: intent.amount,
          currency: intent.currency,
          card: method?.card
            ? { brand: method.card.brand, last4: method.card.last4, expMonth: method.card.exp_month, expYear: method.card.exp_year }
            : null,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
        throw error;
      }
    },
  };
}

/** Checks the Stripe-Signature header against the raw body; throws when it does not match. */
export function verifyStripeWebhook(rawBody: Buffer, signature: string, webhookSecret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
}
