import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Audience, PurchasableItem } from '@core/payments/catalogue';
import type { PlanChangePreview } from '@core/subscriptions/plan-change';
import { planChangeOptions } from '@core/subscriptions/proration';
import { renewalItemFor } from '@core/subscriptions/renewal';
import type { DialogOpenProps } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useCatalogueLabel } from '@/lib/catalogue-label';
import { formatDate, formatMoney } from '@/lib/format';
import { useChangePlan } from '../api/change-plan';
import { usePlanChangePreview } from '../api/preview-plan-change';

export interface ChangePlanDialogProps extends DialogOpenProps {
  audience: Audience;
  plan: string;
  isAnnual: boolean;
}

/** The proration in words: what is paid today and next (an upgrade), or when the plan switches (a downgrade). */
function PreviewSummary({ preview, planLabel }: { preview: PlanChangePreview; planLabel: string }) {
  const { t } = useTranslation('subscriptions');
  const date = formatDate(preview.nextPaymentDate, 'numeric');
  if (preview.kind === 'downgrade') {
    return (
      <p className="text-sm">
        {t('planChange.downgradeSummary', { plan: planLabel, date, amount: formatMoney(preview.nextPaymentAmount, 'cents') })}
      </p>
    );
  }
  return (
    <div className="grid gap-2 text-sm">
      <p className="font-medium">
        {t('planChange.upgradeSummary', {
          today: formatMoney(preview.amountDueCents, 'cents'),
          next: formatMoney(preview.nextPaymentAmount, 'cents'),
          date,
        })}
      </p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-muted-foreground">
        <dt>{t('planChange.newPlanCharge')}</dt>
        <dd className="text-right">{formatMoney(preview.chargeCents, 'cents')}</dd>
        <dt>{t('planChange.unusedCredit')}</dt>
        <dd className="text-right">-{formatMoney(preview.creditCents, 'cents')}</dd>
        <dt className="font-medium text-foreground">{t('planChange.dueToday')}</dt>
        <dd className="text-right font-medium text-foreground">{formatMoney(preview.amountDueCents, 'cents')}</dd>
      </dl>
    </div>
  );
}

/**
 * Change plan: the other renewing plans of the user's side, the proration of the chosen one from the server (the
 * same computation the charge uses), then Confirm. Loaded only when opened, so the dashboards' first chunks stay small.
 */
export function ChangePlanDialog({ open, onOpenChange, audience, plan, isAnnual }: ChangePlanDialogProps) {
  const { t } = useTranslation('subscriptions');
  const label = useCatalogueLabel();
  const currentItemId = renewalItemFor(plan, isAnnual)?.id ?? '';
  const options = planChangeOptions(audience, currentItemId);
  const [selectedId, setSelectedId] = React.useState<string | null>(options.length === 1 ? options[0]!.id : null);
  const preview = usePlanChangePreview(open ? selectedId : null);
  const change = useChangePlan();
  const planLabel = (item: PurchasableItem) =>
    `${label({ key: `plan.${item.id}`, en: item.name })} (${t(`billingPeriod.${item.isAnnual ? 'annual' : 'monthly'}`)})`;
  const selected = options.find((item) => item.id === selectedId);

  function confirm() {
    if (!selected) return;
    change.mutate(selected.id, {
      onSuccess: (result) => {
        onOpenChange(false);
        const date = formatDate(result.effectiveDate, 'numeric');
        toast(
          result.kind === 'upgrade'
            ? { title: t('planChange.changedTitle'), description: t('planChange.changedText', { plan: planLabel(selected) }) }
            : { title: t('planChange.scheduledTitle'), description: t('planChange.scheduledText', { plan: planLabel(selected), date }) },
        );
      },
      onError: (error) => toast({ variant: 'destructive', title: t('error'), description: getErrorMessage(error, t('planChange.failed')) }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !change.isPending && onOpenChange(next)}>
      <DialogContent aria-describedby="change-plan-description" className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('planChange.title')}</DialogTitle>
          <DialogDescription id="change-plan-description">{t('planChange.description')}</DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-2">
          <legend className="sr-only">{t('planChange.choose')}</legend>
          {options.map((item) => (
            <label
              key={item.id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary"
            >
              <input
                type="radio"
                name="plan-change"
                value={item.id}
                checked={selectedId === item.id}
                onChange={() => setSelectedId(item.id)}
                className="h-5 w-5 shrink-0"
              />
              <span className="min-w-0 flex-1 break-words">{planLabel(item)}</span>
              <span className="shrink-0 font-medium">{formatMoney(item.priceCents, 'cents')}</span>
            </label>
          ))}
        </fieldset>
        <div aria-live="polite" className="min-h-12">
          {selected && preview.isPending && <p className="text-sm text-muted-foreground">{t('planChange.loading')}</p>}
          {preview.isError && (
            <p role="alert" className="text-sm text-destructive">
              {getErrorMessage(preview.error, t('planChange.failed'))}
            </p>
          )}
          {selected && preview.data && <PreviewSummary preview={preview.data} planLabel={planLabel(selected)} />}
        </div>
        <p className="text-sm">
          <Link to="/pricing" className="inline-flex min-h-11 items-center underline">
            {t('viewAllPlans')}
          </Link>
        </p>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={change.isPending}>
            {t('planChange.keep')}
          </Button>
          <Button type="button" onClick={confirm} disabled={!preview.data || change.isPending}>
            {change.isPending ? t('planChange.confirming') : t('planChange.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
