import type { User } from '@core/auth/schemas';
import { parseExpiry, PAYMENT_MESSAGES, type SaveSetupCardRequest, type TestCardForm } from '@core/payments/schemas';
import { RENEWAL_MESSAGES } from '@core/subscriptions/renewal';
import { SUBSCRIPTION_MESSAGES, type PaymentMethod } from '@core/subscriptions/schemas';
import type { Database, Executor, Transaction } from '../../db/client';
import { chargeTestCard } from '../../lib/payment-providers/test-mode';
import type { SavedCard } from '../../lib/payment-providers/types';
import { AppError } from '../../plugins/errors';
import type { PaymentProviders } from './providers';
import * as repo from './repository';

export function toPaymentMethodDto(row: repo.PaymentMethodRow): PaymentMethod {
  return { id: row.id, last4: row.last4, brand: row.brand, expMonth: row.expMonth, expYear: row.expYear, isDefault: row.isDefault };
}

const isSameCard = (card: SavedCard) => (method: repo.PaymentMethodRow) =>
  method.brand === card.brand && method.last4 === card.last4 && method.expMonth === card.expMonth && method.expYear === card.expYear;

/**
 * Keeps the card a payment used, once; the user's first card becomes the default. `providerRef`: the Stripe
 * PaymentMethod a renewing plan's checkout kept, which Stripe Billing charges at the period's end.
 */
export async function saveCard(db: Transaction, userId: string, card: SavedCard, providerRef: string | null = null) {
  const existing = await repo.lockPaymentMethods(db, userId);
  const same = existing.find(isSameCard(card));
  if (!same) await repo.insertPaymentMethod(db, { userId, ...card, providerRef, isDefault: existing.length === 0 });
  else if (providerRef && !same.providerRef) await repo.setPaymentMethodProviderRef(db, same.id, providerRef);
}

/** Add Payment Method: like saveCard, but saving the same card twice is an error the user sees. */
async function addCard(db: Transaction, userId: string, card: SavedCard, providerRef: string | null) {
  const existing = await repo.lockPaymentMethods(db, userId);
  if (existing.some(isSameCard(card))) throw new AppError(409, PAYMENT_MESSAGES.cardAlreadySaved);
  return repo.insertPaymentMethod(db, { userId, ...card, providerRef, isDefault: existing.length === 0 });
}

/** Test mode's stand-in for Stripe's card check: past expiry, declining and unknown numbers are refused. */
export function checkTestCard(input: TestCardForm, now: Date): SavedCard {
  const { expMonth, expYear } = parseExpiry(input.expiry);
  if (expYear < now.getFullYear() || (expYear === now.getFullYear() && expMonth < now.getMonth() + 1)) {
    throw new AppError(402, PAYMENT_MESSAGES.expiryPast);
  }
  const result = chargeTestCard({ number: input.cardNumber, expMonth, expYear });
  if (!result.approved) throw new AppError(402, result.message);
  return result.card;
}

/** Test mode's Add Payment Method: only brand, last 4 digits and expiry are kept, never the number or CVC. */
export async function saveTestCard(db: Database, providers: PaymentProviders, user: User, input: TestCardForm) {
  if (providers.card.mode !== 'test') throw new AppError(404, PAYMENT_MESSAGES.testModeOff);
  const now = providers.clock();
  const card = checkTestCard(input, now);
  const row = await db.transaction(async (tx) => {
    const saved = await addCard(tx, user.id, card, null);
    // Update card on a past-due plan: the new card becomes the default and pays the failed period at once.
    const useCard = () => repo.setDefaultPaymentMethod(tx, user.id, saved.id);
    const isRetried = (await providers.grants.retryPastDue?.(tx, providers, user.id, now, useCard)) ?? false;
    return isRetried ? { ...saved, isDefault: true } : saved;
  });
  return toPaymentMethodDto(row);
}

