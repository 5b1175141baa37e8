export type CardPaymentStatus = 'requires_payment' | 'processing' | 'succeeded' | 'failed';

export interface SavedCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface CardIntent {
  id: string;
  clientSecret: string;
}

/** What the provider says about one payment: the only thing a grant is based on. */
export interface CardPaymentState {
  id: string;
  status: CardPaymentStatus;
  amountCents: number;
  currency: string;
  card: SavedCard | null;
  /** The provider's PaymentMethod id, when the card was kept for later charges (Stripe); absent in test mode. */
  paymentMethodRef?: string | null;
}

/** What the provider says about one card-saving SetupIntent. */
export interface CardSetupState {
  id: string;
  status: CardPaymentStatus;
  /** The provider's PaymentMethod id, kept so the saved card can be charged later. */
  paymentMethodRef: string | null;
  card: SavedCard | null;
  metadata: Record<string, string>;
}

/** Saving a card without charging it (Stripe SetupIntents). */
export interface CardSetupProvider {
  createSetup(input: { metadata: Record<string, string> }): Promise<CardIntent>;
  retrieveSetup(id: string): Promise<CardSetupState | null>;
}

/** Card payments: Stripe when its keys are set, else the built-in test mode. */
export interface CardProvider {
  mode: 'stripe' | 'test';
  /** `saveForRenewal`: a plan that renews keeps the card (Stripe's setup_future_usage), so Stripe Billing can charge it later. */
  createIntent(input: {
    amountCents: number;
    currency: string;
    metadata: Record<string, string>;
    saveForRenewal?: boolean;
  }): Promise<CardIntent>;
  retrieveIntent(id: string): Promise<CardPaymentState | null>;
  /** Null in test mode, where the test card form saves cards instead. */
  setup: CardSetupProvider | null;
  /** Gives a payment's money back (Stripe Refunds); null in test mode, where a refund is only recorded. */
  refund: CardRefundProvider | null;
  /** Stripe Billing (Customer, PaymentMethod, Subscription): renews plans when keys are set; absent in test mode. */
  billing?: CardBillingProvider | null;
}

/** A Stripe Billing subscription as our rules read it. */
export interface BillingSubscriptionState {
  id: string;
  status: 'active' | 'past_due' | 'canceled';
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
}

/** Renewal through Stripe Billing: each call takes an idempotency key, so a retry after a crash creates nothing twice. */
export interface CardBillingProvider {
  createCustomer(input: { email: string; metadata: Record<string, string>; idempotencyKey: string }): Promise<{ id: string }>;
  /** Attaches a saved PaymentMethod to the customer and makes it the card invoices charge. */
  attachDefaultPaymentMethod(input: { customerId: string; paymentMethodRef: string }): Promise<void>;
  /** A subscription whose first charge is at `firstChargeAt` (the period already paid at checkout ends then). */
  createSubscription(input: {
    customerId: string;
    product: { id: string; name: string };
    amountCents: number;
    intervalMonths: number;
    firstChargeAt: Date;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<BillingSubscriptionState>;
  setCancelAtPeriodEnd(id: string, cancelAtPeriodEnd: boolean): Promise<BillingSubscriptionState>;
  /** Ends the subscription now (DELETE /v1/subscriptions/{id}): Stripe charges it never again. One already ended answers as it is. */
  cancelNow(id: string): Promise<BillingSubscriptionState>;
  retrieveSubscription(id: string): Promise<BillingSubscriptionState | null>;
  /** Makes a card the one the subscription's invoices charge (its default_payment_method). */
  setSubscriptionPaymentMethod?(input: { subscriptionId: string; paymentMethodRef: string }): Promise<void>;
  /** The subscription's invoices still open (unpaid), oldest first. */
  listOpenInvoices?(subscriptionId: string): Promise<{ id: string; amountDueCents: number }[]>;
  /** Pays an open invoice now with `paymentMethodRef` (POST /v1/invoices/{id}/pay); the same key twice pays once. */
  payInvoice?(input: { invoiceId: string; paymentMethodRef: string; idempotencyKey: string }): Promise<BillingInvoicePayment>;
  /**
   * An invoice's `payments` list (GET /v1/invoices/{id}?expand[]=payments): since API 2025-03-31 it names the
   * PaymentIntent that paid the invoice, and an event's invoice never includes it.
   */
  retrieveInvoicePayments?(invoiceId: string): Promise<unknown>;
}

/** What paying an open invoice did: paid (with the period it paid for), or declined with the bank's reason. */
export type BillingInvoicePayment =
  | { status: 'paid'; invoiceId: string; amountPaidCents: number; periodStart: Date | null; periodEnd: Date | null }
  | { status: 'declined'; invoiceId: string; message: string };

/** A refund as the provider lists it; `metadata.invoiceId` marks one the console sent. */
export interface ProviderRefundListing {
  id: string;
  status: string;
  amount: number;
  reason: string | null;
  metadata: Record<string, string>;
}

export interface CardRefundProvider {
  /** A payment's refunds, newest first (GET /v1/refunds?payment_intent=): a charge.refunded event lists them no more. */
  listRefunds?(paymentIntentId: string): Promise<ProviderRefundListing[]>;
  /** A refund's status now (GET /v1/refunds/{id}): the reconcile's question when a webhook was missed. */
  retrieveRefund(id: string): Promise<{ id: string; status: string }>;
  /** The same idempotency key twice refunds once (a retry after the database failed to record it). */
  refundIntent(input: { paymentIntentId: string; amountCents: number; idempotencyKey: string; metadata: Record<string, string> }): Promise<{
    id: string;
    /** Stripe's refund status: `succeeded` is confirmed, `pending` waits for charge.refunded / refund.updated. */
    status: string;
  }>;
}

export interface PayPalOrder {
  id: string;
  approvalUrl: string | null;
}

export interface PayPalProvider {
  createOrder(input: { amount: string; currency: string; description: string; returnUrl: string; cancelUrl: string }): Promise<PayPalOrder>;
  /** The order's status after capture (COMPLETED when the money moved) and the capture's id, what a refund names. */
  captureOrder(orderId: string): Promise<{ status: string; amount: string | null; captureId: string | null }>;
  /**
   * Refunds part or all of a capture (POST /v2/payments/captures/{id}/refund); the same request id twice
   * refunds once. COMPLETED when the money went back, PENDING until PayPal's webhook says so.
   */
  /** Asks PayPal whether a webhook notice is signed by it for `webhookId` (POST /v1/notifications/verify-webhook-signature). */
  verifyWebhook(input: { headers: Record<string, string | undefined>; event: unknown; webhookId: string }): Promise<boolean>;
  /** A refund's status now (GET /v2/payments/refunds/{id}): the reconcile's question when a webhook was missed. */
  retrieveRefund(id: string): Promise<{ id: string; status: string }>;
  refundCapture(input: { captureId: string; amount: string; currency: string; requestId: string; note: string }): Promise<{
    id: string;
    status: string;
  }>;
}
