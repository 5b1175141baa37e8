import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TodayDay } from '@core/admin/console';
import { formatMoney } from '@/lib/format';

/** Today's two charts (loaded on their own: recharts is large); each is an image whose label sums it up, the table below reads it out. */
export function TodayCharts({
  days,
  activitySummary,
  revenueSummary,
}: {
  days: TodayDay[];
  activitySummary: string;
  revenueSummary: string;
}) {
  const { t } = useTranslation('admin');
  const data = days.map((day) => ({
    day: day.date.slice(5),
    [t('today.series.signups')]: day.workerSignups + day.employerSignups,
    [t('today.series.jobs')]: day.jobsPosted,
    [t('today.series.applications')]: day.applications,
    [t('today.series.messages')]: day.messages,
    revenue: day.revenue / 100,
  }));
  const lines = [
    ['signups', '#1e3a5f'],
    ['jobs', '#c2410c'],
    ['applications', '#15803d'],
    ['messages', '#7c3aed'],
  ] as const;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartFigure caption={t('today.activityChart')} summary={activitySummary}>
        <LineChart data={data} margin={{ left: -24, right: 4, top: 4, bottom: 4 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tick={{ fontSize: 10 }} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} tick={{ fontSize: 10 }} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 11 }} />
          {lines.map(([series, color]) => (
            <Line key={series} type="monotone" dataKey={t(`today.series.${series}`)} stroke={color} dot={false} strokeWidth={2} />
          ))}
        </LineChart>
      </ChartFigure>
      <ChartFigure caption={t('today.revenueChart')} summary={revenueSummary}>
        <BarChart data={data} margin={{ left: -8, right: 4, top: 4, bottom: 4 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tick={{ fontSize: 10 }} interval="preserveStartEnd" />
          <YAxis tick={{ fontSize: 10 }} />
          <Tooltip formatter={(value) => formatMoney(Number(value) * 100)} />
          <Bar dataKey="revenue" name={t('today.series.revenue')} fill="#1e3a5f" />
        </BarChart>
      </ChartFigure>
    </div>
  );
}

/** A captioned chart, an image to assistive technology whose label (`summary`) sums it up. */
function ChartFigure({ caption, summary, children }: { caption: string; summary: string; children: React.ReactElement }) {
  return (
    <figure className="grid gap-1 rounded-md border bg-white p-3">
      <figcaption className="text-sm font-medium">{caption}</figcaption>
      <div className="h-56" role="img" aria-label={summary}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
