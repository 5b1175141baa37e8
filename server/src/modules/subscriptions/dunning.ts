import { hasNoMailbox } from '@core/auth/phone-sign-in-schemas';
import { DUNNING_ENDED_STATUS } from '@core/subscriptions/dunning';
import { renewalItemFor } from '@core/subscriptions/renewal';
import type { Language } from '@core/shared/options';
import { DEFAULT_TIME_ZONE } from '@core/shared/time-zone';
import type { Executor } from '../../db/client';
import { billingPlanName } from '../../lib/billing-item-name';
import type { Translate } from '../../lib/language';
import type { InvoiceMailer } from '../payments/service';
import type * as repo from './repository';
import * as renewalRepo from './renewal-repository';

/** Where the user replaces the card that failed: the existing Update card page of their role. */
export const updateCardPath = (userType: string) =>
  userType === 'worker' ? '/checkout?plan=add-payment' : '/checkout?plan=update-payment';

const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** A day as its reader reads it: their language, their zone (the Central zone when the browser never told theirs). */
function readerDate(at: Date, language: Language, timeZone: string | null) {
  const format = (zone: string) =>
    new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeZone: zone }).format(at);
  try {
    return format(timeZone ?? DEFAULT_TIME_ZONE);
  } catch {
    return format(DEFAULT_TIME_ZONE);
  }
}

/**
 * The message of one failed attempt (what failed, when the next try is, and the update-card link) or of the plan's end,
 * in the owner's language with the plan's catalogue name in it: a transactional e-mail (no preference, no unsubscribe;
 * none to an account that joined by phone without a mailbox) and the same words by SMS, WhatsApp and push where the
 * owner turned them on for billing (the channel switches and their consent, as every text). The caller sends it only
 * for the attempt row it inserted, in that transaction, so each attempt is told once across instances.
 */
export async function notifyPaymentFailure(
  tx: Executor,
  mailer: InvoiceMailer | null,
  sub: repo.SubscriptionRow,
  nextAttemptAt: Date | null,
) {
  if (!mailer) return;
  const owner = await renewalRepo.findOwner(tx, sub.userId);
  if (!owner) return;
  const kind = nextAttemptAt ? 'failed' : 'ended';
  const params = (t: Translate) => ({
    amount: usd(sub.amountCents),
    item: billingPlanName(t, renewalItemFor(sub.plan, sub.isAnnual), sub.planName),
    date: nextAttemptAt ? readerDate(nextAttemptAt, owner.language, owner.timeZone) : '',
  });
  const action = (t: Translate) => ({ label: t('dunning.action'), url: mailer.url(updateCardPath(owner.userType)) });
  const compose = ({ t }: { t: Translate }) => ({
    subject: t(`dunning.${kind}_subject`),
    content: { heading: t(`dunning.${kind}_heading`), paragraphs: [t(`dunning.${kind}_body`, params(t))], action: action(t) },
  });
  if (!hasNoMailbox(owner.email)) {
    await mailer.email(tx, {
      userId: sub.userId,
      to: owner.email,
      language: owner.language,
      kind: `subscription_payment_${kind}`,
      compose,
    });
  }
  await mailer.text(tx, {
    userId: sub.userId,
    type: 'billing',
    compose,
    text: ({ t }) => ({ line: t(`dunning.${kind}_body`, params(t)), action: action(t) }),
  });
}

/** After the last failed try: the plan ends now (no access to the period it could not pay for). */
export async function endUnpaidPlan(tx: Executor, sub: repo.SubscriptionRow, now: Date) {
  await renewalRepo.updateSubscription(tx, sub.id, { status: DUNNING_ENDED_STATUS, cancelledAt: sub.cancelledAt ?? now });
}
