import { z } from 'zod';
import { defineMessages } from '../shared/messages';

export const PAYMENT_MESSAGES = defineMessages('payments', {
  planRequired: 'Plan is required',
  amountRequired: 'Amount is required',
  planUnavailable: 'This plan is not available for purchase',
  amountMismatch: 'The amount does not match the price of this plan',
  wrongAudience: ({ audience }: { audience: string }) => `This plan is for ${audience} accounts`,
  cardNumberRequired: 'Card number is required',
  expiryInvalid: 'Enter the expiry date as MM/YY',
  expiryPast: 'Your card has expired.',
  cvcInvalid: 'Enter the 3 or 4 digit security code',
  testModeOff: 'Test mode is not enabled',
  paymentNotFound: 'Payment not found',
  invoiceNotFound: 'Invoice not found',
  paymentNotCompleted: 'Payment has not been completed',
  planMismatch: 'The payment does not match this plan',
  confirmationMissing: 'Payment confirmation details are missing',
  paypalNotConfigured: 'PayPal credentials are not configured',
  paypalAuthFailed: 'PayPal auth failed. Check the PayPal client id and secret.',
  paypalFailed: 'PayPal could not process the request. Please try again.',
  webhookNotConfigured: 'Stripe webhooks are not configured',
  webhookSignatureInvalid: 'Invalid Stripe webhook signature',
  signInToPay: 'Please sign in to complete your purchase',
  stripeSetupOff: 'Saving cards through Stripe is not enabled; use the test mode card form',
  setupIntentInvalid: 'Card setup reference is missing or invalid',
  setupNotFound: 'Card setup not found',
  setupNotCompleted: 'Your card has not been confirmed yet',
  cardAlreadySaved: 'This card is already saved',
  testCardsOnly: 'Test mode accepts only Stripe test card numbers, such as 4242 4242 4242 4242.',
  cardDeclined: 'Your card was declined.',
  pastDuePaymentDeclined: 'Your new card is saved, but the payment of your overdue plan was declined. Try another card.',
  insufficientFunds: 'Your card has insufficient funds.',
  cardNumberIncomplete: 'Your card number is incomplete.',
  currencyUnsupported: 'Only USD is supported',
});

/** Every amount in requests and answers is cents (spec 000 section 7); only PayPal's order amount is a dollar string. */
export const createIntentRequestSchema = z.object({
  planId: z.string({ error: PAYMENT_MESSAGES.planRequired }).trim().min(1, PAYMENT_MESSAGES.planRequired),
  amount: z
    .number({ error: PAYMENT_MESSAGES.amountRequired })
    .int(PAYMENT_MESSAGES.amountRequired)
    .positive(PAYMENT_MESSAGES.amountRequired),
});
export type CreateIntentRequest = z.infer<typeof createIntentRequestSchema>;

export const cardModeSchema = z.enum(['stripe', 'test']);
export type CardMode = z.infer<typeof cardModeSchema>;

export const createIntentResponseSchema = z.object({ clientSecret: z.string(), mode: cardModeSchema });
export type CreateIntentResponse = z.infer<typeof createIntentResponseSchema>;

export const paymentConfigResponseSchema = z.object({
  cardMode: cardModeSchema,
  stripePublishableKey: z.string().nullable(),
  isPayPalConfigured: z.boolean(),
});
export type PaymentConfig = z.infer<typeof paymentConfigResponseSchema>;

const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/;

/** The test-mode card form; the same rules run in the browser and on the server. */
export const testCardSchema = z.object({
  cardNumber: z
    .string({ error: PAYMENT_MESSAGES.cardNumberRequired })
    .trim()
    .min(1, PAYMENT_MESSAGES.cardNumberRequired)
    .regex(/^[\d ]{13,23}$/, PAYMENT_MESSAGES.cardNumberIncomplete),
  expiry: z.string({ error: PAYMENT_MESSAGES.expiryInvalid }).trim().regex(EXPIRY_PATTERN, PAYMENT_MESSAGES.expiryInvalid),
  cvc: z
    .string({ error: PAYMENT_MESSAGES.cvcInvalid })
    .trim()
    .regex(/^\d{3,4}$/, PAYMENT_MESSAGES.cvcInvalid),
});
export type TestCardForm = z.infer<typeof testCardSchema>;

