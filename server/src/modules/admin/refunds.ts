import type { ConsolePayment, RefundRequest } from '@core/admin/console';
import type { User } from '@core/auth/schemas';
import { readerTimeZone } from '@core/shared/time-zone';
import type { Database } from '../../db/client';
import { findConsolePayment, refundInvoice, type PaymentProviders } from '../payments/service';
import { recordAudit } from './audit';

/** An operator's refund (payments/refunds.ts holds the rules) and its audit entry, in one transaction. */
export async function refundPayment(
  db: Database,
  providers: PaymentProviders,
  operator: User,
  input: RefundRequest & { id: string; now: Date },
): Promise<ConsolePayment> {
  const refund = await db.transaction(async (tx) => {
    const row = await refundInvoice(tx, providers, {
      id: input.id,
      reason: input.reason,
      amountCents: input.amount,
      hireLeftOn: input.hireLeftOn,
      operatorId: operator.id,
      timeZone: readerTimeZone(operator),
      now: input.now,
    });
    await recordAudit(tx, {
      operatorId: operator.id,
      action: 'payment.refund',
      targetType: 'invoice',
      targetId: row.invoiceId,
      reason: input.reason,
      at: input.now,
    });
    return row;
  });
  return (await findConsolePayment(db, refund.invoiceId))!;
}
