import { findPurchasableItem } from '@core/payments/catalogue';
import type { Executor } from '../../db/client';
import type * as repo from './repository';
import * as renewalRepo from './renewal-repository';

/**
 * A downgrade scheduled for the period end (issue 54's plan changes) applies as the period renews: the row takes the
 * new plan and its price before the charge, so the renewal charges and grants the new plan. Returns the row as the
 * renewal should read it.
 */
export async function applyScheduledPlan(tx: Executor, sub: repo.SubscriptionRow): Promise<repo.SubscriptionRow> {
  const item = sub.scheduledPlanId ? findPurchasableItem(sub.scheduledPlanId) : undefined;
  if (!sub.scheduledPlanId) return sub;
  const values = item
    ? { plan: item.plan, planName: item.name, isAnnual: item.isAnnual, amountCents: item.priceCents, scheduledPlanId: null }
    : { scheduledPlanId: null };
  await renewalRepo.updateSubscription(tx, sub.id, values);
  return { ...sub, ...values };
}
