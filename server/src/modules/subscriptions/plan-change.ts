import { randomUUID } from 'node:crypto';
import type { User } from '@core/auth/schemas';
import { findPurchasableItem, type PurchasableItem } from '@core/payments/catalogue';
import { PAYMENT_MESSAGES } from '@core/payments/schemas';
import {
  PLAN_CHANGE_MESSAGES,
  type PlanChangePreview,
  type PlanChangeResponse,
  type ScheduledPlanChange,
  type UndoPlanChangeResponse,
} from '@core/subscriptions/plan-change';
import { isRenewingItem, periodDaysOf, prorate, type Proration } from '@core/subscriptions/proration';
import { RENEWAL_MESSAGES, renewalItemFor, renewalMonths } from '@core/subscriptions/renewal';
import type { Database, Executor } from '../../db/client';
import type { StripePlanChanger } from '../../lib/payment-providers/stripe-plan-change';
import { AppError } from '../../plugins/errors';
import * as payments from '../payments/service';
import type { PaymentProviders } from '../payments/service';
import * as changeRepo from './plan-change-repository';
import { grantPeriod } from './renewal';
import * as renewalRepo from './renewal-repository';
import type * as repo from './repository';

const { samePlan } = PLAN_CHANGE_MESSAGES;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** The payment side of a change: the card providers, and Stripe's subscription update when keys are set (else null). */
export interface PlanChangeProviders {
  providers: PaymentProviders;
  stripePlans: StripePlanChanger | null;
}

interface ResolvedChange {
  sub: repo.SubscriptionRow;
  current: PurchasableItem;
  item: PurchasableItem;
  proration: Proration;
}

/** The plan asked for, checked against the asker's account before anything about their subscription. */
function findTargetPlan(user: User, planId: string) {
  const item = findPurchasableItem(planId);
  if (!item) throw new AppError(400, PLAN_CHANGE_MESSAGES.unknownPlan);
  if (item.audience !== user.userType) throw new AppError(400, PLAN_CHANGE_MESSAGES.otherAudience);
  if (!isRenewingItem(item)) throw new AppError(400, PLAN_CHANGE_MESSAGES.notSwitchable);
  return item;
}

/**
 * The rules of a change, on the asker's own live subscription (`sub`, null when they have none): it renews (not
 * cancelled, not past due) and it is not the plan asked for. A plan Stripe Billing renews is changed there (an upgrade
 * by the subscription's update, a downgrade by a subscription schedule); with keys set, a plan not linked to Stripe
 * yet cannot change until the scheduler links it.
 */
async function resolveChange(
  db: Executor,
  { providers, stripePlans }: PlanChangeProviders,
  user: User,
  sub: repo.SubscriptionRow | null,
  planId: string,
  now: Date,
): Promise<ResolvedChange> {
  const item = findTargetPlan(user, planId);
  if (!sub) {
    const pastDue = await renewalRepo.findPastDueSubscription(db, user.id);
    throw pastDue ? new AppError(409, PLAN_CHANGE_MESSAGES.pastDue) : new AppError(404, PLAN_CHANGE_MESSAGES.noSubscription);
  }
  if (sub.status === 'past_due') throw new AppError(409, PLAN_CHANGE_MESSAGES.pastDue);
  if (sub.cancelAtPeriodEnd) throw new AppError(409, PLAN_CHANGE_MESSAGES.cancelled);
  const current = renewalItemFor(sub.plan, sub.isAnnual);
  if (!current) throw new AppError(409, PLAN_CHANGE_MESSAGES.notRenewing);
  if (current.id === item.id) throw new AppError(409, samePlan);
  const proration = prorate({
    currentAmountCents: sub.amountCents,
    currentPeriodStart: sub.currentPeriodStart,
    currentPeriodEnd: sub.currentPeriodEnd,
    newPriceCents: item.priceCents,
    newPeriodDays: periodDaysOf(item),
    now,
  });
  if ((sub.providerSubscriptionId || providers.card.mode !== 'test') && !(sub.providerSubscriptionId && stripePlans)) {
    throw new AppError(409, PLAN_CHANGE_MESSAGES.onStripe);
  }
  return { sub, current, item, proration };
}

/** The Stripe preview's or update's input: the new plan's price on its product, prorated at `now`. */
function stripeChangeInput({ sub, current, item }: ResolvedChange, now: Date) {
  return {
    subscriptionId: sub.providerSubscriptionId!,
    product: { id: `crewbridge-${item.id}`, name: item.name },
    amountCents: item.priceCents,
    intervalMonths: renewalMonths(item),
    prorationDate: now,
    // Another interval (the monthly bundle to the annual one): Stripe restarts the billing cycle, now.
    resetsCycle: periodDaysOf(item) !== periodDaysOf(current),
  };
}

