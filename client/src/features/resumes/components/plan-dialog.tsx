import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { checkoutHref, findPurchasableItem, RESUME_PLANS, type ResumePlan } from '@core/payments/catalogue';
import { resumePlanNameText } from '@core/shared/catalogue-texts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useCatalogueLabel } from '@/lib/catalogue-label';
import { formatMoney } from '@/lib/format';
import { useResumeSubscription } from '../api/get-resume-subscription';
import { useStartFreeTrial } from '../api/start-free-trial';

function checkoutPath(plan: ResumePlan) {
  return checkoutHref(plan.id, findPurchasableItem(plan.id)?.name ?? plan.name, plan.priceCents);
}

export function PlanDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation('resumes');
  const label = useCatalogueLabel();
  const navigate = useNavigate();
  const subscription = useResumeSubscription();
  const startTrial = useStartFreeTrial();
  const hasUsedFreeTrial = subscription.data?.hasUsedFreeTrial ?? false;

  const choose = async (plan: ResumePlan) => {
    if (plan.priceCents > 0) {
      navigate(checkoutPath(plan));
      return;
    }
    try {
      await startTrial.mutateAsync();
      toast({ title: t('plans.trialStartedTitle'), description: t('plans.trialStartedDescription') });
      onOpenChange(false);
    } catch (error) {
      toast({ variant: 'destructive', title: t('toasts.subscriptionFailed'), description: getErrorMessage(error, t('toasts.tryAgain')) });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('plans.title')}</DialogTitle>
          <DialogDescription>{t('plans.description')}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3 md:grid-cols-3">
          {RESUME_PLANS.map((plan) => {
            const isCurrent = subscription.data?.isActive && subscription.data.plan === plan.id;
            const isTrialTaken = plan.priceCents === 0 && hasUsedFreeTrial;
            return (
              <li key={plan.id} className="flex flex-col gap-3 rounded-lg border p-4">
                <div>
                  <h3 className="font-semibold">{label(resumePlanNameText(plan.id))}</h3>
                  <p className="mt-1 text-2xl font-bold">
                    {formatMoney(plan.priceCents)}
                    <span className="text-sm font-normal text-muted-foreground">
                      {plan.priceCents === 0 ? t('plans.forDays', { count: plan.periodDays }) : t('plans.perMonth')}
                    </span>
                  </p>
                </div>
                <ul className="grid flex-1 gap-1.5 text-sm">
                  <li className="flex gap-2">
                    <Check className="h-4 w-4 shrink-0 text-green-700" aria-hidden="true" />
                    {plan.resumeLimit === null
                      ? t('plans.unlimited')
                      : plan.priceCents === 0
                        ? t('plans.resumesTotal', { count: plan.resumeLimit })
                        : t('plans.resumesPerMonth', { count: plan.resumeLimit })}
                  </li>
                  <li className="flex gap-2">
                    <Check className="h-4 w-4 shrink-0 text-green-700" aria-hidden="true" />
                    {t('plans.pdf')}
                  </li>
                </ul>
                <Button
                  onClick={() => void choose(plan)}
                  disabled={isCurrent || isTrialTaken || startTrial.isPending}
                  variant={plan.id === 'standard' ? 'default' : 'outline'}
                  aria-label={t('plans.chooseNamed', { name: label(resumePlanNameText(plan.id)) })}
                >
                  {isCurrent
                    ? t('plans.current')
                    : isTrialTaken
                      ? t('plans.trialUsed')
                      : plan.priceCents === 0
                        ? t('plans.startTrial')
                        : t('plans.subscribe')}
                </Button>
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
