import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import { useToday } from '../api/get-today';
import { AccountDetailView } from './account-detail';
import { UnverifiedEmployers } from './unverified-employers';

const TodayCharts = React.lazy(() => import('./today-charts').then((module) => ({ default: module.TodayCharts })));

/** The console's first tab: the last 30 days of the marketplace, per day of the operator's calendar, and what failed to go out. */
export function TodayTab() {
  const { t } = useTranslation('admin');
  const { data, isPending, isError } = useToday();
  const [openId, setOpenId] = React.useState<string | null>(null);
  if (openId) return <AccountDetailView id={openId} onBack={() => setOpenId(null)} backLabel={t('today.unverified.back')} />;
  if (isPending) return <p className="text-muted-foreground">{t('loading')}</p>;
  if (isError) return <p role="alert">{t('loadError')}</p>;
  const { totals } = data;
  const figures = [
    ['jobsInReview', formatNumber(data.jobsInReview)],
    ['openReports', formatNumber(data.openReports)],
    ['workerSignups', formatNumber(totals.workerSignups)],
    ['employerSignups', formatNumber(totals.employerSignups)],
    ['jobsPosted', formatNumber(totals.jobsPosted)],
    ['applications', formatNumber(totals.applications)],
    ['messages', formatNumber(totals.messages)],
    ['revenue', formatMoney(totals.revenue)],
    ['failedEmails', formatNumber(data.failedEmails)],
    ['failedTexts', formatNumber(data.failedTexts)],
  ] as const;
  const activitySummary = t('today.activitySummary', {
    signups: totals.workerSignups + totals.employerSignups,
    jobs: totals.jobsPosted,
    applications: totals.applications,
    messages: totals.messages,
  });
  const revenueSummary = t('today.revenueSummary', { revenue: formatMoney(totals.revenue) });
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t('today.intro', { zone: data.timeZone })}</p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {figures.map(([name, value]) => (
          <div key={name} className="rounded-md border bg-white p-3">
            <dt className="text-xs text-muted-foreground">{t(`today.figures.${name}`)}</dt>
            <dd className="text-lg font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <UnverifiedEmployers onOpen={setOpenId} />
      <React.Suspense fallback={<div className="h-56 animate-pulse rounded-md bg-slate-100" aria-hidden="true" />}>
        <TodayCharts days={data.days} activitySummary={activitySummary} revenueSummary={revenueSummary} />
      </React.Suspense>
      <details className="rounded-md border bg-white p-3">
        <summary className="cursor-pointer text-sm font-medium">{t('today.tableToggle')}</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-xs">
            <caption className="sr-only">{t('today.tableCaption')}</caption>
            <thead>
              <tr>
                {(['date', 'signups', 'jobsPosted', 'applications', 'messages', 'revenue'] as const).map((column) => (
                  <th key={column} scope="col" className="px-1 py-1 font-medium">
                    {t(`today.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...data.days].reverse().map((day) => (
                <tr key={day.date} className="border-t">
                  <th scope="row" className="px-1 py-1 font-normal">
                    {formatDate(day.date, 'monthDay')}
                  </th>
                  <td className="px-1 py-1">{t('today.signupsCell', { workers: day.workerSignups, employers: day.employerSignups })}</td>
                  <td className="px-1 py-1">{day.jobsPosted}</td>
                  <td className="px-1 py-1">{day.applications}</td>
                  <td className="px-1 py-1">{day.messages}</td>
                  <td className="px-1 py-1">{formatMoney(day.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
