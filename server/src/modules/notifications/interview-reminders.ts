import { sql } from 'drizzle-orm';
import { formatDateTime } from '@core/shared/date-time';
import type { Database, Executor } from '../../db/client';
import type { Notifier } from './notifier';
import { claimOnce } from './repository';
import { interviewLine } from './text-facts';

/** How long before an interview its reminder goes (e-mail and the texts the worker chose for interviews). */
export const INTERVIEW_REMINDER_MS = 24 * 60 * 60_000;

/** Interviews starting within the next day whose application is still open, booked at least a day ahead. */
async function listInterviewsStartingBy(db: Executor, now: Date, until: Date) {
  const result = await db.execute<{
    id: string;
    application_id: string;
    worker_id: string;
    job_title: string;
    company_name: string | null;
    job_location: string | null;
    scheduled_at: string;
    location: string | null;
    meeting_link: string | null;
    type: string;
  }>(sql`
    select i.id, i.application_id, a.worker_id, a.job_title, a.company_name, a.job_location,
      i.scheduled_at::text as scheduled_at, i.location, i.meeting_link, i.type
    from interviews i join applications a on a.id = i.application_id
    where i.scheduled_at > ${now} and i.scheduled_at <= ${until}
      and a.status not in ('rejected', 'accepted')
      and i.created_at <= i.scheduled_at - interval '24 hours'`);
  return result.rows;
}

/**
 * One reminder a day before each interview. The claim's key holds the time, so a moved interview
 * is reminded again; the claim and the outbox rows share a transaction, so two instances send one.
 * An interview booked less than a day ahead has just had its invitation: no reminder.
 */
export async function queueInterviewReminders(db: Database, notifier: Notifier, now: Date) {
  for (const interview of await listInterviewsStartingBy(db, now, new Date(now.getTime() + INTERVIEW_REMINDER_MS))) {
    const scheduledAt = new Date(interview.scheduled_at);
    await db.transaction(async (tx) => {
      if (!(await claimOnce(tx, `interview-reminder:${interview.id}:${scheduledAt.toISOString()}`, now))) return;
      const { job_title: jobTitle, company_name: companyName } = interview;
      await notifier.notify(tx, {
        userId: interview.worker_id,
        type: 'interview',
        applicationId: interview.application_id,
        placeOfEvent: interview.job_location,
        text: (locale) => ({
          line: interviewLine(locale, 'reminder', {
            jobTitle,
            companyName,
            scheduledAt,
            type: interview.type,
            location: interview.location,
            meetingLink: interview.meeting_link,
          }),
        }),
        compose: (locale) => {
          const { t } = locale;
          const when = formatDateTime(scheduledAt, locale);
          return {
            subject: t('interview.reminder_subject', { jobTitle, when }),
            content: {
              heading: companyName ? t('interview.reminder_heading_with', { companyName }) : t('interview.reminder_heading'),
              paragraphs: [
                t('interview.when', { jobTitle, when }),
                ...(interview.location ? [t('interview.location', { location: interview.location })] : []),
                ...(interview.meeting_link ? [t('interview.join', { link: interview.meeting_link })] : []),
              ],
              action: { label: t('interview.action'), url: notifier.url('/worker-dashboard?tab=applications') },
            },
          };
        },
      });
    });
  }
}
