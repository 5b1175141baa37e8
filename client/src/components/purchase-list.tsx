import type { Purchase } from '@core/payments/schemas';
import { planNameText } from '@core/shared/catalogue-texts';
import { useTranslation } from 'react-i18next';
import { useCatalogueLabel } from '@/lib/catalogue-label';
import { formatDate, formatMoney } from '@/lib/format';

/** The texts of the caller's catalogue: each tab words its own lines. */
export interface PurchaseListTexts {
  purchasedOn(date: string): string;
  refundedOn(date: string): string;
}

interface Line {
  key: string;
  title: string;
  detail: string;
  amount: number;
  date: string;
}

/**
 * A worker's purchased services, newest first: name, date and amount, and a refund's own line at
 * its date (the money given back, negative). Shown by the services tab (payments) and the billing
 * tab (subscriptions), each with its own catalogue's texts.
 */
export function PurchaseList({ purchases, texts }: { purchases: Purchase[]; texts: PurchaseListTexts }) {
  const label = useCatalogueLabel();
  // A refund's line is worded as every invoice's ("Refund - {{item}}"): lib/invoice-description.ts.
  const { t } = useTranslation('common');
  const lines = purchases
    .flatMap((purchase): Line[] => {
      const name = label({ key: planNameText(purchase.planId).key, en: purchase.name });
      const bought = {
        key: purchase.id,
        title: name,
        detail: texts.purchasedOn(formatDate(purchase.purchasedAt, 'numeric')),
        amount: purchase.amount,
        date: purchase.purchasedAt,
      };
      const { refund } = purchase;
      if (!refund) return [bought];
      const refunded = {
        key: `${purchase.id}-refund`,
        title: t('invoice.refund', { item: name }),
        detail: texts.refundedOn(formatDate(refund.refundedAt, 'numeric')),
        amount: refund.amount,
        date: refund.refundedAt,
      };
      return [refunded, bought];
    })
    // Stable: a refund made at its purchase's instant stays above it.
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  return (
    <ul className="divide-y">
      {lines.map((line) => (
        <li key={line.key} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <div className="min-w-0">
            <p className="font-medium [overflow-wrap:anywhere]">{line.title}</p>
            <p className="text-sm text-muted-foreground">{line.detail}</p>
          </div>
          <span className="font-semibold">{formatMoney(line.amount)}</span>
        </li>
      ))}
    </ul>
  );
}
