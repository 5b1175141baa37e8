import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useAuth } from '@/lib/auth';
import { useJobActivity } from '../api/get-job-activity';

/** Views and new applications of one job per day over the last 30 days; loaded only when the employer opens it (recharts is large). */
export function JobActivityChart({ jobId }: { jobId: string }) {
  const { t } = useTranslation('jobs');
  const { user } = useAuth();
  const activity = useJobActivity(user?.id, jobId);

  if (activity.isError) return <p role="alert">{t('employer.stats.activityFailed')}</p>;
  if (!activity.data) return <div className="h-40 animate-pulse rounded-md bg-slate-100" aria-hidden="true" />;
  const data = activity.data.days.map((entry) => ({
    day: entry.day.slice(5),
    [t('employer.stats.viewsLegend')]: entry.views,
    [t('employer.stats.applicationsLegend')]: entry.applications,
  }));
  return (
    <figure className="grid gap-1">
      <figcaption className="text-xs text-muted-foreground">{t('employer.stats.activityCaption')}</figcaption>
      <div className="h-40" role="img" aria-label={t('employer.stats.activityCaption')}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ left: -24, right: 4, top: 4, bottom: 4 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tick={{ fontSize: 10 }} interval="preserveStartEnd" />
            <YAxis allowDecimals={false} tick={{ fontSize: 10 }} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 11 }} />
            <Bar dataKey={t('employer.stats.viewsLegend')} fill="#1e3a5f" />
            <Bar dataKey={t('employer.stats.applicationsLegend')} fill="#c2410c" />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
