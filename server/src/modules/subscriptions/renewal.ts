import { BILLING_MONTH_DAYS, type PurchasableItem } from '@core/payments/catalogue';
import { PAYMENT_MESSAGES } from '@core/payments/schemas';
import { nextRetryAt } from '@core/subscriptions/dunning';
import { RENEWAL_MESSAGES, renewalItemFor, renewalMonths } from '@core/subscriptions/renewal';
import type { Database, Executor } from '../../db/client';
import * as payments from '../payments/service';
import type { InvoiceMailer, PaymentProviders, PurchaseGrants } from '../payments/service';
import { endUnpaidPlan, notifyPaymentFailure } from './dunning';
import * as repo from './repository';
import * as renewalRepo from './renewal-repository';
import { applyScheduledPlan } from './scheduled-plan';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Subscriptions one sweep renews at most; the next tick takes the rest. */
const SWEEP_LIMIT = 200;

export interface Period {
  start: Date;
  end: Date;
}

/** The period after `sub`'s: from its end, or from now when the server missed more than a whole period (one charge, not several). */
function nextPeriod(sub: repo.SubscriptionRow, item: PurchasableItem, now: Date): Period {
  const length = renewalMonths(item) * BILLING_MONTH_DAYS * DAY_MS;
  const start = sub.currentPeriodEnd.getTime() + length > now.getTime() ? sub.currentPeriodEnd : now;
  return { start, end: new Date(start.getTime() + length) };
}

/** What a renewed period gives, as the first purchase did: the bundle's monthly posts, or a fresh resume-plan period. */
export async function grantPeriod(
  tx: Executor,
  grants: PurchaseGrants,
  sub: repo.SubscriptionRow,
  item: PurchasableItem,
  purchaseId: string,
  period: Period,
) {
  const grant = item.grant;
  if (grant.type === 'post-subscription') {
    await repo.insertJobPostGrants(
      tx,
      Array.from({ length: grant.months }, (_, month) => ({
        employerId: sub.userId,
        purchaseId,
        plan: 'subscription-bundle' as const,
        posts: grant.postsPerMonth,
        isBoosted: false,
        startsAt: new Date(period.start.getTime() + month * BILLING_MONTH_DAYS * DAY_MS),
        endsAt: new Date(period.start.getTime() + (month + 1) * BILLING_MONTH_DAYS * DAY_MS),
      })),
    );
  } else if (grant.type === 'resume-plan') {
    await grants.grantResumePlan(tx, sub.userId, grant.resumePlan, period.start);
  }
}

/**
 * The one place a failed renewal charge is recorded (the test-mode sweep and its retries, Stripe's
 * invoice.payment_failed): the failure is kept per period and attempt with when the next try is due (test mode: days
 * 1, 3 and 5 after the first failure; Stripe: its next_payment_attempt), and the owner is told once per attempt, with
 * the update-card link. Past due until then; in test mode the failed last try ends the plan with its notice (Stripe
 * ends it with customer.subscription.deleted).
 */
export async function recordRenewalFailure(
  tx: Executor,
  sub: repo.SubscriptionRow,
  failure: { reason: string; providerInvoiceId: string | null; attempt?: number; nextAttemptAt?: Date | null },
  now: Date,
  mailer: InvoiceMailer | null,
) {
  const firstFailedAt = sub.pastDueSince ?? now;
  const attempt = failure.attempt ?? (await renewalRepo.countPaymentFailures(tx, sub.id, sub.currentPeriodEnd)) + 1;
  const isStripe = sub.providerSubscriptionId !== null;
  const nextAttemptAt = isStripe ? (failure.nextAttemptAt ?? null) : nextRetryAt(firstFailedAt, attempt);
  const inserted = await renewalRepo.insertPaymentFailure(tx, {
    subscriptionId: sub.id,
    periodEnd: sub.currentPeriodEnd,
    amountCents: sub.amountCents,
    reason: failure.reason,
    providerInvoiceId: failure.providerInvoiceId,
    attempt,
    failedAt: now,
    nextAttemptAt,
  });
  const isEnd = !isStripe && inserted !== null && nextAttemptAt === null;
  if (isEnd) await endUnpaidPlan(tx, sub, now);
  else await renewalRepo.updateSubscription(tx, sub.id, { status: 'past_due', pastDueSince: firstFailedAt });
  // Stripe's last failure says no next try: its customer.subscription.deleted brings the end notice.
  if (inserted && (nextAttemptAt || isEnd)) await notifyPaymentFailure(tx, mailer, sub, nextAttemptAt);
}

/** Test mode's stand-in for the charge: the default saved card must exist and not have expired. */
function testCardRefusal(card: Awaited<ReturnType<typeof payments.findDefaultCard>>, now: Date): string | null {
  if (!card) return RENEWAL_MESSAGES.noSavedCard;
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  if (card.expYear < year || (card.expYear === year && card.expMonth < month)) return PAYMENT_MESSAGES.expiryPast;
  return null;
}

