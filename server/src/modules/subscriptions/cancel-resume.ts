import type { User } from '@core/auth/schemas';
import { RENEWAL_MESSAGES, type ResumeSubscriptionResponse } from '@core/subscriptions/renewal';
import { SUBSCRIPTION_MESSAGES } from '@core/subscriptions/schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import type { PaymentProviders } from '../payments/service';
import * as repo from './repository';
import * as renewalRepo from './renewal-repository';

/** Stripe first, when the plan renews there: our row changes only once Stripe has. */
async function setAtStripe(providers: PaymentProviders, sub: repo.SubscriptionRow, cancelAtPeriodEnd: boolean) {
  const billing = providers.card.billing;
  if (!sub.providerSubscriptionId || !billing) return;
  try {
    await billing.setCancelAtPeriodEnd(sub.providerSubscriptionId, cancelAtPeriodEnd);
  } catch {
    throw new AppError(502, RENEWAL_MESSAGES.providerFailed);
  }
}

/**
 * Stops the plan at the end of the period already paid; access lasts until then, and nothing renews. Basic and
 * Boosted posts are one-time purchases, not subscriptions: they have nothing to cancel. Always the asker's own plan.
 */
export async function cancelSubscription(db: Database, providers: PaymentProviders, user: User, now: Date) {
  const subscription = await renewalRepo.findLiveSubscription(db, user.id, now);
  if (!subscription) throw new AppError(404, SUBSCRIPTION_MESSAGES.noActiveSubscription);
  if (subscription.cancelAtPeriodEnd) throw new AppError(409, SUBSCRIPTION_MESSAGES.alreadyCancelled);
  await setAtStripe(providers, subscription, true);
  await repo.cancelSubscriptionsAtPeriodEnd(db, user.id, now);
  // A scheduled downgrade goes with the cancel (at Stripe its schedule was released): Resume renews the current plan.
  if (subscription.scheduledPlanId) await renewalRepo.updateSubscription(db, subscription.id, { scheduledPlanId: null });
  return { message: 'Subscription cancelled', accessUntil: subscription.currentPeriodEnd.toISOString() };
}

/** Undoes Cancel before the period ends: the plan renews at its end again, with the default card. */
export async function resumeSubscription(
  db: Database,
  providers: PaymentProviders,
  user: User,
  now: Date,
): Promise<ResumeSubscriptionResponse> {
  const subscription = await renewalRepo.findLiveSubscription(db, user.id, now);
  if (!subscription || !subscription.cancelAtPeriodEnd || subscription.status !== 'active') {
    throw new AppError(404, RENEWAL_MESSAGES.nothingToResume);
  }
  await setAtStripe(providers, subscription, false);
  await renewalRepo.updateSubscription(db, subscription.id, { cancelAtPeriodEnd: false, cancelledAt: null });
  return {
    message: 'Subscription resumed',
    nextPaymentDate: subscription.currentPeriodEnd.toISOString(),
    nextPaymentAmount: subscription.amountCents,
  };
}
