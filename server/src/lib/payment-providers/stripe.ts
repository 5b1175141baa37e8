import Stripe from 'stripe';
import { hasNoMailbox } from '@core/auth/phone-sign-in-schemas';
import type { BillingSubscriptionState, CardBillingProvider, CardPaymentState, CardProvider, SavedCard } from './types';

const toStatus = (status: Stripe.PaymentIntent.Status | Stripe.SetupIntent.Status): CardPaymentState['status'] => {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'processing') return 'processing';
  if (status === 'canceled') return 'failed';
  return 'requires_payment';
};

function toSavedCard(method: string | Stripe.PaymentMethod | null): SavedCard | null {
  const card = typeof method === 'object' ? method?.card : null;
  return card ? { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year } : null;
}

/** Stripe's API; `apiBase` (STRIPE_API_BASE) points it elsewhere, e.g. at a local fake in tests. */
export function createStripeProvider(secretKey: string, apiBase?: string): CardProvider {
  const base = apiBase ? new URL(apiBase) : null;
  const stripe = new Stripe(
    secretKey,
    base ? { host: base.hostname, port: Number(base.port) || undefined, protocol: base.protocol === 'http:' ? 'http' : 'https' } : {},
  );
  return {
    mode: 'stripe',
    async createIntent({ amountCents, currency, metadata, saveForRenewal }) {
      const intent = await stripe.paymentIntents.create({
        amount: amountCents,
        currency,
        metadata,
        automatic_payment_methods: { enabled: true },
        ...(saveForRenewal ? { setup_future_usage: 'off_session' as const } : {}),
      });
      return { id: intent.id, clientSecret: intent.client_secret! };
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
          paymentMethodRef: typeof intent.payment_method === 'string' ? intent.payment_method : (intent.payment_method?.id ?? null),
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
        throw error;
      }
    },
    setup: {
      async createSetup({ metadata }) {
        const intent = await stripe.setupIntents.create({ payment_method_types: ['card'], usage: 'off_session', metadata });
        return { id: intent.id, clientSecret: intent.client_secret! };
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
        } catch (error) {
          if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
          throw error;
        }
      },
    },
    refund: {
      async listRefunds(paymentIntentId) {
        const list = await stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 });
        return list.data.map((refund) => ({
          id: refund.id,
          status: refund.status ?? 'pending',
          amount: refund.amount,
          reason: refund.reason ?? null,
          metadata: refund.metadata ?? {},
        }));
      },
      async retrieveRefund(id) {
        const refund = await stripe.refunds.retrieve(id);
        return { id: refund.id, status: refund.status ?? 'pending' };
      },
      async refundIntent({ paymentIntentId, amountCents, idempotencyKey, metadata }) {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntentId, amount: amountCents, reason: 'requested_by_customer', metadata },
          { idempotencyKey },
        );
        return { id: refund.id, status: refund.status ?? 'pending' };
      },
    },
    billing: createStripeBilling(stripe),
  };
}

/** Stripe's subscription statuses as ours: unpaid and incomplete ones wait for a paid invoice like past_due. */
export function toBillingStatus(status: string): BillingSubscriptionState['status'] {
  if (status === 'active' || status === 'trialing') return 'active';
  if (status === 'canceled' || status === 'incomplete_expired') return 'canceled';
  return 'past_due';
}

/** A subscription object (an API answer or an event's) as our state; the period is on its item since API 2025-03-31. */
export function toBillingSubscription(subscription: {
  id: string;
  status: string;
  cancel_at_period_end?: boolean | null;
  current_period_start?: number;
  current_period_end?: number;
  items?: { data?: { current_period_start?: number; current_period_end?: number }[] };
}): BillingSubscriptionState {
  const item = subscription.items?.data?.[0];
  const start = item?.current_period_start ?? subscription.current_period_start ?? 0;
  const end = item?.current_period_end ?? subscription.current_period_end ?? 0;
  return {
    id: subscription.id,
    status: toBillingStatus(subscription.status),
    cancelAtPeriodEnd: subscription.cancel_at_period_end ?? false,
    currentPeriodStart: new Date(start * 1000),
    currentPeriodEnd: new Date(end * 1000),
  };
}

