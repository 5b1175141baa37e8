import { z } from 'zod';
import { CREDENTIAL_MESSAGES } from '../credentials/schemas';
import { addDays } from '../credentials/status';
import { dollarsToCents } from '../payments/money';
import { PAYMENT_MESSAGES } from '../payments/schemas';
import { defineMessages } from '../shared/messages';

/** The operator console's own texts (Today, the contact inbox, payments and refunds). */
export const CONSOLE_MESSAGES = {
  ...defineMessages('console', {
    idInvalid: 'This link is not valid',
    contactNotFound: 'Contact message not found',
    contactAlreadyAnswered: 'This message was already answered',
    replyRequired: 'Write a reply',
    replyTooLong: 'The reply must be at most 5000 characters',
    reasonRequired: 'Give a reason for the refund',
    reasonTooLong: 'The reason must be at most 500 characters',
    searchTooLong: 'Search for at most 200 characters',
    alreadyRefunded: 'This payment was already refunded',
    notRefundable: 'Only a paid purchase or a pay-per-hire fee can be refunded',
    payPalRefund: 'This purchase was paid with PayPal: refund it in PayPal',
    stripeNotConfigured: 'This purchase was paid through Stripe, which is not configured here',
    stripeRefundFailed: 'Stripe did not refund this payment. Try again in a moment.',
    stripeCancelFailed: "Stripe did not stop this plan's renewal. Try again in a moment.",
    stripeRenewalUnknown: "Stripe's payment for this renewal is not known here yet: refund it in Stripe's dashboard",
    hireLeftOnRequired: 'Give the day the hire left (YYYY-MM-DD)',
    hireLeftBeforeHire: 'The hire cannot have left before the hire date',
    hireLeftInFuture: 'The day the hire left cannot be in the future',
    hireStayedTooLong: 'The hire stayed more than 90 days: the pay-per-hire fee is not refundable',
    feeVoid: 'This hire was undone: its fee was never charged',
    refundTooLarge: 'Refund larger than the charge',
    refundAmountInvalid: 'Enter an amount of at least $0.01',
    payPalNotConfigured: 'This purchase was paid with PayPal, which is not configured here',
    payPalRefundFailed: 'PayPal did not refund this payment. Try again in a moment.',
    refundNotRecorded: 'This refund is not recorded yet',
  }),
  paymentNotFound: PAYMENT_MESSAGES.paymentNotFound,
};

const uuid = z.uuid(CONSOLE_MESSAGES.idInvalid);
export const consoleIdParamsSchema = z.object({ id: uuid });

// ---- Today ----

/** Days shown on Today, the newest being the operator's today. */
export const TODAY_DAYS = 30;

export const todayDaySchema = z.object({
  /** The calendar day in the operator's time zone, YYYY-MM-DD. */
  date: z.string(),
  workerSignups: z.number().int(),
  employerSignups: z.number().int(),
  jobsPosted: z.number().int(),
  applications: z.number().int(),
  messages: z.number().int(),
  /** Cents paid that day minus cents refunded that day. */
  revenue: z.number().int(),
});
export type TodayDay = z.infer<typeof todayDaySchema>;

export const todayResponseSchema = z.object({
  timeZone: z.string(),
  days: z.array(todayDaySchema),
  totals: todayDaySchema.omit({ date: true }),
  /** Rows of the e-mail outbox, and texts (SMS, WhatsApp) of the channels outbox, in the failed state. */
  failedEmails: z.number().int(),
  failedTexts: z.number().int(),
  /** Jobs held for review, and targets with open reports (several reports of one target count once). */
  jobsInReview: z.number().int(),
  openReports: z.number().int(),
});
export type TodayResponse = z.infer<typeof todayResponseSchema>;

// ---- Contact inbox ----

export const contactInboxMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  category: z.string().nullable(),
  message: z.string(),
  language: z.enum(['en', 'es']),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  answeredByEmail: z.string().nullable(),
  replyBody: z.string().nullable(),
});
export type ContactInboxMessage = z.infer<typeof contactInboxMessageSchema>;
export const contactInboxResponseSchema = z.object({ messages: z.array(contactInboxMessageSchema) });
export type ContactInboxResponse = z.infer<typeof contactInboxResponseSchema>;

export const contactReplyRequestSchema = z.object({
  body: z
    .string({ error: CONSOLE_MESSAGES.replyRequired })
    .trim()
    .min(1, CONSOLE_MESSAGES.replyRequired)
    .max(5000, CONSOLE_MESSAGES.replyTooLong),
});
export type ContactReplyRequest = z.infer<typeof contactReplyRequestSchema>;

