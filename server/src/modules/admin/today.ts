import { sql } from 'drizzle-orm';
import { TODAY_DAYS, type TodayDay, type TodayResponse } from '@core/admin/console';
import type { Executor } from '../../db/client';

interface DayRow extends Record<string, unknown> {
  date: string;
  worker_signups: number;
  employer_signups: number;
  jobs_posted: number;
  applications: number;
  messages: number;
  revenue: number;
}

/**
 * Today's figures: one row per calendar day of the operator's zone, the last 30 days up to today.
 * Each table is counted once, grouped by its local day (generate_series names the days with none).
 * Revenue is the invoices paid that day plus the refund lines of that day (their amounts negative).
 */
export async function getToday(db: Executor, timeZone: string, now: Date): Promise<TodayResponse> {
  const { rows } = await db.execute<DayRow>(sql`
    with bounds as (
      select (${now.toISOString()}::timestamptz at time zone ${timeZone})::date as today
    ), days as (
      select g::date as day from bounds, generate_series((bounds.today - ${TODAY_DAYS - 1}::int)::timestamp, bounds.today::timestamp, interval '1 day') g
    ), since as (
      select (min(day)::timestamp at time zone ${timeZone}) as at from days
    ), signups as (
      select (u.created_at at time zone ${timeZone})::date as day,
        count(*) filter (where u.user_type = 'worker')::int as workers,
        count(*) filter (where u.user_type = 'employer')::int as employers
      from users u, since where u.created_at >= since.at group by 1
    ), posted as (
      select (j.posted_at at time zone ${timeZone})::date as day, count(*)::int as n from jobs j, since where j.posted_at >= since.at group by 1
    ), applied as (
      select (a.applied_at at time zone ${timeZone})::date as day, count(*)::int as n from applications a, since where a.applied_at >= since.at group by 1
    ), sent as (
      select (m.sent_at at time zone ${timeZone})::date as day, count(distinct coalesce(m.post_id, m.id))::int as n from messages m, since where m.sent_at >= since.at group by 1
    ), paid as (
      select (i.created_at at time zone ${timeZone})::date as day, sum(i.amount_cents)::int as cents
      from invoices i, since where i.created_at >= since.at and i.status in ('paid', 'refunded') group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as date,
      coalesce(signups.workers, 0) as worker_signups, coalesce(signups.employers, 0) as employer_signups,
      coalesce(posted.n, 0) as jobs_posted, coalesce(applied.n, 0) as applications, coalesce(sent.n, 0) as messages,
      coalesce(paid.cents, 0) as revenue
    from days
    left join signups on signups.day = days.day
    left join posted on posted.day = days.day
    left join applied on applied.day = days.day
    left join sent on sent.day = days.day
    left join paid on paid.day = days.day
    order by days.day`);
  const days: TodayDay[] = rows.map((row) => ({
    date: row.date,
    workerSignups: Number(row.worker_signups),
    employerSignups: Number(row.employer_signups),
    jobsPosted: Number(row.jobs_posted),
    applications: Number(row.applications),
    messages: Number(row.messages),
    revenue: Number(row.revenue),
  }));
  const sum = (field: keyof Omit<TodayDay, 'date'>) => days.reduce((total, day) => total + day[field], 0);
  // What waits for an operator now: held jobs, reported targets (a target's reports are one case), failed sends.
  const waiting = await db.execute<{ emails: number; texts: number; held_jobs: number; open_reports: number }>(sql`select
    (select count(*)::int from email_outbox where status = 'failed') as emails,
    (select count(*)::int from channel_outbox where status = 'failed' and channel in ('sms', 'whatsapp')) as texts,
    (select count(*)::int from jobs where review_status = 'held') as held_jobs,
    (select count(distinct (target_type, target_id))::int from reports where status = 'open') as open_reports`);
  return {
    timeZone,
    days,
    totals: {
      workerSignups: sum('workerSignups'),
      employerSignups: sum('employerSignups'),
      jobsPosted: sum('jobsPosted'),
      applications: sum('applications'),
      messages: sum('messages'),
      revenue: sum('revenue'),
    },
    failedEmails: Number(waiting.rows[0]?.emails ?? 0),
    failedTexts: Number(waiting.rows[0]?.texts ?? 0),
    jobsInReview: Number(waiting.rows[0]?.held_jobs ?? 0),
    openReports: Number(waiting.rows[0]?.open_reports ?? 0),
  };
}
