import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CAREER_BUNDLE_INDIVIDUAL_CENTS, CAREER_BUNDLE_SAVING_CENTS, checkoutHref, WORKER_SERVICES } from '@core/payments/catalogue';
import { planNameText } from '@core/shared/catalogue-texts';
import { PurchaseList } from '@/components/purchase-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { useCatalogueLabel } from '@/lib/catalogue-label';
import { formatMoney } from '@/lib/format';
import { usePurchases } from '../api/get-purchases';

function PurchaseHistory() {
  const { t } = useTranslation('payments');
  const purchases = usePurchases();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('services.historyTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        {purchases.isPending ? (
          <div className="h-12 animate-pulse rounded bg-slate-100" aria-hidden="true" />
        ) : purchases.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('services.historyError')}
          </p>
        ) : purchases.data.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <ShoppingBag className="h-4 w-4" aria-hidden="true" />
            {t('services.historyEmpty')}
          </p>
        ) : (
          <PurchaseList
            purchases={purchases.data}
            texts={{
              purchasedOn: (date) => t('services.purchasedOn', { date }),
              refundedOn: (date) => t('services.refundedOn', { date }),
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}

export function WorkerServicesTab() {
  const { t } = useTranslation('payments');
  const label = useCatalogueLabel();
  return (
    <div className="grid gap-6">
      <div>
        <h2 className="text-xl font-bold">{t('services.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('services.subtitle')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {WORKER_SERVICES.map((service) => {
          const isBundle = service.id === 'career-bundle';
          const name = label(planNameText(service.id));
          return (
            <Card key={service.id} className={isBundle ? 'relative border-2 border-primary' : 'relative'}>
              {isBundle && <Badge className="absolute right-4 top-4">{t('services.popular')}</Badge>}
              <CardHeader>
                <CardTitle className="pr-16">{name}</CardTitle>
                <CardDescription>{t(`services.descriptions.${service.id}`)}</CardDescription>
              </CardHeader>
              <CardContent>
                <p className="text-2xl font-bold">{formatMoney(service.priceCents)}</p>
                {isBundle && (
                  <p className="text-sm text-muted-foreground">
                    <s>{t('services.individualTotal', { price: formatMoney(CAREER_BUNDLE_INDIVIDUAL_CENTS) })}</s>{' '}
                    <span className="font-medium text-green-700">
                      {t('services.save', { amount: formatMoney(CAREER_BUNDLE_SAVING_CENTS) })}
                    </span>
                  </p>
                )}
              </CardContent>
              <CardFooter>
                {/* A service's name can be long in Spanish: the label wraps rather than widen the card. */}
                <Button asChild className="h-auto min-h-10 w-full whitespace-normal text-center">
                  <Link to={checkoutHref(service.id, service.name, service.priceCents)}>{t('services.buy', { name })}</Link>
                </Button>
              </CardFooter>
            </Card>
          );
        })}
      </div>
      <PurchaseHistory />
    </div>
  );
}
