import type { Executor } from '../../db/client';
import type { PaymentProviders } from './providers';
import * as refundRepo from './refund-repository';
import { endPlansOfPurchase, issueCreditNote } from './refunds';
import * as repo from './repository';

/**
 * The Stripe payment a refund's PaymentIntent (or charge) names: a checkout's is its reference; a renewal Stripe Billing
 * charged is referenced by its subscription and period, with the PaymentIntent of its invoice.paid kept beside it.
 */
export async function findStripePaymentByIntent(tx: Executor, intentId: string) {
  const payment = (await repo.findPaymentByProviderRef(tx, intentId)) ?? (await refundRepo.findPayPalPaymentByCapture(tx, intentId));
  return payment?.provider === 'stripe' ? payment : null;
}

/** A refund the provider reports, as the import reads it. */
export interface ReportedRefund {
  provider: 'stripe' | 'paypal';
  providerRefundId: string;
  amountCents: number;
  outcome: 'confirmed' | 'failed' | 'pending';
  /** The provider's reason, when it gave one (Stripe: `requested_by_customer`, `duplicate`, `fraudulent`). */
  reason: string | null;
}

/** The reason stored when the provider gave none; the console shows the refund as made in the provider's dashboard. */
const DASHBOARD_REASON = "Refunded in the provider's dashboard";

/**
 * Records a refund made outside the console (in Stripe's or PayPal's dashboard) as a refund of the invoice its payment
 * paid, once. The caller holds the invoice's lock (as a console refund does), so two instances handling two events of
 * the same refund, or a console refund at the same moment, run one after the other and the second finds it recorded.
 * Never more than is left of the charge: a provider total above it is cut to what is left, nothing is recorded when
 * nothing is. A failed refund is not imported. A confirmed one gets its credit note and e-mail like a console refund;
 * the refund that gives the last cent back takes back what the purchase granted, as the console's does.
 */
export async function importProviderRefund(
  tx: Executor,
  providers: PaymentProviders,
  invoice: { id: string; userId: string; description: string; amountCents: number; purchaseId: string | null },
  reported: ReportedRefund,
) {
  if (reported.outcome === 'failed' || reported.amountCents <= 0) return null;
  if (await refundRepo.findRefundByProviderId(tx, reported.providerRefundId)) return null;
  const left = invoice.amountCents - (await refundRepo.sumRefundsOfInvoice(tx, invoice.id));
  const amountCents = Math.min(reported.amountCents, left);
  if (amountCents <= 0) return null;
  const now = providers.clock();
  let posts = { revoked: 0, kept: 0 };
  if (amountCents === left && invoice.purchaseId) {
    posts = await refundRepo.revokeUnusedPosts(tx, invoice.userId, invoice.purchaseId);
    await endPlansOfPurchase(tx, providers, { userId: invoice.userId, purchaseId: invoice.purchaseId }, now);
  }
  const isConfirmed = reported.outcome === 'confirmed';
  const refund = await refundRepo.insertRefund(tx, {
    invoiceId: invoice.id,
    operatorId: null,
    origin: 'provider_dashboard',
    reason: reported.reason?.replaceAll('_', ' ') || DASHBOARD_REASON,
    amountCents,
    provider: reported.provider,
    providerRefundId: reported.providerRefundId,
    status: isConfirmed ? 'confirmed' : 'pending',
    confirmedAt: isConfirmed ? now : null,
    postsRevoked: posts.revoked,
    postsKept: posts.kept,
    createdAt: now,
  });
  return isConfirmed ? issueCreditNote(tx, providers, refund, invoice, now) : refund;
}
