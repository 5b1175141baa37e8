import Stripe from 'stripe';
const toStatus = (status) => {
    if (status === 'succeeded')
        return 'succeeded';
    if (status === 'processing')
        return 'processing';
    if (status === 'canceled')
        return 'failed';
    return 'requires_payment';
};
function toSavedCard(method) {
    const card = typeof method === 'object' ? method?.card : null;
    return card ? { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year } : null;
}
/** Stripe's API; `apiBase` (STRIPE_API_BASE) points it elsewhere, e.g. at a local fake in tests. */
export function createStripeProvider(secretKey, apiBase) {
    const base = apiBase ? new URL(apiBase) : null;
    const stripe = new Stripe(secretKey, base ? { host: base.hostname, port: Number(base.port) || undefined, protocol: base.protocol === 'http:' ? 'http' : 'https' } : {});
    return {
        mode: 'stripe',
        async createIntent({ amountCents, currency, metadata }) {
            const intent = await stripe.paymentIntents.create({
                amount: amountCents,
                currency,
                metadata,
                automatic_payment_methods: { enabled: true },
            });
            return { id: intent.id, clientSecret: intent.client_secret };
        },
        async retrieveIntent(id) {
            try {
                const intent = await stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] });
                return {
                    id: intent.id,
                    status: toStatus(intent.status),
                    amountCents: intent.amount,
                    currency: intent.currency,
                    card: toSavedCard(intent.payment_method),
                };
            }
            catch (error) {
                if (error instanceof Stripe.errors.StripeInvalidRequestError)
                    return null;
                throw error;
            }
        },
        setup: {
            async createSetup({ metadata }) {
                const intent = await stripe.setupIntents.create({ payment_method_types: ['card'], usage: 'off_session', metadata });
                return { id: intent.id, clientSecret: intent.client_secret };
            },
            async retrieveSetup(id) {
                try {
                    const intent = await stripe.setupIntents.retrieve(id, { expand: ['payment_method'] });
                    const method = intent.payment_method;
                    return {
                        id: intent.id,
                        status: toStatus(intent.status),
                        paymentMethodRef: typeof method === 'string' ? method : (method?.id ?? null),
                        card: toSavedCard(method),
                        metadata: intent.metadata ?? {},
                    };
                }
                catch (error) {
                    if (error instanceof Stripe.errors.StripeInvalidRequestError)
                        return null;
                    throw error;
                }
            },
        },
    };
}
/** Checks the Stripe-Signature header against the raw body; throws when it does not match. */
export function verifyStripeWebhook(rawBody, signature, webhookSecret) {
    return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
}