/**
 * Charges the period after `sub`'s with the default card (test mode) and grants it; the refusal's reason when it
 * cannot. Success makes the plan active again (a retry of a past-due one too).
 */
async function chargeRenewal(tx: Executor, providers: PaymentProviders, sub: repo.SubscriptionRow, item: PurchasableItem, now: Date) {
  // With Stripe keys a plan renews through Stripe Billing once linked; one not linked by its end had no card Stripe can charge.
  const refusal =
    providers.card.mode === 'test' ? testCardRefusal(await payments.findDefaultCard(tx, sub.userId), now) : RENEWAL_MESSAGES.noSavedCard;
  if (refusal) return refusal;
  const period = nextPeriod(sub, item, now);
  const purchase = await payments.recordRenewalCharge(
    tx,
    {
      userId: sub.userId,
      item,
      amountCents: sub.amountCents,
      provider: 'test',
      providerRef: `pi_test_renewal_${sub.id}_${sub.currentPeriodEnd.getTime()}`,
      now,
    },
    providers.invoiceMailer,
  );
  if (!purchase) return null;
  await renewalRepo.updateSubscription(tx, sub.id, {
    status: 'active',
    pastDueSince: null,
    currentPeriodStart: period.start,
    currentPeriodEnd: period.end,
    purchaseId: purchase.id,
    renewedAt: now,
  });
  await grantPeriod(tx, providers.grants, sub, item, purchase.id, period);
  return null;
}

/**
 * Renews one due subscription in its own transaction, once: the row is locked and must still be due, and the
 * charge's reference (the subscription and the period it ends) is unique besides.
 */
async function renewOne(db: Database, providers: PaymentProviders, id: string, now: Date) {
  await db.transaction(async (tx) => {
    const due = await renewalRepo.lockDueRenewal(tx, id, now);
    if (!due) return;
    // A downgrade scheduled for this period end: the new plan is what renews.
    const sub = await applyScheduledPlan(tx, due);
    const item = renewalItemFor(sub.plan, sub.isAnnual);
    if (!item) {
      // Nothing in the catalogue renews it (a plan withdrawn since): it ends with its period.
      await renewalRepo.updateSubscription(tx, sub.id, { cancelAtPeriodEnd: true, cancelledAt: now });
      return;
    }
    const refusal = await chargeRenewal(tx, providers, sub, item, now);
    if (refusal) await recordRenewalFailure(tx, sub, { reason: refusal, providerInvoiceId: null }, now, providers.invoiceMailer);
  });
}

/**
 * Tries a past-due plan's failed period again (test mode), in its own transaction: the scheduled retry once its day
 * has come (`isDue`), or at once when the owner saved a new card. The row is locked and its newest failure re-read,
 * so another instance's retry of the same attempt, committed first, leaves nothing to do.
 */
export async function retryPastDue(tx: Executor, providers: PaymentProviders, sub: repo.SubscriptionRow, now: Date, isDue: boolean) {
  if (sub.providerSubscriptionId) return;
  const latest = await renewalRepo.findLatestFailure(tx, sub.id, sub.currentPeriodEnd);
  if (isDue && (!latest?.nextAttemptAt || latest.nextAttemptAt > now)) return;
  const item = renewalItemFor(sub.plan, sub.isAnnual);
  const refusal = item ? await chargeRenewal(tx, providers, sub, item, now) : RENEWAL_MESSAGES.noSavedCard;
  // A new card that fails at once does not move the schedule: its next try stays where it was.
  if (refusal && isDue) await recordRenewalFailure(tx, sub, { reason: refusal, providerInvoiceId: null }, now, providers.invoiceMailer);
}

/** Update card on the user's past-due plan (test mode): the new card becomes the default and is charged at once. */
export async function retryPastDueOf(tx: Executor, providers: PaymentProviders, userId: string, now: Date, useCard: () => Promise<void>) {
  const sub = await renewalRepo.lockPastDueOf(tx, userId);
  if (!sub) return false;
  await useCard();
  await retryPastDue(tx, providers, sub, now, false);
  return true;
}

/** The scheduler's renewal sweep (test mode, and plans Stripe Billing does not renew): each due period once, across instances. */
export async function renewDueSubscriptions(db: Database, providers: PaymentProviders, now: Date) {
  for (const id of await renewalRepo.listDueRenewals(db, now, SWEEP_LIMIT)) await renewOne(db, providers, id, now);
  // Dunning's retries whose day has come (plans on Stripe Billing are retried by Stripe's Smart Retries, not here).
  for (const id of await renewalRepo.listDueRetries(db, now, SWEEP_LIMIT)) {
    await db.transaction(async (tx) => {
      const sub = await renewalRepo.lockPastDue(tx, id);
      if (sub) await retryPastDue(tx, providers, sub, now, true);
    });
  }
}
