import * as repo from './repository';
export function toPurchaseDto(row) {
    return {
        id: row.id,
        planId: row.planId,
        name: row.name,
        amount: row.amountCents,
        purchasedAt: row.purchasedAt.toISOString(),
    };
}
export async function listPurchases(db, userId) {
    return (await repo.listPurchasesForUser(db, userId)).map(toPurchaseDto);
}
export async function listInvoices(db, userId) {
    return (await repo.listInvoicesForUser(db, userId)).map((row) => ({
        id: row.id,
        description: row.description,
        date: row.createdAt.toISOString(),
        amount: row.amountCents,
        status: row.status,
    }));
}
