import { BILLING_MONTH_DAYS, PURCHASABLE_ITEMS, type Audience, type PurchasableItem } from '../payments/catalogue';

/**
 * Issue 54, plan changes: what switching between two renewing plans of one audience costs, in whole cents. Pure, so
 * the preview the user reads and the charge the server makes are one computation.
 *
 * - An upgrade (the new plan costs more a period) takes effect now. Within the same period length (Standard to Flex)
 *   the period keeps its end: the unused part of the current plan is credited and the new plan's remaining part
 *   charged. A longer period (the monthly bundle to the annual one) starts now, as Stripe restarts the billing cycle
 *   when the interval changes: the full new price, less the unused part's credit.
 * - A downgrade takes effect at the period end: nothing is charged or refunded now, and the new price renews then.
 *
 * Days are whole: a started day counts as left (the plan is still usable on it), so a change on the period's first
 * day credits the whole period.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export type PlanChangeKind = 'upgrade' | 'downgrade';

export interface ProrationInput {
  /** What the current period was charged at (the subscription's amount). */
  currentAmountCents: number;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  newPriceCents: number;
  /** Length of one period of the new plan, in days. */
  newPeriodDays: number;
  now: Date;
}

export interface Proration {
  kind: PlanChangeKind;
  /** Days of the current period left, a started day included. */
  daysLeft: number;
  periodDays: number;
  /** The unused part of the current period, given back against the charge. */
  creditCents: number;
  /** The new plan for the rest of the period (or for a whole new period when it is longer). */
  chargeCents: number;
  /** Charged now: the charge less the credit, never below zero; 0 for a downgrade. */
  amountDueCents: number;
  /** When the new plan takes effect: now for an upgrade, the period end for a downgrade. */
  effectiveAt: Date;
  /** The period the subscription is in once the change applies (a downgrade: the next one's start is the current end). */
  periodStart: Date;
  periodEnd: Date;
  /** The next renewal: the new plan's price, at the end of the period. */
  nextPaymentAmount: number;
  nextPaymentDate: Date;
}

/** `a * b / c` rounded half up, in integers (the products stay far below 2^53). */
const mulDiv = (a: number, b: number, c: number) => Math.floor((a * b * 2 + c) / (c * 2));

export function wholeDays(from: Date, to: Date): number {
  return Math.max(0, Math.ceil((to.getTime() - from.getTime()) / DAY_MS));
}

export function prorate(input: ProrationInput): Proration {
  const { currentAmountCents, currentPeriodStart, currentPeriodEnd, newPriceCents, newPeriodDays, now } = input;
  const periodDays = Math.max(1, Math.round((currentPeriodEnd.getTime() - currentPeriodStart.getTime()) / DAY_MS));
  const daysLeft = Math.min(periodDays, wholeDays(now, currentPeriodEnd));
  if (newPriceCents <= currentAmountCents) {
    return {
      kind: 'downgrade',
      daysLeft,
      periodDays,
      creditCents: 0,
      chargeCents: 0,
      amountDueCents: 0,
      effectiveAt: currentPeriodEnd,
      periodStart: currentPeriodStart,
      periodEnd: currentPeriodEnd,
      nextPaymentAmount: newPriceCents,
      nextPaymentDate: currentPeriodEnd,
    };
  }
  const creditCents = mulDiv(currentAmountCents, daysLeft, periodDays);
  const isNewCycle = newPeriodDays !== periodDays;
  const chargeCents = isNewCycle ? newPriceCents : mulDiv(newPriceCents, daysLeft, periodDays);
  const periodStart = isNewCycle ? now : currentPeriodStart;
  const periodEnd = isNewCycle ? new Date(now.getTime() + newPeriodDays * DAY_MS) : currentPeriodEnd;
  return {
    kind: 'upgrade',
    daysLeft,
    periodDays,
    creditCents,
    chargeCents,
    amountDueCents: Math.max(0, chargeCents - creditCents),
    effectiveAt: now,
    periodStart,
    periodEnd,
    nextPaymentAmount: newPriceCents,
    nextPaymentDate: periodEnd,
  };
}

/** A plan that renews (the subscription bundle, monthly or annual; a paid resume plan): the ones a change goes between. */
export function isRenewingItem(item: PurchasableItem): boolean {
  return item.grant.type === 'post-subscription' || item.grant.type === 'resume-plan';
}

/** One period of a renewing item, in days (a billing month is 30). */
export function periodDaysOf(item: PurchasableItem): number {
  const months = item.grant.type === 'post-subscription' || item.grant.type === 'resume-plan' ? item.grant.months : 1;
  return months * BILLING_MONTH_DAYS;
}

/** The renewing plans of an audience a subscriber on `currentItemId` can switch to, cheapest first. */
export function planChangeOptions(audience: Audience, currentItemId: string): PurchasableItem[] {
  return PURCHASABLE_ITEMS.filter((item) => item.audience === audience && isRenewingItem(item) && item.id !== currentItemId).sort(
    (a, b) => a.priceCents - b.priceCents,
  );
}
