import { PAYMENT_MESSAGES } from '@core/payments/schemas';
import type { Database } from '../../db/client';
import { verifyStripeWebhook } from '../../lib/payment-providers/stripe';
import { AppError } from '../../plugins/errors';
import { grantPayment } from './grants';
import { BILLING_EVENT_TYPES, type PaymentProviders } from './providers';
import { applyStripeRefundEvent, STRIPE_REFUND_EVENT_TYPES } from './refund-webhooks';
import * as repo from './repository';

/**
 * The `payments` of a paid invoice an event carries without them (API 2025-03-31 and later: an includable field, never
 * in an event), expanded from Stripe; undefined when the event has its PaymentIntent already or Stripe does not answer
 * (the renewal is recorded all the same, only a dashboard refund of it cannot be matched).
 */
async function paymentsOfPaidInvoice(providers: PaymentProviders, object: unknown) {
  const invoice = object as { id?: unknown; payment_intent?: unknown; payments?: unknown };
  const retrieve = providers.card.billing?.retrieveInvoicePayments;
  if (!retrieve || typeof invoice.id !== 'string' || invoice.payment_intent || invoice.payments) return undefined;
  try {
    return (await retrieve(invoice.id)) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Stripe's signed notice of a payment: verified, recorded once, then granted once. */
export async function handleStripeWebhook(db: Database, providers: PaymentProviders, rawBody: Buffer, signature: string | undefined) {
  if (!providers.stripeWebhookSecret) throw new AppError(400, PAYMENT_MESSAGES.webhookNotConfigured);
  let event;
  try {
    event = verifyStripeWebhook(rawBody, signature ?? '', providers.stripeWebhookSecret);
  } catch {
    throw new AppError(400, PAYMENT_MESSAGES.webhookSignatureInvalid);
  }
  // A paid invoice's PaymentIntent (what a later dashboard refund names) is asked of Stripe before the transaction.
  const invoicePayments = event.type === 'invoice.paid' ? await paymentsOfPaidInvoice(providers, event.data.object) : undefined;
  await db.transaction(async (tx) => {
    if (!(await repo.recordWebhookEvent(tx, event.id, event.type))) return;
    if (BILLING_EVENT_TYPES.has(event.type)) {
      const object = {
        ...(event.data.object as unknown as Record<string, unknown>),
        ...(invoicePayments ? { payments: invoicePayments } : {}),
      };
      await providers.grants.applyBillingEvent?.(
        tx,
        { id: event.id, type: event.type, created: event.created, object },
        providers.grants,
        providers.clock(),
        providers.invoiceMailer,
      );
      return;
    }
    if (STRIPE_REFUND_EVENT_TYPES.has(event.type)) {
      await applyStripeRefundEvent(tx, providers, event.type, event.data.object);
      return;
    }
    if (event.type !== 'payment_intent.succeeded') return;
    const intent = event.data.object;
    const payment = await repo.findPaymentByProviderRef(tx, intent.id);
    if (!payment || payment.provider !== 'stripe' || intent.amount !== payment.amountCents) return;
    await grantPayment(tx, providers.grants, payment.id, providers.clock(), providers.invoiceMailer);
  });
  return { received: true };
}