/** Starts Add Payment Method with Stripe: a SetupIntent tagged with its owner, confirmed by Stripe.js. */
export async function createCardSetup(providers: PaymentProviders, user: User) {
  if (!providers.card.setup) throw new AppError(404, PAYMENT_MESSAGES.stripeSetupOff);
  const intent = await providers.card.setup.createSetup({ metadata: { userId: user.id } });
  return { clientSecret: intent.clientSecret };
}

/** Records the card of a SetupIntent Stripe says succeeded; the same intent saves one card however often it is sent. */
export async function saveSetupCard(db: Database, providers: PaymentProviders, user: User, input: SaveSetupCardRequest) {
  if (!providers.card.setup) throw new AppError(404, PAYMENT_MESSAGES.stripeSetupOff);
  const setup = await providers.card.setup.retrieveSetup(input.setupIntentId);
  // Someone else's setup answers exactly like a missing one.
  if (!setup || setup.metadata.userId !== user.id) throw new AppError(404, PAYMENT_MESSAGES.setupNotFound);
  const { card, paymentMethodRef } = setup;
  if (setup.status !== 'succeeded' || !card || !paymentMethodRef) throw new AppError(402, PAYMENT_MESSAGES.setupNotCompleted);
  const row = await db.transaction(
    async (tx) =>
      (await repo.lockPaymentMethods(tx, user.id)).find((method) => method.providerRef === paymentMethodRef) ??
      addCard(tx, user.id, card, paymentMethodRef),
  );
  return toPaymentMethodDto(await payPastDueWith(db, providers, user.id, row));
}

/**
 * Update card on a past-due plan with Stripe keys: the card (saved, or made the default) becomes the default here and
 * at Stripe and pays the plan's open invoices at once. A decline keeps the card saved and the plan past due (402).
 */
async function payPastDueWith(db: Database, providers: PaymentProviders, userId: string, row: repo.PaymentMethodRow) {
  const pay = providers.grants.payPastDueWithCard;
  if (!pay || !row.providerRef || !providers.card.billing) return row;
  let isDefault = row.isDefault;
  const useCard = () =>
    db.transaction(async (tx) => {
      await repo.lockPaymentMethods(tx, userId);
      await repo.setDefaultPaymentMethod(tx, userId, row.id);
      isDefault = true;
    });
  let result: Awaited<ReturnType<typeof pay>>;
  try {
    result = await pay(db, providers, userId, row.providerRef, useCard);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(502, RENEWAL_MESSAGES.providerFailed);
  }
  if (result.status === 'declined') throw new AppError(402, PAYMENT_MESSAGES.pastDuePaymentDeclined);
  return { ...row, isDefault };
}

export async function listPaymentMethods(db: Executor, userId: string) {
  return (await repo.listPaymentMethodsForUser(db, userId)).map(toPaymentMethodDto);
}

export async function removePaymentMethod(db: Database, user: User, id: string) {
  await db.transaction(async (tx) => {
    await repo.lockPaymentMethods(tx, user.id);
    const removed = await repo.deletePaymentMethod(tx, user.id, id);
    if (!removed) throw new AppError(404, SUBSCRIPTION_MESSAGES.paymentMethodNotFound);
    const [next] = await repo.listPaymentMethodsForUser(tx, user.id);
    if (removed.isDefault && next) await repo.markPaymentMethodDefault(tx, next.id);
  });
}

/** The card later payments use first; the others stay saved. */
export async function makeDefaultPaymentMethod(db: Database, providers: PaymentProviders, user: User, id: string) {
  const row = await db.transaction(async (tx) => {
    await repo.lockPaymentMethods(tx, user.id);
    const method = await repo.findPaymentMethod(tx, user.id, id);
    if (!method) throw new AppError(404, SUBSCRIPTION_MESSAGES.paymentMethodNotFound);
    await repo.setDefaultPaymentMethod(tx, user.id, id);
    return method;
  });
  // Choosing a saved card on a past-due plan pays it too, as saving a new one does.
  await payPastDueWith(db, providers, user.id, row);
  return listPaymentMethods(db, user.id);
}