async function atStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch {
    throw new AppError(502, RENEWAL_MESSAGES.providerFailed);
  }
}

function toPreview({ current, item, proration }: ResolvedChange): PlanChangePreview {
  return {
    kind: proration.kind,
    currentPlanId: current.id,
    planId: item.id,
    planName: item.name,
    creditCents: proration.creditCents,
    chargeCents: proration.chargeCents,
    amountDueCents: proration.amountDueCents,
    nextPaymentAmount: proration.nextPaymentAmount,
    nextPaymentDate: proration.nextPaymentDate.toISOString(),
    effectiveDate: proration.effectiveAt.toISOString(),
  };
}

/**
 * What switching the asker's plan to `planId` would cost now and after, without changing anything. On Stripe the
 * amounts are Stripe's own preview, prorated to the second at this moment; Confirm prorates at its own moment, so a
 * confirm minutes later can differ from the preview by a cent or so (test mode counts whole days: none then).
 */
export async function previewPlanChange(db: Database, deps: PlanChangeProviders, user: User, planId: string, now: Date) {
  const sub = await renewalRepo.findLiveSubscription(db, user.id, now);
  const change = await resolveChange(db, deps, user, sub, planId, now);
  const preview = toPreview(change);
  // A downgrade charges nothing now, at Stripe as here: its preview is the new price from the period end.
  if (!change.sub.providerSubscriptionId || !deps.stripePlans || change.proration.kind === 'downgrade') return preview;
  const stripePlans = deps.stripePlans;
  const atStripePreview = await atStripe(() => stripePlans.preview(stripeChangeInput(change, now)));
  return { ...preview, ...atStripePreview };
}

/** Test mode's stand-in for the charge, as the renewal's: the default saved card must exist and not have expired. */
async function assertChargeableCard(tx: Executor, userId: string, now: Date) {
  const card = await payments.findDefaultCard(tx, userId);
  if (!card) throw new AppError(402, RENEWAL_MESSAGES.noSavedCard);
  const year = now.getUTCFullYear();
  if (card.expYear < year || (card.expYear === year && card.expMonth < now.getUTCMonth() + 1)) {
    throw new AppError(402, PAYMENT_MESSAGES.expiryPast);
  }
}

/**
 * An upgrade now: the prorated amount is charged through the renewals' path (payment, purchase, numbered invoice,
 * receipt e-mail), the row takes the new plan, price and period, and the new plan's allowances are granted at once.
 */
async function upgradeNow(tx: Executor, { providers, stripePlans }: PlanChangeProviders, change: ResolvedChange, now: Date) {
  const { sub, current, item, proration } = change;
  let purchaseId = sub.purchaseId;
  let period = { start: proration.periodStart, end: proration.periodEnd };
  if (sub.providerSubscriptionId && stripePlans) {
    const idempotencyKey = `plan-change-${sub.id}-${current.id}-${item.id}-${unix(now)}`;
    // A downgrade scheduled before would replace this upgrade at the period end: its schedule goes first.
    if (sub.scheduledPlanId) await atStripe(() => stripePlans.releaseSchedule(sub.providerSubscriptionId!, `${idempotencyKey}-release`));
    const result = await atStripe(() => stripePlans.apply({ ...stripeChangeInput(change, now), idempotencyKey }));
    if (result.status === 'declined') throw new AppError(402, result.message || PAYMENT_MESSAGES.cardDeclined);
    // Stripe's own period (a new annual cycle ends a calendar year on, not 360 days).
    period = { start: result.periodStart ?? period.start, end: result.periodEnd ?? period.end };
    if (result.amountPaidCents > 0) {
      // The reference invoice.paid derives for this invoice (its subscription and first line's start): the webhook
      // that follows finds the charge recorded and records nothing twice.
      const periodStart = result.periodStart ?? now;
      const purchase = await payments.recordRenewalCharge(
        tx,
        {
          userId: sub.userId,
          item,
          amountCents: result.amountPaidCents,
          provider: 'stripe',
          providerRef: `stripe_renewal_${sub.providerSubscriptionId}_${unix(periodStart)}`,
          now,
        },
        providers.invoiceMailer,
      );
      purchaseId = purchase?.id ?? purchaseId;
    }
  } else if (proration.amountDueCents > 0) {
    await assertChargeableCard(tx, sub.userId, now);
    const purchase = await payments.recordRenewalCharge(
      tx,
      {
        userId: sub.userId,
        item,
        amountCents: proration.amountDueCents,
        provider: 'test',
        // Unique per subscription, plan pair and moment: a retried request cannot charge twice.
        providerRef: `pi_test_plan_change_${sub.id}_${current.id}_${item.id}_${now.getTime()}`,
        now,
      },
      providers.invoiceMailer,
    );
    if (!purchase) throw new AppError(409, samePlan);
    purchaseId = purchase.id;
  } else {
    await assertChargeableCard(tx, sub.userId, now);
  }
  await renewalRepo.updateSubscription(tx, sub.id, {
    plan: item.plan,
    planName: item.name,
    isAnnual: item.isAnnual,
    amountCents: item.priceCents,
    currentPeriodStart: period.start,
    currentPeriodEnd: period.end,
    purchaseId,
    scheduledPlanId: null,
  });
  if (item.grant.type === 'post-subscription') await changeRepo.endBundleGrantsFrom(tx, sub.userId, now);
  if (purchaseId) await grantPeriod(tx, providers.grants, sub, item, purchaseId, period);
}

