import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export function BillingLoading() {
  return (
    <div className="grid gap-4" aria-busy="true">
      {[0, 1, 2].map((index) => (
        <div key={index} className="h-32 animate-pulse rounded-lg bg-slate-100" />
      ))}
    </div>
  );
}

export function BillingError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('subscriptions');
  return (
    <div role="alert" className="grid justify-items-center gap-3 rounded-lg border bg-white p-8 text-center">
      <p>{t('loadError')}</p>
      <Button variant="outline" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
