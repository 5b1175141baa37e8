import type { ResumePlanId } from '@core/resumes/plans';
import type { Env } from '../../config/env';
import type { Database, Executor } from '../../db/client';
import type { jobPostGrants, subscriptions } from '../../db/schema/payments';
import { createPayPalProvider } from '../../lib/payment-providers/paypal';
import { createStripeProvider } from '../../lib/payment-providers/stripe';
import { createTestCardProvider } from '../../lib/payment-providers/test-mode';
import type { CardProvider, PayPalProvider } from '../../lib/payment-providers/types';
import type { InvoiceMailer } from './invoice-documents';
import * as repo from './repository';

/**
 * What a paid item grants is written by the modules that own it (subscriptions, resumes). They sit
 * above payments, so app.ts hands their writers in; each runs in the payment's transaction.
 */
export interface PurchaseGrants {
  insertJobPostGrants(tx: Executor, rows: (typeof jobPostGrants.$inferInsert)[]): Promise<unknown>;
  insertSubscription(tx: Executor, values: typeof subscriptions.$inferInsert): Promise<unknown>;
  grantResumePlan(tx: Executor, userId: string, plan: ResumePlanId, now: Date): Promise<void>;
  /** A refund's: the plan `refunded` started ends; the worker goes back to `stillPaid` or what the resumes module keeps. */
  revokeResumePlan(
    tx: Executor,
    userId: string,
    refunded: { plan: ResumePlanId; periodStartedAt: Date },
    stillPaid: { plan: ResumePlanId; periodStartedAt: Date; expiresAt: Date } | null,
    now: Date,
  ): Promise<void>;
  /**
   * Stripe Billing's subscription events (invoice.paid, invoice.payment_failed, customer.subscription.updated and
   * .deleted), applied by the subscriptions module in the transaction that records the event id (so once).
   */
  applyBillingEvent?(
    tx: Executor,
    event: BillingEvent,
    grants: PurchaseGrants,
    now: Date,
    invoiceMailer: InvoiceMailer | null,
  ): Promise<void>;
  /**
   * Update card on a past-due plan (issue 54): `useCard` makes the new card the default, then the failed period is
   * charged at once (test mode); false when the user has no past-due plan (nothing done).
   */
  retryPastDue?(tx: Executor, providers: PaymentProviders, userId: string, now: Date, useCard: () => Promise<void>): Promise<boolean>;
  /**
   * Update card on a past-due plan with Stripe keys: `useCard` makes the card the default, then the plan's open Stripe
   * invoices are paid with it at once; `none` when the user has no past-due plan on Stripe Billing.
   */
  payPastDueWithCard?(
    db: Database,
    providers: PaymentProviders,
    userId: string,
    paymentMethodRef: string,
    useCard: () => Promise<void>,
  ): Promise<{ status: 'none' | 'paid' } | { status: 'declined'; message: string }>;
}

/** A verified Stripe event as the subscriptions module reads it: `created` in Unix seconds, the object as sent. */
export interface BillingEvent {
  id: string;
  type: string;
  created: number;
  object: Record<string, unknown>;
}

/** The Stripe events the subscriptions module applies. */
export const BILLING_EVENT_TYPES: ReadonlySet<string> = new Set([
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

export interface PaymentProviders {
  card: CardProvider;
  paypal: PayPalProvider | null;
  stripeWebhookSecret: string | null;
  /** PAYPAL_WEBHOOK_ID: PayPal's notices (refunds) are verified against it; null refuses them. */
  payPalWebhookId: string | null;
  grants: PurchaseGrants;
  /** The app clock: purchases, grant periods and card expiry checks follow it. */
  clock: () => Date;
  /** Sends each invoice's and credit note's e-mail with its PDF (the notifier); null sends none. */
  invoiceMailer: InvoiceMailer | null;
}

/** Stripe and PayPal when their keys are set; otherwise test mode for cards and no PayPal. */
export function createPaymentProviders(
  env: Env,
  db: Executor,
  grants: PurchaseGrants,
  clock: () => Date,
  invoiceMailer: InvoiceMailer | null = null,
): PaymentProviders {
  const card = env.STRIPE_SECRET_KEY
    ? createStripeProvider(env.STRIPE_SECRET_KEY, env.STRIPE_API_BASE)
    : createTestCardProvider(async (id) => {
        const payment = await repo.findPaymentByProviderRef(db, id);
        if (!payment || payment.provider !== 'test') return null;
        return {
          id,
          status: payment.status === 'succeeded' ? 'succeeded' : 'requires_payment',
          amountCents: payment.amountCents,
          currency: payment.currency,
          card: null,
        };
      });
  const paypal =
    env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
      ? createPayPalProvider({ clientId: env.PAYPAL_CLIENT_ID, clientSecret: env.PAYPAL_CLIENT_SECRET, apiBase: env.PAYPAL_API_BASE })
      : null;
  return {
    card,
    paypal,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
    payPalWebhookId: env.PAYPAL_WEBHOOK_ID ?? null,
    grants,
    clock,
    invoiceMailer,
  };
}

export function paymentConfig(env: Env, providers: PaymentProviders) {
  return {
    cardMode: providers.card.mode,
    stripePublishableKey: providers.card.mode === 'stripe' ? (env.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    isPayPalConfigured: providers.paypal !== null,
  };
}
