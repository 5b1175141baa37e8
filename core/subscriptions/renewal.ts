import { z } from 'zod';
import { PURCHASABLE_ITEMS, type PurchasableItem } from '../payments/catalogue';
import { defineMessages } from '../shared/messages';

/** Issue 54: a subscription plan renews at the end of each period with the saved default card. */
export const RENEWAL_MESSAGES = defineMessages('subscription_renewal', {
  nothingToResume: 'No cancelled subscription to resume',
  providerFailed: 'The payment provider could not update your subscription. Please try again.',
  noSavedCard: 'No saved card to renew with. Add a card to keep your plan.',
});

export const resumeSubscriptionResponseSchema = z.object({
  message: z.string(),
  nextPaymentDate: z.string(),
  nextPaymentAmount: z.number().int(),
});
export type ResumeSubscriptionResponse = z.infer<typeof resumeSubscriptionResponseSchema>;

/** The catalogue item a subscription renews as: its plan and billing period (the bundle, monthly or annual; a resume plan). */
export function renewalItemFor(plan: string, isAnnual: boolean): PurchasableItem | undefined {
  return PURCHASABLE_ITEMS.find(
    (item) =>
      item.plan === plan && item.isAnnual === isAnnual && (item.grant.type === 'post-subscription' || item.grant.type === 'resume-plan'),
  );
}

/** How many billing months one period of the item lasts (12 for the annual bundle). */
export function renewalMonths(item: PurchasableItem): number {
  return item.grant.type === 'post-subscription' || item.grant.type === 'resume-plan' ? item.grant.months : 1;
}
