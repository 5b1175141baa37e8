import type { Purchase } from '@core/payments/schemas';
import { planNameText } from '@core/shared/catalogue-texts';
import { useCatalogueLabel } from '@/lib/catalogue-label';
import { formatDate, formatMoney } from '@/lib/format';

/**
 * A worker's purchased services, newest as the server sends them: name, date and amount. Shown by
 * the services tab (payments) and the billing tab (subscriptions), each with its own catalogue's
 * "Purchased {{date}}".
 */
export function PurchaseList({ purchases, purchasedOn }: { purchases: Purchase[]; purchasedOn(date: string): string }) {
  const label = useCatalogueLabel();
  return (
    <ul className="divide-y">
      {purchases.map((purchase) => (
        <li key={purchase.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <div>
            <p className="font-medium">{label({ key: planNameText(purchase.planId).key, en: purchase.name })}</p>
            <p className="text-sm text-muted-foreground">{purchasedOn(formatDate(purchase.purchasedAt, 'numeric'))}</p>
          </div>
          <span className="font-semibold">{formatMoney(purchase.amount)}</span>
        </li>
      ))}
    </ul>
  );
}
