import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import {
  crewCost,
  MAX_HOURLY_RATE,
  MAX_ROLE_COUNT,
  normalizeCrewRole,
  projectWeekCount,
  staffingOverTime,
  type CrewRole,
} from '@core/estimator/advanced';
import { crewPlanLink } from '@core/crews/plan-match';
import { dollarsToCents } from '@core/payments/money';
import { roleText } from '@core/shared/catalogue-texts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCatalogueLabel } from '@/lib/catalogue-label';
import { formatMoney } from '@/lib/format';
import { Stat } from '@/components/estimator/estimate-summary';

const ROLE_COLORS = ['#c2410c', '#0f766e', '#1d4ed8', '#7c3aed', '#a16207'];

type NumericField = 'count' | 'hourlyRate' | 'startWeek' | 'endWeek';

/**
 * Advanced mode: each trade's head count, rate and weeks on site are editable; the cost
 * and the staffing chart are recomputed from the normalized crew on every keystroke.
 */
export function CrewPlanner({
  crew,
  durationWeeks,
  onCrewChange,
  location,
}: {
  crew: CrewRole[];
  durationWeeks: number;
  onCrewChange(crew: CrewRole[]): void;
  /** The estimate's place: the crews found for the plan are those near it. */
  location?: string;
}) {
  const { t } = useTranslation('estimator');
  const { t: tCrews } = useTranslation('crews-employer');
  const catalogueLabel = useCatalogueLabel();
  const normalized = crew.map((role) => normalizeCrewRole(role, durationWeeks));
  const { perRole, totalCost, peakWorkers } = crewCost(normalized, durationWeeks);
  const weeks = projectWeekCount(durationWeeks);
  const findCrews = crewPlanLink(normalized, { location, weeks });
  const chartData = staffingOverTime(normalized, durationWeeks).map(({ week, byRole }) => ({
    week: t('employer.week', { week }),
    ...byRole,
  }));

  const update = (index: number, field: NumericField, raw: string) => {
    onCrewChange(crew.map((role, i) => (i === index ? { ...role, [field]: raw === '' ? Number.NaN : Number(raw) } : role)));
  };
  const settle = (index: number) => {
    onCrewChange(crew.map((role, i) => (i === index ? normalized[i]! : role)));
  };
  const shown = (value: number) => (Number.isFinite(value) ? value : '');

  const fields: { field: NumericField; label: string; min: number; max: number; step: number }[] = [
    { field: 'count', label: t('employer.count'), min: 0, max: MAX_ROLE_COUNT, step: 1 },
    { field: 'hourlyRate', label: t('employer.rate'), min: 0, max: MAX_HOURLY_RATE, step: 0.5 },
    { field: 'startWeek', label: t('employer.startWeek'), min: 1, max: weeks, step: 1 },
    { field: 'endWeek', label: t('employer.endWeek'), min: 1, max: weeks, step: 1 },
  ];

  return (
    <div className="grid gap-6">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Stat label={t('employer.totalCost')} value={formatMoney(dollarsToCents(totalCost), 'dollars')} />
        <Stat label={t('employer.peakWorkers')} value={String(peakWorkers)} />
      </dl>

      <section aria-labelledby="crew-plan-title">
        <h4 id="crew-plan-title" className="font-semibold">
          {t('employer.crewTitle')}
        </h4>
        <ul className="mt-3 grid gap-3">
          {crew.map((role, index) => (
            <li key={role.role}>
              <Card>
                <CardHeader className="flex-row items-center justify-between space-y-0 pb-2">
                  <CardTitle className="text-base">{catalogueLabel(roleText(role.role))}</CardTitle>
                  <span className="text-sm text-muted-foreground">
                    {t('employer.roleCost', { cost: formatMoney(dollarsToCents(perRole[index]?.cost ?? 0), 'dollars') })}
                  </span>
                </CardHeader>
                <CardContent className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                  {fields.map(({ field, label, min, max, step }) => {
                    const id = `crew-${index}-${field}`;
                    return (
                      <div key={field} className="grid gap-1.5">
                        <Label htmlFor={id}>{label}</Label>
                        <Input
                          id={id}
                          type="number"
                          inputMode="decimal"
                          min={min}
                          max={max}
                          step={step}
                          aria-label={t('employer.crewField', { role: catalogueLabel(roleText(role.role)), label })}
                          value={shown(role[field])}
                          onChange={(event) => update(index, field, event.target.value)}
                          onBlur={() => settle(index)}
                        />
                      </div>
                    );
                  })}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      {findCrews && (
        <div className="grid gap-1">
          <Link
            to={findCrews}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md border bg-white px-4 text-sm font-medium hover:bg-slate-50 sm:justify-self-start"
          >
            <Users className="size-4" aria-hidden="true" />
            {tCrews('planner.findCrews')}
          </Link>
          <p className="text-xs text-muted-foreground">{tCrews('planner.hint')}</p>
        </div>
      )}

      <section aria-labelledby="staffing-title">
        <h4 id="staffing-title" className="font-semibold">
          {t('employer.staffingTitle')}
        </h4>
        <figure className="mt-3 h-72 w-full" aria-label={t('employer.staffingChart')}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={chartData} margin={{ left: -16, right: 8, top: 4, bottom: 4 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="week" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
              <YAxis allowDecimals={false} />
              <Tooltip />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              {normalized.map((role, index) => (
                <Bar
                  key={role.role}
                  dataKey={role.role}
                  name={catalogueLabel(roleText(role.role))}
                  stackId="crew"
                  fill={ROLE_COLORS[index % ROLE_COLORS.length]}
                />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </figure>
      </section>
    </div>
  );
}
