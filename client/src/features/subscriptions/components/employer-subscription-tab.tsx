import * as React from 'react';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { billingPeriod } from '@core/payments/catalogue';
import { employerPlanFeatureTexts, subscriptionPlanNameText } from '@core/shared/catalogue-texts';
import type { EmployerSubscription, Invoice } from '@core/subscriptions/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useCatalogueLabel, useInvoiceDescription } from '@/lib/catalogue-label';
import { formatDate, formatMoney } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useBillingHistory } from '../api/get-billing-history';
import { useEmployerSubscription } from '@/lib/api/get-employer-subscription';
import { useUpdatePayPerHire } from '../api/update-pay-per-hire';
import { useUpgradeDemo } from '../api/upgrade-demo';
import { BillingHelpCard } from './billing-help-card';
import { BillingError, BillingLoading } from './billing-state';
import { CancelSubscriptionButton } from './cancel-subscription-dialog';
import { PastDueBanner, ResumeSubscriptionButton } from './renewal-controls';
import { PaymentMethodsCard } from './payment-methods-card';

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
        {subscription.isPastDue && <PastDueBanner updateCardHref="/checkout?plan=update-payment" />}
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
          <Button asChild>
            <Link to="/pricing">{t('changePlan')}</Link>
          </Button>
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

const STATUS_VARIANTS = { paid: 'success', pending: 'warning', failed: 'danger', void: 'secondary', refunded: 'secondary' } as const;
const statusVariant = (status: Invoice['status']) => STATUS_VARIANTS[status];
// A void fee was never charged: its amount stays readable but struck through, beside its badge.
const amountClass = (status: Invoice['status']) => (status === 'void' ? 'text-muted-foreground line-through' : undefined);

function BillingHistoryCard({ employerId }: { employerId: string }) {
  const { t } = useTranslation('subscriptions');
  const history = useBillingHistory(employerId);
  const describeInvoice = useInvoiceDescription();
  const [viewed, setViewed] = React.useState<Invoice | null>(null);
  const describe = (invoice: Invoice) =>
    invoice.description ? describeInvoice(invoice.description) : t('invoiceFallback', { id: invoice.id.slice(0, 8) });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('billingHistory')}</CardTitle>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <div className="h-16 animate-pulse rounded bg-slate-100" aria-hidden="true" />
        ) : history.isError ? (
          <BillingError onRetry={() => void history.refetch()} />
        ) : history.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('noBillingHistory')}</p>
        ) : (
          <ul className="divide-y">
            {history.data.map((invoice) => (
              <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0 [overflow-wrap:anywhere]">
                  <p className="font-medium">{describe(invoice)}</p>
                  <p className="text-sm text-muted-foreground">{formatDate(invoice.date, 'numeric')}</p>
                </div>
                <div className="flex items-center gap-3">
                  <span className={cn('font-semibold', amountClass(invoice.status))}>{formatMoney(invoice.amount)}</span>
                  <Badge variant={statusVariant(invoice.status)}>{t(`invoiceStatus.${invoice.status}`)}</Badge>
                  <Button variant="ghost" size="sm" aria-label={`${t('view')} ${describe(invoice)}`} onClick={() => setViewed(invoice)}>
                    {t('view')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <Dialog open={viewed !== null} onOpenChange={(open) => !open && setViewed(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('invoiceDetails')}</DialogTitle>
          </DialogHeader>
          {viewed && (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-foreground">{t('invoiceFallback', { id: '' }).trim()}</dt>
              <dd className="break-all">{viewed.id}</dd>
              <dt className="text-muted-foreground">{t('date')}</dt>
              <dd>{formatDate(viewed.date, 'numeric')}</dd>
              <dt className="text-muted-foreground">{t('amount')}</dt>
              <dd className={amountClass(viewed.status)}>{formatMoney(viewed.amount)}</dd>
              <dt className="text-muted-foreground">{t('status')}</dt>
              <dd>
                <Badge variant={statusVariant(viewed.status)}>{t(`invoiceStatus.${viewed.status}`)}</Badge>
              </dd>
              <dt className="sr-only">{t('billingHistory')}</dt>
              <dd className="col-span-2 font-medium">{describe(viewed)}</dd>
            </dl>
          )}
        </DialogContent>
      </Dialog>
    </Card>
  );
}

export function EmployerSubscriptionTab() {
  const { user } = useAuth();
  const employerId = user?.id ?? '';
  const subscription = useEmployerSubscription(employerId);

  if (subscription.isPending) return <BillingLoading />;
  if (subscription.isError) return <BillingError onRetry={() => void subscription.refetch()} />;

  return (
    <div className="grid gap-6">
      <CurrentPlanCard subscription={subscription.data} employerId={employerId} />
      <PayPerHireCard isEnabled={subscription.data.payPerHireEnabled} employerId={employerId} />
      <PaymentMethodsCard methods={subscription.data.paymentMethods} addHref="/checkout?plan=update-payment" />
      <BillingHistoryCard employerId={employerId} />
      <BillingHelpCard />
    </div>
  );
}
