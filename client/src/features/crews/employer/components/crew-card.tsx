import { MapPin, Send, Users } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanCoverage } from '@core/crews/plan-match';
import type { Crew } from '@core/crews/schemas';
import { ReportButton } from '@/components/report-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useCredentialNames } from '@/lib/api/get-credential-catalogue';
import { optionLabel } from '@/lib/option-label';

const memberName = (member: { firstName: string | null; lastName: string | null }) =>
  [member.firstName, member.lastName].filter(Boolean).join(' ');

/**
 * A crew as an employer finds it: where it is based and how far it travels, when it is available, its size and
 * trades with counts, the credentials its members hold ("4 of 6 hold OSHA 30"), its members; from a plan, how much
 * of the plan it covers and how far it is.
 */
export const CrewCard = React.memo(function CrewCard({
  crew,
  coverage,
  distanceMiles,
  onInvite,
}: {
  crew: Crew;
  coverage?: PlanCoverage;
  distanceMiles?: number | null;
  onInvite(crew: Crew): void;
}) {
  const { t } = useTranslation('crews-employer');
  const nameOf = useCredentialNames();
  const titleId = `crew-card-${crew.id}`;
  return (
    <Card data-testid="employer-crew-card" aria-labelledby={titleId} className="min-w-0">
      <CardHeader className="gap-1 space-y-0 pb-3">
        <CardTitle id={titleId} className="flex items-center gap-2 break-words text-lg">
          <Users className="size-5 shrink-0" aria-hidden="true" />
          {crew.name}
        </CardTitle>
        <p className="flex flex-wrap items-center gap-x-1 text-sm text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          {t('card.homeBase', { place: crew.homeBase, miles: crew.travelRadiusMiles })}
          {distanceMiles !== undefined && distanceMiles !== null && <span>· {t('card.distance', { miles: distanceMiles })}</span>}
        </p>
        <p className="text-sm text-muted-foreground">
          {t('card.summary', { count: crew.size, availability: optionLabel('availability', crew.availability) })}
        </p>
      </CardHeader>
      <CardContent className="grid gap-3">
        {coverage && (
          <section
            aria-label={t('plan.coverageTitle')}
            className="grid gap-1.5 rounded-md bg-slate-50 p-2 text-sm"
            data-testid="crew-plan-coverage"
          >
            <p className="font-medium">
              {t('plan.coverage', {
                trades: coverage.tradesCovered,
                tradesPlanned: coverage.tradesPlanned,
                heads: coverage.headsCovered,
                headsPlanned: coverage.headsPlanned,
              })}
            </p>
            <ul className="flex flex-wrap gap-1.5">
              {coverage.trades.map((entry) => (
                <li key={entry.trade}>
                  <Badge variant={entry.available >= entry.planned ? 'success' : entry.available > 0 ? 'warning' : 'outline'}>
                    {t('plan.tradeCoverage', {
                      trade: optionLabel('trade', entry.trade),
                      available: Math.min(entry.available, entry.planned),
                      planned: entry.planned,
                    })}
                  </Badge>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-label={t('card.tradesTitle')} className="grid gap-1">
          <h4 className="text-sm font-medium">{t('card.tradesTitle')}</h4>
          <ul className="flex flex-wrap gap-1.5">
            {crew.tradeCounts.map(({ trade, count }) => (
              <li key={trade}>
                <Badge variant="outline">{t('card.tradeCount', { trade: optionLabel('trade', trade), count })}</Badge>
              </li>
            ))}
            {crew.tradeCounts.length === 0 && <li className="text-sm text-muted-foreground">{t('card.noTrades')}</li>}
          </ul>
        </section>
        {crew.credentials.length > 0 && (
          <section aria-label={t('card.credentialsTitle')} className="grid gap-1">
            <h4 className="text-sm font-medium">{t('card.credentialsTitle')}</h4>
            <ul className="grid gap-0.5 text-sm">
              {crew.credentials.slice(0, 5).map(({ credentialId, holders }) => (
                <li key={credentialId}>{t('card.credentialHolders', { holders, count: crew.size, name: nameOf(credentialId) })}</li>
              ))}
            </ul>
          </section>
        )}
        <details className="text-sm">
          <summary className="flex min-h-11 cursor-pointer items-center font-medium">
            {t('card.membersTitle', { count: crew.size })}
          </summary>
          <ul className="grid gap-1 pb-1">
            {crew.members.map((member) => (
              <li key={member.userId} className="flex flex-wrap gap-x-2">
                <span>{memberName(member) || t('card.unnamed')}</span>
                {member.role === 'foreman' && <Badge variant="info">{t('card.foreman')}</Badge>}
                {member.primaryTrade && <span className="text-muted-foreground">{optionLabel('trade', member.primaryTrade)}</span>}
              </li>
            ))}
          </ul>
        </details>
        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={() => onInvite(crew)} aria-label={t('invite.buttonFor', { name: crew.name })}>
            <Send aria-hidden="true" />
            {t('invite.button')}
          </Button>
          <ReportButton targetType="crew" targetId={crew.id} />
        </div>
      </CardContent>
    </Card>
  );
});
