import type { User } from '@core/auth/schemas';
import { PURCHASABLE_ITEMS } from '@core/payments/catalogue';
import { centsToFixedDollars, dollarsToCents } from '@core/payments/money';
import { PAYMENT_MESSAGES, type PayPalCreateOrderRequest } from '@core/payments/schemas';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { findOwnPayment, priceFor } from './checkout';
import { grantPayment } from './grants';
import type { PaymentProviders } from './providers';
import * as repo from './repository';

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
    await repo.updatePayment(tx, payment.id, { status: 'succeeded', providerCaptureId: capture.captureId });
    await grantPayment(tx, providers.grants, payment.id, providers.clock(), providers.invoiceMailer);
  });
  return { status: 'COMPLETED' };
}
