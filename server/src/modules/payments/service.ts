import type { User } from '@core/auth/schemas';
import {
  BILLING_MONTH_DAYS,
  findPurchasableItem,
  payPerHireFeeCents,
  PURCHASABLE_ITEMS,
  type PurchasableItem,
} from '@core/payments/catalogue';
import { centsToFixedDollars, dollarsToCents } from '@core/payments/money';
import {
  parseExpiry,
  PAYMENT_MESSAGES,
  type ConfirmPaymentRequest,
  type CreateIntentRequest,
  type PayPalCreateOrderRequest,
  type Purchase,
  type SaveSetupCardRequest,
  type TestCardForm,
  type TestConfirmRequest,
} from '@core/payments/schemas';
import { SUBSCRIPTION_MESSAGES, type Invoice, type PaymentMethod } from '@core/subscriptions/schemas';
import type { ResumePlanId } from '@core/resumes/plans';
import type { Database, Executor, Transaction } from '../../db/client';
import type { Env } from '../../config/env';
import { createPayPalProvider } from '../../lib/payment-providers/paypal';
import { createStripeProvider, verifyStripeWebhook } from '../../lib/payment-providers/stripe';
import { chargeTestCard, createTestCardProvider, intentIdFromClientSecret } from '../../lib/payment-providers/test-mode';
import type { CardProvider, PayPalProvider, SavedCard } from '../../lib/payment-providers/types';
import type { jobPostGrants, subscriptions } from '../../db/schema/payments';
import { AppError } from '../../plugins/errors';
import { reopenPayPerHireFee } from './pay-per-hire';
import * as repo from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a paid item grants is written by the modules that own it (subscriptions, resumes). They sit
 * above payments, so app.ts hands their writers in; each runs in the payment's transaction.
 */
export interface PurchaseGrants {
  insertJobPostGrants(tx: Executor, rows: (typeof jobPostGrants.$inferInsert)[]): Promise<unknown>;
  insertSubscription(tx: Executor, values: typeof subscriptions.$inferInsert): Promise<unknown>;
  grantResumePlan(tx: Executor, userId: string, plan: ResumePlanId): Promise<void>;
}

export interface PaymentProviders {
  card: CardProvider;
  paypal: PayPalProvider | null;
  stripeWebhookSecret: string | null;
  grants: PurchaseGrants;
}

/** Stripe and PayPal when their keys are set; otherwise test mode for cards and no PayPal. */
export function createPaymentProviders(env: Env, db: Executor, grants: PurchaseGrants): PaymentProviders {
  const card = env.STRIPE_SECRET_KEY
    ? createStripeProvider(env.STRIPE_SECRET_KEY, env.STRIPE_API_BASE)
    : createTestCardProvider(async (id) => {
        const payment = await repo.findPaymentByProviderRef(db, id);
        if (!payment || payment.provider !== 'test') return null;
        return {
          id,
          status: payment.status === 'succeeded' ? 'succeeded' : 'requires_payment',
          amountCents: payment.amountCents,
          currency: payment.currency,
          card: null,
        };
      });
  const paypal =
    env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
      ? createPayPalProvider({ clientId: env.PAYPAL_CLIENT_ID, clientSecret: env.PAYPAL_CLIENT_SECRET, apiBase: env.PAYPAL_API_BASE })
      : null;
  return { card, paypal, stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null, grants };
}

