import type { User } from '@core/auth/schemas';
import { findPurchasableItem, type PurchasableItem } from '@core/payments/catalogue';
import { PAYMENT_MESSAGES, type ConfirmPaymentRequest, type CreateIntentRequest, type TestConfirmRequest } from '@core/payments/schemas';
import type { Database, Executor } from '../../db/client';
import { intentIdFromClientSecret } from '../../lib/payment-providers/test-mode';
import { AppError } from '../../plugins/errors';
import { grantPayment } from './grants';
import { checkTestCard, saveCard } from './payment-methods';
import type { PaymentProviders } from './providers';
import * as repo from './repository';

/** The catalogue item, checked against who is buying and the amount the browser was shown. */
export function priceFor(user: User, planId: string, amountCents: number): PurchasableItem {
  const item = findPurchasableItem(planId);
  if (!item) throw new AppError(404, PAYMENT_MESSAGES.planUnavailable);
  if (item.audience !== user.userType) throw new AppError(403, PAYMENT_MESSAGES.wrongAudience.coded({ audience: item.audience }));
  if (amountCents !== item.priceCents) throw new AppError(400, PAYMENT_MESSAGES.amountMismatch);
  return item;
}

export async function createCardIntent(db: Executor, providers: PaymentProviders, user: User, input: CreateIntentRequest) {
  const item = priceFor(user, input.planId, input.amount);
  const intent = await providers.card.createIntent({
    amountCents: item.priceCents,
    currency: 'usd',
    metadata: { userId: user.id, planId: item.id },
    saveForRenewal: item.grant.type === 'post-subscription' || item.grant.type === 'resume-plan',
  });
  await repo.insertPayment(db, {
    userId: user.id,
    planId: item.id,
    amountCents: item.priceCents,
    provider: providers.card.mode,
    providerRef: intent.id,
  });
  return { clientSecret: intent.clientSecret, mode: providers.card.mode };
}

export async function findOwnPayment(db: Executor, user: User, providerRef: string) {
  const payment = await repo.findPaymentByProviderRef(db, providerRef);
  // Someone else's payment answers exactly like a missing one.
  if (!payment || payment.userId !== user.id) throw new AppError(404, PAYMENT_MESSAGES.paymentNotFound);
  return payment;
}

/** Test mode's stand-in for Stripe.js confirmCardPayment: the test card decides the outcome. */
export async function confirmTestCardPayment(db: Database, providers: PaymentProviders, user: User, input: TestConfirmRequest) {
  if (providers.card.mode !== 'test') throw new AppError(404, PAYMENT_MESSAGES.testModeOff);
  const intentId = intentIdFromClientSecret(input.clientSecret);
  if (!intentId) throw new AppError(404, PAYMENT_MESSAGES.paymentNotFound);
  const payment = await findOwnPayment(db, user, intentId);
  if (payment.status === 'succeeded') return { paymentIntentId: intentId, status: 'succeeded' as const };

  const card = checkTestCard(input, providers.clock());
  await db.transaction(async (tx) => {
    await repo.updatePayment(tx, payment.id, { status: 'succeeded' });
    await saveCard(tx, user.id, card);
  });
  return { paymentIntentId: intentId, status: 'succeeded' as const };
}

/** The success page's call: the provider (or the test-mode record) must say paid before anything is granted. */
export async function confirmPayment(db: Database, providers: PaymentProviders, user: User, input: ConfirmPaymentRequest) {
  const payment = await findOwnPayment(db, user, (input.token ?? input.paymentIntentId)!);
  if (payment.planId !== input.plan) throw new AppError(400, PAYMENT_MESSAGES.planMismatch);

  if (payment.provider === 'paypal') {
    if (payment.status !== 'succeeded') throw new AppError(402, PAYMENT_MESSAGES.paymentNotCompleted);
  } else if (!payment.grantedAt) {
    if (payment.provider !== providers.card.mode) throw new AppError(402, PAYMENT_MESSAGES.paymentNotCompleted);
    const state = await providers.card.retrieveIntent(payment.providerRef);
    if (!state || state.status !== 'succeeded' || state.amountCents !== payment.amountCents) {
      throw new AppError(402, PAYMENT_MESSAGES.paymentNotCompleted);
    }
    if (state.card) await db.transaction((tx) => saveCard(tx, user.id, state.card!, state.paymentMethodRef ?? null));
  }

  const purchase = await db.transaction((tx) => grantPayment(tx, providers.grants, payment.id, providers.clock(), providers.invoiceMailer));
  return { status: 'succeeded' as const, plan: purchase.planId, planName: purchase.name, purchaseId: purchase.id };
}
