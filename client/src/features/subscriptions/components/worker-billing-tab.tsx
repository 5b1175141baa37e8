import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { billingPeriod } from '@core/payments/catalogue';
import { subscriptionPlanNameText } from '@core/shared/catalogue-texts';
import { PurchaseList } from '@/components/purchase-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/lib/auth';
import { useCatalogueLabel } from '@/lib/catalogue-label';
import { formatDate, formatMoney } from '@/lib/format';
import { useInvoices } from '../api/get-invoices';
import { usePaymentMethods } from '../api/get-payment-methods';
import { useWorkerSubscription } from '../api/get-worker-subscription';
import { BillingHelpCard } from './billing-help-card';
import { BillingHistoryCard } from './billing-history-card';
import { BillingError, BillingLoading } from './billing-state';
import { CancelSubscriptionButton } from './cancel-subscription-dialog';
import { PastDueBanner, ResumeSubscriptionButton } from './renewal-controls';
import { PaymentMethodsCard } from './payment-methods-card';
import { ChangePlanButton, ScheduledPlanChangeNotice } from './plan-change-controls';

export function WorkerBillingTab() {
  const { t } = useTranslation('subscriptions');
  const label = useCatalogueLabel();
  const { user } = useAuth();
  const subscription = useWorkerSubscription(user?.id ?? '');
  const methods = usePaymentMethods();
  const invoices = useInvoices();

  if (subscription.isPending || methods.isPending) return <BillingLoading />;
  if (subscription.isError || methods.isError) {
    return <BillingError onRetry={() => void Promise.all([subscription.refetch(), methods.refetch()])} />;
  }
  const plan = subscription.data;
  const benefits = t('freeBenefits', { returnObjects: true }) as string[];

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('currentPlan')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {plan.isPastDue && <PastDueBanner updateCardHref="/checkout?plan=add-payment" retryDate={plan.retryDate} />}
          {plan.scheduledPlanChange && <ScheduledPlanChangeNotice change={plan.scheduledPlanChange} />}
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-xl font-bold">
              {plan.isActive || plan.isPastDue ? label(subscriptionPlanNameText(plan.plan, plan.planName)) : t('freePlan')}
            </p>
            {plan.isActive && <Badge variant="outline">{t(`billingPeriod.${billingPeriod(plan.plan, plan.isAnnual)}`)}</Badge>}
          </div>
          <dl className="grid gap-4 sm:grid-cols-2">
            {/* A free worker lacks nothing a worker needs: no "Inactive, limited access" for them. */}
            <div>
              <dt className="text-sm text-muted-foreground">{t('status')}</dt>
              <dd className="flex items-center gap-2">
                {plan.isPastDue ? (
                  <Badge variant="danger">{t('pastDue')}</Badge>
                ) : plan.isActive ? (
                  <>
                    <Badge variant="success">{t('active')}</Badge>
                    <span className="text-sm">{t('fullAccess')}</span>
                  </>
                ) : (
                  <span className="text-sm">{t('freeForever')}</span>
                )}
              </dd>
              {plan.cancelAtPeriodEnd && plan.expiresAt && (
                <dd className="mt-1 text-sm text-muted-foreground">{t('endsOn', { date: formatDate(plan.expiresAt, 'numeric') })}</dd>
              )}
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">{t('nextPayment')}</dt>
              <dd>
                {plan.nextPaymentAmount !== null && plan.nextPaymentDate
                  ? t('nextPaymentOn', { amount: formatMoney(plan.nextPaymentAmount), date: formatDate(plan.nextPaymentDate, 'numeric') })
                  : t('noBilling')}
              </dd>
            </div>
          </dl>
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="outline">
              <Link to="/pricing">{t('viewAllPlans')}</Link>
            </Button>
            {plan.isActive && plan.isCancellable && <ChangePlanButton audience="worker" plan={plan.plan} isAnnual={plan.isAnnual} />}
            {plan.isActive && plan.isCancellable && <CancelSubscriptionButton />}
            {plan.canResume && <ResumeSubscriptionButton />}
          </div>
          {!plan.isActive && !plan.isPastDue && (
            <div>
              <p className="text-sm font-medium">{t('freeBenefitsTitle')}</p>
              <ul className="mt-2 list-inside list-disc text-sm text-muted-foreground">
                {benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </div>
          )}
        </CardContent>
      </Card>

      <PaymentMethodsCard methods={methods.data} addHref="/checkout?plan=add-payment" />

      <Card>
        <CardHeader>
          <CardTitle>{t('purchaseHistory')}</CardTitle>
          <p className="text-sm text-muted-foreground">
            {t('servicesPurchased')}: {plan.purchases.length}
          </p>
        </CardHeader>
        <CardContent>
          {plan.purchases.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('noPurchases')}</p>
          ) : (
            <PurchaseList
              purchases={plan.purchases}
              texts={{
                purchasedOn: (date) => t('purchasedOn', { date }),
                refundedOn: (date) => t('refundedOn', { date }),
              }}
            />
          )}
        </CardContent>
      </Card>

      <BillingHistoryCard history={invoices} />

      <BillingHelpCard />
    </div>
  );
}
