import { formatInvoiceNumber, type Purchase } from '@core/payments/schemas';
import type { Invoice } from '@core/subscriptions/schemas';
import type { Executor } from '../../db/client';
import * as repo from './repository';

export function toPurchaseDto({ purchase, refund }: repo.PurchaseListRow): Purchase {
  return {
    id: purchase.id,
    planId: purchase.planId,
    name: purchase.name,
    amount: purchase.amountCents,
    purchasedAt: purchase.purchasedAt.toISOString(),
    // The money given back, negative as the refund's billing line.
    refund: refund?.amountCents && refund.createdAt ? { amount: -refund.amountCents, refundedAt: refund.createdAt.toISOString() } : null,
  };
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
    number: row.number === null ? null : formatInvoiceNumber(row.number),
  }));
}
