import type { Purchase } from '@core/payments/schemas';
import type { Invoice } from '@core/subscriptions/schemas';
import type { Executor } from '../../db/client';
import * as repo from './repository';

export function toPurchaseDto(row: repo.PurchaseRow): Purchase {
  return {
    id: row.id,
    planId: row.planId,
    name: row.name,
    amount: row.amountCents,
    purchasedAt: row.purchasedAt.toISOString(),
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
  }));
}
