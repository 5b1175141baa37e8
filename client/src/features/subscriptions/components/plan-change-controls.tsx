import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { Audience } from '@core/payments/catalogue';
import type { ScheduledPlanChange } from '@core/subscriptions/plan-change';
import { Button } from '@/components/ui/button';

// Both load on demand, not with the dashboard: the dialog reads the catalogue's renewal rules (zod with them), and a
// scheduled change is rare. The dashboards' first chunks keep only these two wrappers.
const ChangePlanDialog = React.lazy(() => import('./change-plan-dialog').then((module) => ({ default: module.ChangePlanDialog })));
const Notice = React.lazy(() => import('./scheduled-plan-change-notice').then((module) => ({ default: module.ScheduledPlanChangeNotice })));

/** Change plan: opens the dialog of the other plans of the user's side, with the proration before Confirm. */
export function ChangePlanButton({ audience, plan, isAnnual }: { audience: Audience; plan: string; isAnnual: boolean }) {
  const { t } = useTranslation('subscriptions');
  const [isOpen, setIsOpen] = React.useState(false);
  const [hasOpened, setHasOpened] = React.useState(false);
  return (
    <>
      <Button
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
      >
        {t('planChange.open')}
      </Button>
      {hasOpened && (
        <React.Suspense fallback={null}>
          <ChangePlanDialog open={isOpen} onOpenChange={setIsOpen} audience={audience} plan={plan} isAnnual={isAnnual} />
        </React.Suspense>
      )}
    </>
  );
}

/** A downgrade waiting for the period end, on the billing card, with Undo until then. */
export function ScheduledPlanChangeNotice({ change }: { change: ScheduledPlanChange }) {
  return (
    <React.Suspense fallback={null}>
      <Notice change={change} />
    </React.Suspense>
  );
}
