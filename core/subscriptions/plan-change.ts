import { z } from 'zod';
import { defineMessages } from '../shared/messages';

/** Issue 54: switching between renewing plans of one audience, with the proration shown before confirming. */
export const PLAN_CHANGE_MESSAGES = defineMessages('subscription_plan_change', {
  planRequired: 'Choose a plan to switch to',
  unknownPlan: 'That plan does not exist. Choose one of the plans listed.',
  samePlan: 'You are already on this plan',
  otherAudience: 'That plan is not available for your account type',
  notSwitchable: 'That plan is not a subscription you can switch to. Choose one of the plans listed.',
  noSubscription: 'No active subscription to change. Choose a plan on the Pricing page.',
  cancelled: 'Your subscription is cancelled. Resume it before changing plans.',
  pastDue: 'Your last payment did not go through. Update your card before changing plans.',
  notRenewing: 'Your current plan cannot be changed here. Choose a plan on the Pricing page.',
  onStripe: 'Plan changes for this subscription are not available yet. Contact support to switch plans.',
  nothingScheduled: 'No scheduled plan change to undo',
  changed: 'Plan changed',
  scheduled: 'Plan change scheduled',
  undone: 'Scheduled plan change undone',
});

export const planChangeQuerySchema = z.object({
  planId: z
    .string({ error: PLAN_CHANGE_MESSAGES.planRequired })
    .trim()
    .min(1, PLAN_CHANGE_MESSAGES.planRequired)
    .max(60, PLAN_CHANGE_MESSAGES.unknownPlan),
});
export const planChangeRequestSchema = planChangeQuerySchema;
export type PlanChangeRequest = z.infer<typeof planChangeRequestSchema>;

export const planChangePreviewSchema = z.object({
  kind: z.enum(['upgrade', 'downgrade']),
  currentPlanId: z.string(),
  planId: z.string(),
  planName: z.string(),
  /** Cents: the unused part of the current period (0 for a downgrade). */
  creditCents: z.number().int(),
  /** Cents: the new plan's remaining part (or its whole new period). */
  chargeCents: z.number().int(),
  /** Cents charged on Confirm. */
  amountDueCents: z.number().int(),
  nextPaymentAmount: z.number().int(),
  nextPaymentDate: z.string(),
  /** When the new plan applies: now (upgrade) or the period end (downgrade). */
  effectiveDate: z.string(),
});
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;

export const planChangeResponseSchema = planChangePreviewSchema.extend({ message: z.string() });
export type PlanChangeResponse = z.infer<typeof planChangeResponseSchema>;

export const undoPlanChangeResponseSchema = z.object({
  message: z.string(),
  nextPaymentAmount: z.number().int(),
  nextPaymentDate: z.string(),
});
export type UndoPlanChangeResponse = z.infer<typeof undoPlanChangeResponseSchema>;

/** A downgrade waiting for the period end, as the billing card shows it (undo until then). */
export const scheduledPlanChangeSchema = z.object({ planId: z.string(), planName: z.string(), effectiveDate: z.string() });
export type ScheduledPlanChange = z.infer<typeof scheduledPlanChangeSchema>;
