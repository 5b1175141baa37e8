import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { parsePlanQuery } from '@core/crews/plan-match';
import type { Crew } from '@core/crews/schemas';
import { ListLoadError, ListSkeleton } from '@/components/list-load-state';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { optionLabel } from '@/lib/option-label';
import { useCrewMatches } from '../api/match-crews';
import { CrewCard } from './crew-card';

/** What the estimator's "Find crews for this plan" link carries: the plan, its place, its weeks and the roles no crew trade names. */
export interface PlanFromEstimate {
  plan: string;
  location: string;
  weeks: string;
  skipped: string[];
}

/** The crews that fit an estimate's crew plan, ranked by the server (planned trades, then heads, then distance). */
export function PlanMatches({ plan, onClear, onInvite }: { plan: PlanFromEstimate; onClear(): void; onInvite(crew: Crew): void }) {
  const { t } = useTranslation('crews-employer');
  const matches = useCrewMatches({ plan: plan.plan, location: plan.location });
  const roles = parsePlanQuery(plan.plan) ?? [];
  const summary = roles.map(({ trade, count }) => t('card.tradeCount', { trade: optionLabel('trade', trade), count })).join(', ');

  return (
    <section aria-labelledby="crew-plan-matches-title" className="grid gap-3 rounded-lg border bg-white p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id="crew-plan-matches-title" className="text-lg font-semibold">
            {t('plan.title')}
          </h3>
          <p className="break-words text-sm text-muted-foreground">
            {plan.weeks ? t('plan.summaryWeeks', { roles: summary, count: Number(plan.weeks) }) : summary}
          </p>
          {plan.location && <p className="text-sm text-muted-foreground">{t('plan.near', { place: plan.location })}</p>}
          {plan.skipped.length > 0 && (
            <p className="text-sm text-muted-foreground">{t('plan.skipped', { roles: plan.skipped.join(', ') })}</p>
          )}
        </div>
        <Button variant="outline" size="sm" className="min-h-11" onClick={onClear}>
          <X aria-hidden="true" />
          {t('plan.clear')}
        </Button>
      </div>
      {matches.isPending ? (
        <ListSkeleton />
      ) : matches.isError ? (
        <ListLoadError message={getErrorMessage(matches.error, t('plan.loadError'))} />
      ) : matches.data.length === 0 ? (
        <p role="status" className="rounded-md border border-dashed p-4 text-center text-sm">
          {t('plan.empty')}
        </p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {matches.data.map((match) => (
            <li key={match.crew.id} className="min-w-0">
              <CrewCard crew={match.crew} coverage={match.coverage} distanceMiles={match.distanceMiles} onInvite={onInvite} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
