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
  createIntent(input: { amountCents: number; currency: string; metadata: Record<string, string> }): Promise<CardIntent>;
  retrieveIntent(id: string): Promise<CardPaymentState | null>;
  /** Null in test mode, where the test card form saves cards instead. */
  setup: CardSetupProvider | null;
  /** Gives a payment's money back (Stripe Refunds); null in test mode, where a refund is only recorded. */
  refund: CardRefundProvider | null;
}

export interface CardRefundProvider {
  /** The same idempotency key twice refunds once (a retry after the database failed to record it). */
  refundIntent(input: { paymentIntentId: string; amountCents: number; idempotencyKey: string; metadata: Record<string, string> }): Promise<{
    id: string;
  }>;
}

export interface PayPalOrder {
  id: string;
  approvalUrl: string | null;
}

export interface PayPalProvider {
  createOrder(input: { amount: string; currency: string; description: string; returnUrl: string; cancelUrl: string }): Promise<PayPalOrder>;
  /** The order's status after capture (COMPLETED when the money moved). */
  captureOrder(orderId: string): Promise<{ status: string; amount: string | null }>;
}
