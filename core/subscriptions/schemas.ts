import { z } from 'zod';
import { purchaseSchema } from '../payments/schemas';
import { defineMessages } from '../shared/messages';
import { uuidSchema } from '../shared/ids';
import { scheduledPlanChangeSchema } from './plan-change';

export const SUBSCRIPTION_MESSAGES = defineMessages('subscriptions', {
  notYourBilling: 'You can only view your own billing',
  notYourProfile: 'You can only change your own employer profile',
  noActiveSubscription: 'No active subscription to cancel',
  alreadyCancelled: 'Your subscription is already cancelled and ends at the end of the billing period',
  paymentMethodNotFound: 'Payment method not found',
  demoOnlyInTestMode: 'Demo upgrades are only available in test mode',
  demoNeedsBasic: 'You need an active Basic Job Post to upgrade',
  demoOnlyBoosted: 'Demo upgrades go from Basic to Boosted only',
  payPerHireRequired: 'payPerHireEnabled must be true or false',
  noPostsLeft: 'You have no job posts left on your plan. Buy a Job Post or a Subscription Bundle on the Pricing page to post more jobs.',
  // `count` (the posts left) is what i18next's plural forms of this text follow.
  notEnoughPosts: ({ count, requested }: { count: number; requested: number }) =>
    `Your plan has ${count} job post${count === 1 ? '' : 's'} left, not enough for ${requested} new jobs. Buy more on the Pricing page.`,
});

export const userIdParamsSchema = z.object({ userId: uuidSchema('User not found') });
export const employerIdParamsSchema = z.object({ employerId: uuidSchema('Employer not found') });
export const paymentMethodParamsSchema = z.object({ id: uuidSchema(SUBSCRIPTION_MESSAGES.paymentMethodNotFound) });

export const paymentMethodSchema = z.object({
  id: z.string(),
  last4: z.string(),
  brand: z.string(),
  expMonth: z.number(),
  expYear: z.number(),
  isDefault: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodsResponseSchema = z.array(paymentMethodSchema);

export const employerSubscriptionSchema = z.object({
  planName: z.string(),
  /** basic, boosted, subscription-bundle, enterprise or none. */
  plan: z.string(),
  isAnnual: z.boolean(),
  isActive: z.boolean(),
  /** Set when the plan can be cancelled: a subscription, or open Basic/Boosted posts, not yet cancelled. */
  isCancellable: z.boolean(),
  cancelAtPeriodEnd: z.boolean(),
  expiresAt: z.string().nullable(),
  jobPostsUsed: z.number(),
  /** null = Unlimited. */
  jobPostsLimit: z.number().nullable(),
  /** Posts of the Basic and Boosted purchases open now ("1 job post, valid until ..."). */
  postsBought: z.number().int(),
  /** The Basic-to-Boosted demo upgrade is offered: test mode, and a Basic post open. */
  canUpgradeDemo: z.boolean(),
  nextPaymentAmount: z.number().nullable(),
  nextPaymentDate: z.string().nullable(),
  /** The renewal charge failed: the plan waits for a paid invoice (a banner asks to update the card). */
  isPastDue: z.boolean(),
  /** Past due: when the failed charge is tried again (issue 54's dunning; Stripe's next attempt), null when no try is left. */
  retryDate: z.string().nullable(),
  /** Cancelled at period end and the period still runs: Resume keeps it renewing. */
  canResume: z.boolean(),
  /** Issue 54: a downgrade waiting for the period end (undo until then); absent or null when none. */
  scheduledPlanChange: scheduledPlanChangeSchema.nullable().optional(),
  planFeatures: z.array(z.string()),
  paymentMethods: z.array(paymentMethodSchema),
  payPerHireEnabled: z.boolean(),
});
export type EmployerSubscription = z.infer<typeof employerSubscriptionSchema>;

export const workerSubscriptionSchema = z.object({
  planName: z.string(),
  plan: z.string(),
  isAnnual: z.boolean(),
  isActive: z.boolean(),
  isCancellable: z.boolean(),
  cancelAtPeriodEnd: z.boolean(),
  expiresAt: z.string().nullable(),
  nextPaymentAmount: z.number().nullable(),
  nextPaymentDate: z.string().nullable(),
  /** The renewal charge failed: the plan waits for a paid invoice (a banner asks to update the card). */
  isPastDue: z.boolean(),
  /** Past due: when the failed charge is tried again (issue 54's dunning; Stripe's next attempt), null when no try is left. */
  retryDate: z.string().nullable(),
  /** Cancelled at period end and the period still runs: Resume keeps it renewing. */
  canResume: z.boolean(),
  /** Issue 54: a downgrade waiting for the period end (undo until then); absent or null when none. */
  scheduledPlanChange: scheduledPlanChangeSchema.nullable().optional(),
  purchases: z.array(purchaseSchema),
});
export type WorkerSubscription = z.infer<typeof workerSubscriptionSchema>;

/** `void`: a pay-per-hire fee whose hire was undone, never charged. `refunded`: a refund's line, its amount negative. */
export const invoiceStatusSchema = z.enum(['paid', 'pending', 'failed', 'void', 'refunded']);
export const invoiceSchema = z.object({
  id: z.string(),
  description: z.string(),
  date: z.string(),
  amount: z.number(),
  status: invoiceStatusSchema,
  /** The gap-free number ("CB-000042") of a charge or a credit note (a refund, `refunded`); null for a fee not charged. */
  number: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const billingHistoryResponseSchema = z.array(invoiceSchema);

export const cancelSubscriptionResponseSchema = z.object({ message: z.string(), accessUntil: z.string() });

export const payPerHireRequestSchema = z.object({
  payPerHireEnabled: z.boolean({ error: SUBSCRIPTION_MESSAGES.payPerHireRequired }),
});
export const payPerHireResponseSchema = payPerHireRequestSchema;

export const upgradeDemoRequestSchema = z.object({
  plan: z.literal('boosted', { error: SUBSCRIPTION_MESSAGES.demoOnlyBoosted }),
});
export const upgradeDemoResponseSchema = z.object({ plan: z.literal('boosted'), expiresAt: z.string() });
