import { useTranslation } from 'react-i18next';
import { findPurchasableItem } from '@core/payments/catalogue';
import type { ScheduledPlanChange } from '@core/subscriptions/plan-change';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useCatalogueLabel } from '@/lib/catalogue-label';
import { formatDate } from '@/lib/format';
import { useUndoPlanChange } from '../api/change-plan';

/** A downgrade waiting for the period end, on the billing card, with Undo until then. */
export function ScheduledPlanChangeNotice({ change }: { change: ScheduledPlanChange }) {
  const { t } = useTranslation('subscriptions');
  const label = useCatalogueLabel();
  const undo = useUndoPlanChange();
  const period = t(`billingPeriod.${findPurchasableItem(change.planId)?.isAnnual ? 'annual' : 'monthly'}`);
  const plan = `${label({ key: `plan.${change.planId}`, en: change.planName })} (${period})`;
  return (
    <div role="status" className="flex flex-col gap-3 rounded-md border bg-muted/50 p-4 text-sm sm:flex-row sm:items-center">
      <p className="min-w-0 flex-1">{t('planChange.scheduledNotice', { plan, date: formatDate(change.effectiveDate, 'numeric') })}</p>
      <Button
        variant="outline"
        disabled={undo.isPending}
        onClick={() =>
          undo.mutate(undefined, {
            onSuccess: () => toast({ title: t('planChange.undoneTitle') }),
            onError: (error) =>
              toast({ variant: 'destructive', title: t('error'), description: getErrorMessage(error, t('planChange.failed')) }),
          })
        }
      >
        {undo.isPending ? t('planChange.undoing') : t('planChange.undo')}
      </Button>
    </div>
  );
}
