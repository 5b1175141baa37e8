import * as Tabs from '@radix-ui/react-tabs';
import { ArrowLeft, Lock } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { findPurchasableItem, SAVE_CARD_PLAN_IDS } from '@core/payments/catalogue';
import { dollarsToCents } from '@core/payments/money';
import { planNameText } from '@core/shared/catalogue-texts';
import { PublicLayout } from '@/components/layout/public-layout';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/lib/auth';
import { openAuthDialog } from '@/lib/auth-dialog';
import { useCatalogueLabel } from '@/lib/catalogue-label';
import { formatMoney } from '@/lib/format';
import { CardTab } from '../components/card-tab';
import { PayPalTab } from '../components/paypal-tab';
import { SaveCardTab } from '../components/save-card-tab';

const tabClass =
  'flex-1 rounded-md px-4 py-2 text-sm font-medium text-slate-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow';

function SignInNotice() {
  const { t } = useTranslation('payments');
  const returnTo = `${window.location.pathname}${window.location.search}`;
  React.useEffect(() => {
    const timer = setTimeout(() => openAuthDialog('login', { returnTo }), 0);
    return () => clearTimeout(timer);
  }, [returnTo]);
  return (
    <div className="grid gap-3 py-4 text-center" role="status">
      <p className="font-semibold">{t('checkout.signInRequired')}</p>
      <p className="text-sm text-muted-foreground">{t('checkout.signInText')}</p>
      <Button onClick={() => openAuthDialog('login', { returnTo })}>{t('checkout.signIn')}</Button>
    </div>
  );
}

export function CheckoutPage() {
  const { t } = useTranslation('payments');
  const { user, isLoading } = useAuth();
  const label = useCatalogueLabel();
  const [params] = useSearchParams();
  const planId = params.get('plan') ?? '';
  // The spec wants a nonzero amount in the URL, but what is shown and charged is the catalogue's price.
  const hasUrlAmount = dollarsToCents(params.get('amount') ?? '') > 0;
  const item = findPurchasableItem(planId);
  // Add Payment Method saves a card and charges nothing, so it has no amount.
  const isSavingCard = SAVE_CARD_PLAN_IDS.includes(planId);
  const billingHref = user?.userType === 'worker' ? '/worker-dashboard?tab=billing' : '/employer-dashboard?tab=billing';

  if (!isSavingCard && (!item || !hasUrlAmount)) {
    return <Navigate to="/pricing" replace />;
  }
  const priceCents = item?.priceCents ?? 0;
  const name = item?.name ?? planId;
  const displayName = label(planNameText(planId));
  const amountLabel = formatMoney(priceCents);

  return (
    <PublicLayout>
      <div className="mx-auto max-w-xl px-4 py-10">
        <Button asChild variant="ghost" size="sm" className="mb-4">
          <Link to={isSavingCard && user ? billingHref : '/pricing'}>
            <ArrowLeft aria-hidden="true" />
            {isSavingCard && user ? t('saveCard.backToBilling') : t('checkout.backToPricing')}
          </Link>
        </Button>
        <h1 className="text-2xl font-bold">{isSavingCard ? t('saveCard.title') : t('checkout.title')}</h1>

        {isSavingCard ? (
          <p className="mt-2 text-muted-foreground">{t('saveCard.intro')}</p>
        ) : (
          <Card className="mt-6">
            <CardHeader>
              <CardTitle>{t('checkout.orderSummary')}</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="flex items-center justify-between gap-4">
                <dt className="font-medium">{displayName}</dt>
                <dd className="text-xl font-bold" aria-label={`${t('checkout.total')} ${amountLabel}`}>
                  {amountLabel}
                </dd>
              </dl>
            </CardContent>
          </Card>
        )}

        <Card className="mt-6">
          <CardContent className="pt-4 sm:pt-6">
            {isLoading ? null : !user ? (
              <SignInNotice />
            ) : isSavingCard ? (
              <SaveCardTab billingHref={billingHref} />
            ) : (
              <Tabs.Root defaultValue="card">
                <Tabs.List aria-label={t('checkout.methodLabel')} className="flex rounded-lg bg-slate-200 p-1">
                  <Tabs.Trigger value="card" className={tabClass}>
                    {t('checkout.card')}
                  </Tabs.Trigger>
                  <Tabs.Trigger value="paypal" className={tabClass}>
                    {t('checkout.paypal')}
                  </Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="card" className="mt-6 focus-visible:outline-none">
                  <CardTab planId={planId} amountCents={priceCents} amountLabel={amountLabel} />
                </Tabs.Content>
                <Tabs.Content value="paypal" className="mt-6 focus-visible:outline-none">
                  <PayPalTab planId={planId} planName={name} priceCents={priceCents} />
                </Tabs.Content>
              </Tabs.Root>
            )}
          </CardContent>
        </Card>
        <p className="mt-4 flex items-center justify-center gap-2 text-center text-xs text-muted-foreground">
          <Lock className="h-3 w-3" aria-hidden="true" />
          {t('checkout.secure')}
        </p>
      </div>
    </PublicLayout>
  );
}