function createStripeBilling(stripe: Stripe): CardBillingProvider {
  return {
    async createCustomer({ email, metadata, idempotencyKey }) {
      // An account that joined by phone has only the placeholder address (issue 55): Stripe gets no address rather
      // than one it would try to e-mail receipts to.
      const customer = await stripe.customers.create(hasNoMailbox(email) ? { metadata } : { email, metadata }, { idempotencyKey });
      return { id: customer.id };
    },
    async attachDefaultPaymentMethod({ customerId, paymentMethodRef }) {
      const method = await stripe.paymentMethods.retrieve(paymentMethodRef);
      if (method.customer !== customerId) await stripe.paymentMethods.attach(paymentMethodRef, { customer: customerId });
      await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodRef } });
    },
    async createSubscription({ customerId, product, amountCents, intervalMonths, firstChargeAt, metadata, idempotencyKey }) {
      try {
        await stripe.products.create({ id: product.id, name: product.name });
      } catch (error) {
        // The product is made once per plan; every later subscription finds it there.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_already_exists')) throw error;
      }
      const subscription = await stripe.subscriptions.create(
        {
          customer: customerId,
          items: [
            {
              price_data: {
                currency: 'usd',
                product: product.id,
                unit_amount: amountCents,
                recurring:
                  intervalMonths % 12 === 0
                    ? { interval: 'year', interval_count: intervalMonths / 12 }
                    : { interval: 'month', interval_count: intervalMonths },
              },
            },
          ],
          // Paid at checkout until then: Stripe's first invoice is the first renewal.
          trial_end: Math.floor(firstChargeAt.getTime() / 1000),
          off_session: true,
          metadata,
          expand: ['latest_invoice'],
        },
        { idempotencyKey },
      );
      return toBillingSubscription(subscription);
    },
    async setCancelAtPeriodEnd(id, cancelAtPeriodEnd) {
      // A subscription a schedule manages (a downgrade waiting for the period end) refuses cancel_at_period_end: the
      // schedule is released first, and the downgrade goes with it (nothing renews after a cancel).
      if (cancelAtPeriodEnd) {
        const current = await stripe.subscriptions.retrieve(id);
        const scheduleId = typeof current.schedule === 'string' ? current.schedule : current.schedule?.id;
        if (scheduleId) await stripe.subscriptionSchedules.release(scheduleId);
      }
      return toBillingSubscription(await stripe.subscriptions.update(id, { cancel_at_period_end: cancelAtPeriodEnd }));
    },
    async cancelNow(id) {
      try {
        return toBillingSubscription(await stripe.subscriptions.cancel(id));
      } catch (error) {
        // A retry after the database failed to record the first: Stripe refuses to cancel a canceled subscription.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const current = toBillingSubscription(await stripe.subscriptions.retrieve(id));
        if (current.status !== 'canceled') throw error;
        return current;
      }
    },
    async retrieveSubscription(id) {
      try {
        return toBillingSubscription(await stripe.subscriptions.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
        throw error;
      }
    },
    async setSubscriptionPaymentMethod({ subscriptionId, paymentMethodRef }) {
      await stripe.subscriptions.update(subscriptionId, { default_payment_method: paymentMethodRef });
    },
    async retrieveInvoicePayments(invoiceId) {
      const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
      return invoice.payments ?? null;
    },
    async listOpenInvoices(subscriptionId) {
      const list = await stripe.invoices.list({ subscription: subscriptionId, status: 'open', limit: 10 });
      return list.data.map((invoice) => ({ id: invoice.id!, amountDueCents: invoice.amount_due })).reverse();
    },
    async payInvoice({ invoiceId, paymentMethodRef, idempotencyKey }) {
      try {
        const invoice = await stripe.invoices.pay(invoiceId, { payment_method: paymentMethodRef }, { idempotencyKey });
        const period = invoice.lines?.data?.[0]?.period;
        if (invoice.status !== 'paid') return { status: 'declined', invoiceId, message: invoice.last_finalization_error?.message ?? '' };
        return {
          status: 'paid',
          invoiceId,
          amountPaidCents: invoice.amount_paid,
          periodStart: period ? new Date(period.start * 1000) : null,
          periodEnd: period ? new Date(period.end * 1000) : null,
        };
      } catch (error) {
        // The bank's refusal (402 card_error): the invoice stays open and Stripe's retries go on.
        if (error instanceof Stripe.errors.StripeCardError) return { status: 'declined', invoiceId, message: error.message };
        throw error;
      }
    },
  };
}

/** Checks the Stripe-Signature header against the raw body; throws when it does not match. */
export function verifyStripeWebhook(rawBody: Buffer, signature: string, webhookSecret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
}