export function paymentConfig(env: Env, providers: PaymentProviders) {
  return {
    cardMode: providers.card.mode,
    stripePublishableKey: providers.card.mode === 'stripe' ? (env.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    isPayPalConfigured: providers.paypal !== null,
  };
}

export function toPurchaseDto(row: repo.PurchaseRow): Purchase {
  return {
    id: row.id,
    planId: row.planId,
    name: row.name,
    amount: row.amountCents,
    purchasedAt: row.purchasedAt.toISOString(),
  };
}

/** The catalogue item, checked against who is buying and the amount the browser was shown. */
function priceFor(user: User, planId: string, amountCents: number): PurchasableItem {
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

async function findOwnPayment(db: Executor, user: User, providerRef: string) {
  const payment = await repo.findPaymentByProviderRef(db, providerRef);
  // Someone else's payment answers exactly like a missing one.
  if (!payment || payment.userId !== user.id) throw new AppError(404, PAYMENT_MESSAGES.paymentNotFound);
  return payment;
}

export function toPaymentMethodDto(row: repo.PaymentMethodRow): PaymentMethod {
  return { id: row.id, last4: row.last4, brand: row.brand, expMonth: row.expMonth, expYear: row.expYear, isDefault: row.isDefault };
}

const isSameCard = (card: SavedCard) => (method: repo.PaymentMethodRow) =>
  method.brand === card.brand && method.last4 === card.last4 && method.expMonth === card.expMonth && method.expYear === card.expYear;

/** Keeps the card a payment used, once; the user's first card becomes the default. */
async function saveCard(db: Transaction, userId: string, card: SavedCard) {
  const existing = await repo.lockPaymentMethods(db, userId);
  if (!existing.some(isSameCard(card))) await repo.insertPaymentMethod(db, { userId, ...card, isDefault: existing.length === 0 });
}

/** Add Payment Method: like saveCard, but saving the same card twice is an error the user sees. */
async function addCard(db: Transaction, userId: string, card: SavedCard, providerRef: string | null) {
  const existing = await repo.lockPaymentMethods(db, userId);
  if (existing.some(isSameCard(card))) throw new AppError(409, PAYMENT_MESSAGES.cardAlreadySaved);
  return repo.insertPaymentMethod(db, { userId, ...card, providerRef, isDefault: existing.length === 0 });
}

/** Test mode's stand-in for Stripe's card check: past expiry, declining and unknown numbers are refused. */
function checkTestCard(input: TestCardForm): SavedCard {
  const { expMonth, expYear } = parseExpiry(input.expiry);
  const now = new Date();
  if (expYear < now.getFullYear() || (expYear === now.getFullYear() && expMonth < now.getMonth() + 1)) {
    throw new AppError(402, PAYMENT_MESSAGES.expiryPast);
  }
  const result = chargeTestCard({ number: input.cardNumber, expMonth, expYear });
  if (!result.approved) throw new AppError(402, result.message);
  return result.card;
}

/** Test mode's stand-in for Stripe.js confirmCardPayment: the test card decides the outcome. */
export async function confirmTestCardPayment(db: Database, providers: PaymentProviders, user: User, input: TestConfirmRequest) {
  if (providers.card.mode !== 'test') throw new AppError(404, PAYMENT_MESSAGES.testModeOff);
  const intentId = intentIdFromClientSecret(input.clientSecret);
  if (!intentId) throw new AppError(404, PAYMENT_MESSAGES.paymentNotFound);
  const payment = await findOwnPayment(db, user, intentId);
  if (payment.status === 'succeeded') return { paymentIntentId: intentId, status: 'succeeded' as const };

  const card = checkTestCard(input);
  await db.transaction(async (tx) => {
    await repo.updatePayment(tx, payment.id, { status: 'succeeded' });
    await saveCard(tx, user.id, card);
  });
  return { paymentIntentId: intentId, status: 'succeeded' as const };
}

/** Test mode's Add Payment Method: only brand, last 4 digits and expiry are kept, never the number or CVC. */
export async function saveTestCard(db: Database, providers: PaymentProviders, user: User, input: TestCardForm) {
  if (providers.card.mode !== 'test') throw new AppError(404, PAYMENT_MESSAGES.testModeOff);
  const card = checkTestCard(input);
  return toPaymentMethodDto(await db.transaction((tx) => addCard(tx, user.id, card, null)));
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
  return toPaymentMethodDto(row);
}

/**
 * Gives what the payment bought, exactly once: the payment row is locked and granted_at is
 * checked, and purchases.payment_id is unique besides. Runs inside the caller's transaction.
 */
async function grantPayment(tx: Executor, grants: PurchaseGrants, paymentId: string) {
  const payment = await repo.lockPayment(tx, paymentId);
  if (!payment) throw new AppError(404, PAYMENT_MESSAGES.paymentNotFound);
  if (payment.grantedAt) return (await repo.findPurchaseByPaymentId(tx, payment.id))!;

  const item = findPurchasableItem(payment.planId);
  if (!item) throw new AppError(404, PAYMENT_MESSAGES.planUnavailable);
  const now = new Date();
  await repo.updatePayment(tx, payment.id, { status: 'succeeded', grantedAt: now });
  const purchase = await repo.insertPurchase(tx, {
    userId: payment.userId,
    paymentId: payment.id,
    planId: item.id,
    name: item.name,
    amountCents: payment.amountCents,
    purchasedAt: now,
  });
  await repo.insertInvoice(tx, {
    userId: payment.userId,
    purchaseId: purchase.id,
    description: item.isAnnual ? `${item.name} (annual)` : item.name,
    amountCents: payment.amountCents,
    status: 'paid',
    createdAt: now,
  });
  await applyGrant(tx, grants, item, payment.userId, purchase.id, now);
  return purchase;
}

async function applyGrant(tx: Executor, grants: PurchaseGrants, item: PurchasableItem, userId: string, purchaseId: string, now: Date) {
  const grant = item.grant;
  const subscriptionPeriod = (months: number) => ({
    userId,
    purchaseId,
    plan: item.plan,
    planName: item.name,
    isAnnual: item.isAnnual,
    amountCents: item.priceCents,
    currentPeriodStart: now,
    currentPeriodEnd: new Date(now.getTime() + months * BILLING_MONTH_DAYS * DAY_MS),
  });
  switch (grant.type) {
    case 'job-post':
      await grants.insertJobPostGrants(tx, [
        {
          employerId: userId,
          purchaseId,
          plan: grant.isBoosted ? 'boosted' : 'basic',
          posts: grant.posts,
          isBoosted: grant.isBoosted,
          startsAt: now,
          endsAt: new Date(now.getTime() + grant.validDays * DAY_MS),
        },
      ]);
      return;
    case 'post-subscription':
      await grants.insertSubscription(tx, subscriptionPeriod(grant.months));
      await grants.insertJobPostGrants(
        tx,
        Array.from({ length: grant.months }, (_, month) => ({
          employerId: userId,
          purchaseId,
          plan: 'subscription-bundle' as const,
          posts: grant.postsPerMonth,
          isBoosted: false,
          startsAt: new Date(now.getTime() + month * BILLING_MONTH_DAYS * DAY_MS),
          endsAt: new Date(now.getTime() + (month + 1) * BILLING_MONTH_DAYS * DAY_MS),
        })),
      );
      return;
    case 'resume-plan':
      await grants.insertSubscription(tx, subscriptionPeriod(grant.months));
      await grants.grantResumePlan(tx, userId, grant.resumePlan);
      return;
    case 'worker-service':
      return;
  }
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
    if (state.card) await db.transaction((tx) => saveCard(tx, user.id, state.card!));
  }

  const purchase = await db.transaction((tx) => grantPayment(tx, providers.grants, payment.id));
  return { status: 'succeeded' as const, plan: purchase.planId, planName: purchase.name, purchaseId: purchase.id };
}

/** Stripe's signed notice of a payment: verified, recorded once, then granted once. */
export async function handleStripeWebhook(db: Database, providers: PaymentProviders, rawBody: Buffer, signature: string | undefined) {
  if (!providers.stripeWebhookSecret) throw new AppError(400, PAYMENT_MESSAGES.webhookNotConfigured);
  let event;
  try {
    event = verifyStripeWebhook(rawBody, signature ?? '', providers.stripeWebhookSecret);
  } catch {
    throw new AppError(400, PAYMENT_MESSAGES.webhookSignatureInvalid);
  }
  await db.transaction(async (tx) => {
    if (!(await repo.recordWebhookEvent(tx, event.id, event.type))) return;
    if (event.type !== 'payment_intent.succeeded') return;
    const intent = event.data.object;
    const payment = await repo.findPaymentByProviderRef(tx, intent.id);
    if (!payment || payment.provider !== 'stripe' || intent.amount !== payment.amountCents) return;
    await grantPayment(tx, providers.grants, payment.id);
  });
  return { received: true };
}

export async function createPayPalOrder(
  db: Executor,
  providers: PaymentProviders,
  user: User,
  input: PayPalCreateOrderRequest,
  origin: string,
) {
  if (!providers.paypal) throw new AppError(503, PAYMENT_MESSAGES.paypalNotConfigured);
  const planId =
    input.planId ?? PURCHASABLE_ITEMS.find((item) => item.name === input.planName && item.audience === user.userType && !item.isAnnual)?.id;
  if (!planId) throw new AppError(404, PAYMENT_MESSAGES.planUnavailable);
  const item = priceFor(user, planId, dollarsToCents(input.amount));
  let order;
  try {
    order = await providers.paypal.createOrder({
      amount: centsToFixedDollars(item.priceCents),
      currency: input.currency,
      description: item.name,
      returnUrl: `${origin}/payment-success?${new URLSearchParams({ plan: item.id, method: 'paypal' }).toString()}`,
      cancelUrl: `${origin}/pricing`,
    });
  } catch (error) {
    const isAuth = error instanceof Error && error.message.startsWith('PayPal auth failed');
    throw new AppError(502, isAuth ? PAYMENT_MESSAGES.paypalAuthFailed : PAYMENT_MESSAGES.paypalFailed);
  }
  await repo.insertPayment(db, {
    userId: user.id,
    planId: item.id,
    amountCents: item.priceCents,
    provider: 'paypal',
    providerRef: order.id,
  });
  return { approvalUrl: order.approvalUrl };
}

/** Captures the approved order with PayPal; COMPLETED for the right amount grants the purchase. */
export async function capturePayPalOrder(db: Database, providers: PaymentProviders, user: User, token: string) {
  const payment = await findOwnPayment(db, user, token);
  if (payment.grantedAt) return { status: 'COMPLETED' };
  if (!providers.paypal) throw new AppError(503, PAYMENT_MESSAGES.paypalNotConfigured);
  let capture;
  try {
    capture = await providers.paypal.captureOrder(token);
  } catch {
    throw new AppError(502, PAYMENT_MESSAGES.paypalFailed);
  }
  if (capture.status !== 'COMPLETED') return { status: capture.status };
  if (capture.amount !== null && dollarsToCents(capture.amount) !== payment.amountCents) {
    throw new AppError(402, PAYMENT_MESSAGES.paymentNotCompleted);
  }
  await db.transaction(async (tx) => {
    await repo.updatePayment(tx, payment.id, { status: 'succeeded' });
    await grantPayment(tx, providers.grants, payment.id);
  });
  return { status: 'COMPLETED' };
}

export async function listPurchases(db: Executor, userId: string) {
  return (await repo.listPurchasesForUser(db, userId)).map(toPurchaseDto);
}

export async function listInvoices(db: Executor, userId: string): Promise<Invoice[]> {
  return (await repo.listInvoicesForUser(db, userId)).map((row) => ({
    id: row.id,
    description: row.description,
    date: row.createdAt.toISOString(),
    amount: row.amountCents,
    status: row.status,
  }));
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
export async function makeDefaultPaymentMethod(db: Database, user: User, id: string) {
  await db.transaction(async (tx) => {
    await repo.lockPaymentMethods(tx, user.id);
    if (!(await repo.findPaymentMethod(tx, user.id, id))) throw new AppError(404, SUBSCRIPTION_MESSAGES.paymentMethodNotFound);
    await repo.setDefaultPaymentMethod(tx, user.id, id);
  });
  return listPaymentMethods(db, user.id);
}

export { voidPayPerHireFee } from './pay-per-hire';

/**
 * Contract for the applications module: called when an application becomes accepted; records
 * the pay-per-hire fee as a pending invoice when the employer has it on. Once per application.
 */
export async function recordPayPerHireFee(db: Executor, applicationId: string): Promise<void> {
  const application = await repo.findApplicationForFee(db, applicationId);
  if (!application?.payPerHireEnabled) return;
  await reopenPayPerHireFee(db, application.id);
  await repo.insertInvoice(db, {
    userId: application.employerId,
    applicationId: application.id,
    description: `Pay-Per-Hire Success Fee - ${application.jobTitle}`,
    amountCents: payPerHireFeeCents(application.salaryMax, application.salaryMin),
    status: 'pending',
  });
}
