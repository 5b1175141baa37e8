import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoices, paymentRefunds } from '../../db/schema/payments';

/** The number of the invoice a credit note gives money back on (its refund's invoice); null when none is recorded. */
export async function findCreditedInvoiceNumber(db: Executor, creditNoteId: string) {
  const [row] = await db
    .select({ number: invoices.number })
    .from(paymentRefunds)
    .innerJoin(invoices, eq(invoices.id, paymentRefunds.invoiceId))
    .where(eq(paymentRefunds.refundInvoiceId, creditNoteId))
    .limit(1);
  return row?.number ?? null;
}
