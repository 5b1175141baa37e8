import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { resumePlanNameText } from '@core/shared/catalogue-texts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { useCatalogueLabel } from '@/lib/catalogue-label';
import { formatDate } from '@/lib/format';
import { useResumeSubscription } from '../api/get-resume-subscription';

export function SubscriptionCard({ onChoosePlan }: { onChoosePlan(): void }) {
  const { t } = useTranslation('resumes');
  const label = useCatalogueLabel();
  const subscription = useResumeSubscription();
  const data = subscription.data;

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle className="flex items-center gap-2">
          <Crown className="h-5 w-5 text-primary" aria-hidden="true" />
          {t('subscription.title')}
        </CardTitle>
        <Button size="sm" variant="outline" onClick={onChoosePlan}>
          {data?.isActive ? t('subscription.changePlan') : t('subscription.choosePlan')}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {subscription.isPending ? (
          <div className="h-16 animate-pulse rounded bg-slate-100" role="status" aria-label={t('loading')} />
        ) : subscription.isError ? (
          <p role="alert" className="text-destructive">
            {t('subscription.loadFailed')}
          </p>
        ) : !data?.plan ? (
          <p>{t('subscription.none')}</p>
        ) : (
          <>
            <p className="text-base font-semibold">
              {t('subscription.planLine', { plan: label(resumePlanNameText(data.plan)) })}{' '}
              <span className={data.isActive ? 'text-green-700' : 'text-destructive'}>
                ({data.isActive ? t('subscription.active') : t('subscription.ended')})
              </span>
            </p>
            <p aria-live="polite">
              {data.limit === null
                ? t('subscription.usageUnlimited', { used: data.generationsUsed })
                : t('subscription.usage', { used: data.generationsUsed, limit: data.limit })}
            </p>
            {data.limit !== null && (
              <Progress value={(data.generationsUsed / data.limit) * 100} aria-label={t('subscription.usageLabel')} />
            )}
            {data.expiresAt && (
              <p className="text-muted-foreground">
                {t(data.isActive ? 'subscription.renewsOn' : 'subscription.endedOn', {
                  date: formatDate(data.expiresAt),
                })}
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
