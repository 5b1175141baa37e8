import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { billingPeriod } from '@core/payments/catalogue';
import { employerPlanFeatureTexts, subscriptionPlanNameText } from '@core/shared/catalogue-texts';
import type { EmployerSubscription } from '@core/subscriptions/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useCatalogueLabel } from '@/lib/catalogue-label';
import { formatDate, formatMoney } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useBillingHistory } from '../api/get-billing-history';
import { useEmployerSubscription } from '@/lib/api/get-employer-subscription';
import { useUpdatePayPerHire } from '../api/update-pay-per-hire';
import { useUpgradeDemo } from '../api/upgrade-demo';
import { BillingHelpCard } from './billing-help-card';
import { BillingHistoryCard } from './billing-history-card';
import { BillingError, BillingLoading } from './billing-state';
import { CancelSubscriptionButton } from './cancel-subscription-dialog';
import { PastDueBanner, ResumeSubscriptionButton } from './renewal-controls';
import { PaymentMethodsCard } from './payment-methods-card';
import { ChangePlanButton, ScheduledPlanChangeNotice } from './plan-change-controls';

function CurrentPlanCard({ subscription, employerId }: { subscription: EmployerSubscription; employerId: string }) {
  const { t } = useTranslation('subscriptions');
  const label = useCatalogueLabel();
  const upgrade = useUpgradeDemo(employerId);
  const { jobPostsUsed: used, jobPostsLimit: limit } = subscription;
  const isPostPlan = subscription.plan === 'basic' || subscription.plan === 'boosted';
  const expiresAt = subscription.expiresAt && formatDate(subscription.expiresAt, 'numeric');

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('currentPlan')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        {subscription.isPastDue && <PastDueBanner updateCardHref="/checkout?plan=update-payment" retryDate={subscription.retryDate} />}
        {subscription.scheduledPlanChange && <ScheduledPlanChangeNotice change={subscription.scheduledPlanChange} />}
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-xl font-bold">
            {subscription.plan === 'none' ? t('freePlan') : label(subscriptionPlanNameText(subscription.plan, subscription.planName))}
          </p>
          {subscription.isPastDue ? (
            <Badge variant="danger">{t('pastDue')}</Badge>
          ) : (
            <Badge variant={subscription.isActive ? 'success' : 'secondary'}>{subscription.isActive ? t('active') : t('inactive')}</Badge>
          )}
          {subscription.isActive && (
            <Badge variant="outline">{t(`billingPeriod.${billingPeriod(subscription.plan, subscription.isAnnual)}`)}</Badge>
          )}
        </div>
        {expiresAt && (
          <p className="text-sm text-muted-foreground">
            {isPostPlan
              ? t('postsValidUntil', { count: subscription.postsBought, date: expiresAt })
              : t(subscription.cancelAtPeriodEnd ? 'endsOn' : 'expires', { date: expiresAt })}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <p className="text-sm font-medium">{t('usageTitle')}</p>
            <p className="mt-1 text-sm text-muted-foreground">
              {t('jobPosts')}: {limit === null ? t('unlimited') : t('usage', { used, limit })}
            </p>
            {limit !== null && limit > 0 && (
              <Progress className="mt-2" value={Math.min(100, (used / limit) * 100)} aria-label={t('usageTitle')} />
            )}
          </div>
          <div>
            <p className="text-sm font-medium">{t('nextPayment')}</p>
            <p className="mt-1 text-sm text-muted-foreground">
              {subscription.nextPaymentAmount !== null && subscription.nextPaymentDate
                ? t('nextPaymentOn', {
                    amount: formatMoney(subscription.nextPaymentAmount),
                    date: formatDate(subscription.nextPaymentDate, 'numeric'),
                  })
                : t('noBilling')}
            </p>
          </div>
        </div>
        <div>
          <p className="text-sm font-medium">{t('featuresTitle')}</p>
          <ul className="mt-2 grid gap-1 text-sm">
            {employerPlanFeatureTexts(subscription.plan).map((feature) => (
              <li key={feature.key} className="flex gap-2">
                <Check className="mt-0.5 h-4 w-4 shrink-0 text-green-600" aria-hidden="true" />
                {label(feature)}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-wrap gap-3">
          {/* A renewing plan switches in place (with its proration); any other goes to the pricing page. */}
          {subscription.isCancellable ? (
            <ChangePlanButton audience="employer" plan={subscription.plan} isAnnual={subscription.isAnnual} />
          ) : (
            <Button asChild>
              <Link to="/pricing">{t('changePlan')}</Link>
            </Button>
          )}
          {subscription.isCancellable && <CancelSubscriptionButton />}
          {subscription.canResume && <ResumeSubscriptionButton />}
          {subscription.canUpgradeDemo && (
            <Button
              variant="outline"
              disabled={upgrade.isPending}
              title={t('upgradeDemoText')}
              onClick={() =>
                upgrade.mutate(undefined, {
                  onSuccess: () => toast({ title: t('upgraded'), description: t('upgradedText') }),
                  onError: (error) =>
                    toast({ variant: 'destructive', title: t('error'), description: getErrorMessage(error, t('loadError')) }),
                })
              }
            >
              {t('upgradeDemo')}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function PayPerHireCard({ isEnabled, employerId }: { isEnabled: boolean; employerId: string }) {
  const { t } = useTranslation('subscriptions');
  const update = useUpdatePayPerHire(employerId);
  const toggle = () =>
    update.mutate(!isEnabled, {
      onSuccess: ({ payPerHireEnabled }) =>
        toast({ title: t('preferencesUpdated'), description: payPerHireEnabled ? t('payPerHireOn') : t('payPerHireOff') }),
      onError: () => toast({ variant: 'destructive', title: t('updateFailed'), description: t('payPerHireFailed') }),
    });
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4 space-y-0">
        <div className="space-y-1.5">
          <CardTitle id="pay-per-hire-title">{t('payPerHireTitle')}</CardTitle>
          <CardDescription>{t('payPerHireText')}</CardDescription>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={isEnabled}
          aria-labelledby="pay-per-hire-title"
          disabled={update.isPending}
          onClick={toggle}
          className={cn(
            'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-50',
            isEnabled ? 'bg-primary' : 'bg-slate-300',
          )}
        >
          <span
            className={cn(
              'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
              isEnabled ? 'translate-x-5' : 'translate-x-0.5',
            )}
          />
        </button>
      </CardHeader>
    </Card>
  );
}

export function EmployerSubscriptionTab() {
  const { user } = useAuth();
  const employerId = user?.id ?? '';
  const subscription = useEmployerSubscription(employerId);
  const history = useBillingHistory(employerId);

  if (subscription.isPending) return <BillingLoading />;
  if (subscription.isError) return <BillingError onRetry={() => void subscription.refetch()} />;

  return (
    <div className="grid gap-6">
      <CurrentPlanCard subscription={subscription.data} employerId={employerId} />
      <PayPerHireCard isEnabled={subscription.data.payPerHireEnabled} employerId={employerId} />
      <PaymentMethodsCard methods={subscription.data.paymentMethods} addHref="/checkout?plan=update-payment" />
      <BillingHistoryCard history={history} />
      <BillingHelpCard />
    </div>
  );
}