/**
 * Confirms a change of the asker's own plan: an upgrade is charged and applies now; a downgrade is scheduled for the
 * period end (nothing charged, nothing refunded). The subscription row is locked first, so two confirms at once (two
 * instances) change and charge once: the second reads the new plan and is refused as the same plan.
 */
export async function changePlan(
  db: Database,
  deps: PlanChangeProviders,
  user: User,
  planId: string,
  now: Date,
): Promise<PlanChangeResponse> {
  return db.transaction(async (tx) => {
    const sub = await changeRepo.lockLiveSubscriptionOf(tx, user.id, now);
    const change = await resolveChange(tx, deps, user, sub, planId, now);
    if (change.proration.kind === 'downgrade') {
      const { sub, item } = change;
      const stripePlans = deps.stripePlans;
      if (sub.providerSubscriptionId && stripePlans) {
        const { subscriptionId, product, amountCents, intervalMonths } = stripeChangeInput(change, now);
        // One key per confirm (the SDK's own retries reuse it): a downgrade undone and asked again in the same second
        // must make a new schedule, not be answered with the released one.
        const idempotencyKey = `plan-downgrade-${sub.id}-${item.id}-${randomUUID()}`;
        await atStripe(() => stripePlans.scheduleDowngrade({ subscriptionId, product, amountCents, intervalMonths, idempotencyKey }));
      }
      await changeRepo.setScheduledPlan(tx, sub.id, sub.plan, item.id);
      return { ...toPreview(change), message: PLAN_CHANGE_MESSAGES.scheduled };
    }
    await upgradeNow(tx, deps, change, now);
    return { ...toPreview(change), message: PLAN_CHANGE_MESSAGES.changed };
  });
}

/** Undoes a scheduled downgrade before the period ends: the plan renews as it is (at Stripe, its schedule is released). */
export async function undoPlanChange(
  db: Database,
  { stripePlans }: PlanChangeProviders,
  user: User,
  now: Date,
): Promise<UndoPlanChangeResponse> {
  return db.transaction(async (tx) => {
    const sub = await changeRepo.lockLiveSubscriptionOf(tx, user.id, now);
    if (!sub?.scheduledPlanId) throw new AppError(404, PLAN_CHANGE_MESSAGES.nothingScheduled);
    const subscriptionId = sub.providerSubscriptionId;
    if (subscriptionId && stripePlans) {
      const idempotencyKey = `plan-undo-${sub.id}-${sub.scheduledPlanId}-${randomUUID()}`;
      await atStripe(() => stripePlans.releaseSchedule(subscriptionId, idempotencyKey));
    }
    await changeRepo.setScheduledPlan(tx, sub.id, sub.plan, null);
    return {
      message: PLAN_CHANGE_MESSAGES.undone,
      nextPaymentAmount: sub.amountCents,
      nextPaymentDate: sub.currentPeriodEnd.toISOString(),
    };
  });
}

/** The billing card's view of a scheduled downgrade (none once the plan is cancelled: nothing renews then). */
export function scheduledChangeOf(sub: repo.SubscriptionRow): (ScheduledPlanChange & { priceCents: number }) | null {
  const item = sub.scheduledPlanId && !sub.cancelAtPeriodEnd ? findPurchasableItem(sub.scheduledPlanId) : undefined;
  if (!item) return null;
  return { planId: item.id, planName: item.name, effectiveDate: sub.currentPeriodEnd.toISOString(), priceCents: item.priceCents };
}
