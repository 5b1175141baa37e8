import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { LaborEstimate } from '@core/estimator/schemas';
import { dollarsToCents } from '@core/payments/money';
import { roleText } from '@core/shared/catalogue-texts';
import { Badge } from '@/components/ui/badge';
import { useCatalogueLabel } from '@/lib/catalogue-label';
import { formatMoney } from '@/lib/format';

/**
 * Total workers, cost and duration, and the skills needed. `withCounts` puts each role's head
 * count on its skill, where no breakdown table is shown beside it; `children` explain the figures.
 */
export function EstimateSummary({
  estimate,
  totalCost,
  withCounts = false,
  children,
}: {
  estimate: LaborEstimate;
  totalCost?: number;
  withCounts?: boolean;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('estimator');
  const label = useCatalogueLabel();
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 sm:grid-cols-3">
        <Stat label={t('results.totalWorkers')} value={String(estimate.totalWorkers)} />
        <Stat label={t('results.estimatedCost')} value={formatMoney(dollarsToCents(totalCost ?? estimate.estimatedCost), 'dollars')} />
        <Stat label={t('results.duration')} value={t(`results.duration_${estimate.durationUnit}`, { count: estimate.durationValue })} />
      </dl>
      {children}
      <section aria-labelledby="estimate-skills">
        <h4 id="estimate-skills" className="font-semibold">
          {t('results.skillsNeeded')}
        </h4>
        <ul className="mt-2 flex flex-wrap gap-2">
          {estimate.skillsNeeded.map((skill) => (
            <li key={skill}>
              <Badge variant="secondary">
                {withCounts ? `${label(roleText(skill))} · ${estimate.workerBreakdown[skill] ?? 0}` : label(roleText(skill))}
              </Badge>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border bg-slate-50 p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}