// ---- Payments ----

export const paymentsQuerySchema = z.object({
  q: z.string().trim().max(200, CONSOLE_MESSAGES.searchTooLong).optional(),
});

export const consolePaymentSchema = z.object({
  /** The invoice's id: what the refund route takes (a purchase's id works too). */
  id: z.string(),
  purchaseId: z.string().nullable(),
  kind: z.enum(['purchase', 'pay_per_hire']),
  company: z.string().nullable(),
  email: z.string(),
  /** The stored description: a plan's name, or the pay-per-hire fee with the job's title. */
  item: z.string(),
  amount: z.number().int(),
  status: z.enum(['paid', 'pending', 'failed', 'void', 'refunded']),
  provider: z.enum(['test', 'stripe', 'paypal']).nullable(),
  date: z.string(),
  refund: z
    .object({
      amount: z.number().int(),
      reason: z.string(),
      createdAt: z.string(),
      hireLeftOn: z.string().nullable(),
      postsRevoked: z.number().int(),
      postsKept: z.number().int(),
      isStripe: z.boolean(),
      /** Made in Stripe's or PayPal's dashboard, not in the console: imported from the provider's webhook. */
      isFromProviderDashboard: z.boolean(),
      /** The newest refund: `pending` until the provider's webhook confirms it (test mode: confirmed at once). */
      status: z.enum(['pending', 'confirmed', 'failed']),
    })
    .nullable(),
  /** The invoice's number (CB-000042), null for a fee never charged: its PDF is GET /api/payments/invoices/{id}/pdf. */
  number: z.string().nullable(),
  /** Cents refunded so far (pending and confirmed refunds) and what may still be refunded. */
  refundedAmount: z.number().int(),
  refundableAmount: z.number().int(),
});
export type ConsolePayment = z.infer<typeof consolePaymentSchema>;
export const consolePaymentsResponseSchema = z.object({ payments: z.array(consolePaymentSchema) });
export type ConsolePaymentsResponse = z.infer<typeof consolePaymentsResponseSchema>;

export const refundRequestSchema = z.object({
  reason: z
    .string({ error: CONSOLE_MESSAGES.reasonRequired })
    .trim()
    .min(1, CONSOLE_MESSAGES.reasonRequired)
    .max(500, CONSOLE_MESSAGES.reasonTooLong),
  /** Cents to give back; without it, all that is left to refund. A pay-per-hire fee is refunded whole. */
  amount: z
    .number({ error: CONSOLE_MESSAGES.refundAmountInvalid })
    .int(CONSOLE_MESSAGES.refundAmountInvalid)
    .min(1, CONSOLE_MESSAGES.refundAmountInvalid)
    .optional(),
  /** A pay-per-hire fee only: the day the hire left. */
  hireLeftOn: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.iso.date(CREDENTIAL_MESSAGES.dateInvalid).optional(),
  ),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** The console's refund form: the amount typed in dollars ("25.50", empty for all that is left), sent in cents. */
export const refundFormSchema = refundRequestSchema.extend({
  amount: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string()
      .trim()
      .regex(/^\$?\d{1,7}(\.\d{1,2})?$/, CONSOLE_MESSAGES.refundAmountInvalid)
      .transform((value) => dollarsToCents(value.replace('$', '')))
      .refine((cents) => cents >= 1, CONSOLE_MESSAGES.refundAmountInvalid)
      .optional(),
  ),
});

/** Spec 000/002: the pay-per-hire fee is refunded "if the hire leaves within 90 days". */
export const PAY_PER_HIRE_REFUND_DAYS = 90;

/**
 * Whether a pay-per-hire fee may be refunded: the hire left on `hireLeftOn`, at most 90 days after
 * `hiredOn` (both YYYY-MM-DD), and not after `today`. Returns the refusal, or null when refundable.
 */
export function payPerHireRefundRefusal(hiredOn: string, hireLeftOn: string | undefined, today: string): string | null {
  if (!hireLeftOn) return CONSOLE_MESSAGES.hireLeftOnRequired;
  if (hireLeftOn > today) return CONSOLE_MESSAGES.hireLeftInFuture;
  if (hireLeftOn < hiredOn) return CONSOLE_MESSAGES.hireLeftBeforeHire;
  if (hireLeftOn > addDays(hiredOn, PAY_PER_HIRE_REFUND_DAYS)) return CONSOLE_MESSAGES.hireStayedTooLong;
  return null;
}
