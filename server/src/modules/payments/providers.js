import { createPayPalProvider } from '../../lib/payment-providers/paypal';
import { createStripeProvider } from '../../lib/payment-providers/stripe';
import { createTestCardProvider } from '../../lib/payment-providers/test-mode';
import * as repo from './repository';
/** Stripe and PayPal when their keys are set; otherwise test mode for cards and no PayPal. */
export function createPaymentProviders(env, db, grants, clock) {
    const card = env.STRIPE_SECRET_KEY
        ? createStripeProvider(env.STRIPE_SECRET_KEY, env.STRIPE_API_BASE)
        : createTestCardProvider(async (id) => {
            const payment = await repo.findPaymentByProviderRef(db, id);
            if (!payment || payment.provider !== 'test')
                return null;
            return {
                id,
                status: payment.status === 'succeeded' ? 'succeeded' : 'requires_payment',
                amountCents: payment.amountCents,
                currency: payment.currency,
                card: null,
            };
        });
    const paypal = env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
        ? createPayPalProvider({ clientId: env.PAYPAL_CLIENT_ID, clientSecret: env.PAYPAL_CLIENT_SECRET, apiBase: env.PAYPAL_API_BASE })
        : null;
    return { card, paypal, stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null, grants, clock };
}
export function paymentConfig(env, providers) {
    return {
        cardMode: providers.card.mode,
        stripePublishableKey: providers.card.mode === 'stripe' ? (env.STRIPE_PUBLISHABLE_KEY ?? null) : null,
        isPayPalConfigured: providers.paypal !== null,
    };
}