export function parseExpiry(expiry: string): { expMonth: number; expYear: number } {
  const [, month, year] = EXPIRY_PATTERN.exec(expiry.trim())!;
  return { expMonth: Number(month), expYear: 2000 + Number(year) };
}

/** Add Payment Method with Stripe: the SetupIntent Stripe.js confirmed, checked again on the server. */
export const setupIntentResponseSchema = z.object({ clientSecret: z.string() });
export const saveSetupCardRequestSchema = z.object({
  setupIntentId: z
    .string({ error: PAYMENT_MESSAGES.setupIntentInvalid })
    .trim()
    .regex(/^seti_\w+$/, PAYMENT_MESSAGES.setupIntentInvalid),
});
export type SaveSetupCardRequest = z.infer<typeof saveSetupCardRequestSchema>;

export const testConfirmRequestSchema = testCardSchema.extend({ clientSecret: z.string().min(1, PAYMENT_MESSAGES.paymentNotFound) });
export type TestConfirmRequest = z.infer<typeof testConfirmRequestSchema>;

export const testConfirmResponseSchema = z.object({ paymentIntentId: z.string(), status: z.literal('succeeded') });

export const confirmPaymentRequestSchema = z
  .object({
    paymentIntentId: z.string().trim().min(1).optional(),
    token: z.string().trim().min(1).optional(),
    plan: z.string({ error: PAYMENT_MESSAGES.planRequired }).trim().min(1, PAYMENT_MESSAGES.planRequired),
  })
  .refine((body) => Boolean(body.paymentIntentId || body.token), { message: PAYMENT_MESSAGES.confirmationMissing });
export type ConfirmPaymentRequest = z.infer<typeof confirmPaymentRequestSchema>;

export const confirmPaymentResponseSchema = z.object({
  status: z.literal('succeeded'),
  plan: z.string(),
  planName: z.string(),
  purchaseId: z.string(),
});
export type ConfirmPaymentResponse = z.infer<typeof confirmPaymentResponseSchema>;

export const paypalCreateOrderRequestSchema = z.object({
  amount: z.string({ error: PAYMENT_MESSAGES.amountRequired }).trim().min(1, PAYMENT_MESSAGES.amountRequired),
  currency: z.literal('USD', { error: PAYMENT_MESSAGES.currencyUnsupported }),
  planName: z.string({ error: PAYMENT_MESSAGES.planRequired }).trim().min(1, PAYMENT_MESSAGES.planRequired),
  planId: z.string().trim().min(1).optional(),
});
export type PayPalCreateOrderRequest = z.infer<typeof paypalCreateOrderRequestSchema>;

export const paypalCreateOrderResponseSchema = z.object({ approvalUrl: z.string().nullable() });
export const paypalCaptureResponseSchema = z.object({ status: z.string() });

export const purchaseSchema = z.object({
  id: z.string(),
  planId: z.string(),
  name: z.string(),
  amount: z.number(),
  purchasedAt: z.string(),
  /** Set when an operator refunded the purchase: the amount given back (negative, cents) and when. */
  refund: z.object({ amount: z.number(), refundedAt: z.string() }).nullable(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

export const purchasesResponseSchema = z.array(purchaseSchema);

export const webhookResponseSchema = z.object({ received: z.boolean() });

/** An invoice's number as printed and listed: one sequence for charges and credit notes. */
export const formatInvoiceNumber = (number: number) => `CB-${String(number).padStart(6, '0')}`;

export const invoiceParamsSchema = z.object({ id: z.uuid(PAYMENT_MESSAGES.invoiceNotFound) });
