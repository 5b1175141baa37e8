import { sql } from 'drizzle-orm';
import { REVIEW_DUE_DAYS } from '@core/reviews/rules';
import type { ReviewSide } from '@core/reviews/schemas';
import type { Database, Executor } from '../../db/client';
import type { Notifier } from '../notifications/service';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Hires older than this get no invitation: the hires 0060 stamped from before reviews existed would otherwise all be
 * invited on the first run after the release (they may still be reviewed from the dashboard).
 */
export const REVIEW_INVITATION_WINDOW_DAYS = 60;

/** The claim that makes one invitation per hire per side, whichever instance runs first. */
export const reviewInvitationKey = (applicationId: string, side: ReviewSide) => `review-due:${applicationId}:${side}`;

type DueSide = {
  application_id: string;
  side: ReviewSide;
  user_id: string;
  job_title: string;
  company_name: string | null;
  worker_name: string | null;
  /** The side's preference for the type it is told by asks for the daily form. */
  is_daily: boolean;
};

/**
 * Each side of a hire that became reviewable (its job closed, or REVIEW_DUE_DAYS since the hire, as write-review.ts
 * decides), has not reviewed it yet, is not frozen and was not invited yet.
 */
async function listDueSides(db: Executor, now: Date): Promise<DueSide[]> {
  const dueBefore = new Date(now.getTime() - REVIEW_DUE_DAYS * DAY_MS);
  const windowStart = new Date(now.getTime() - REVIEW_INVITATION_WINDOW_DAYS * DAY_MS);
  const result = await db.execute<DueSide>(sql`
    with hires as (
      select a.id, a.worker_id, a.employer_id, a.job_title, a.company_name,
        nullif(btrim(concat_ws(' ', w.first_name, w.last_name)), '') as worker_name
      from application_hires h
        join applications a on a.id = h.application_id
        join users w on w.id = a.worker_id
        left join jobs j on j.id = a.job_id
      where a.status = 'accepted' and h.hired_at > ${windowStart}
        and (h.hired_at <= ${dueBefore} or j.id is null or not j.is_active or j.expires_at <= ${now})
    ), sides as (
      select id, 'worker' as side, worker_id as user_id, job_title, company_name, worker_name from hires
      union all
      select id, 'employer' as side, employer_id as user_id, job_title, company_name, worker_name from hires
    )
    select s.id as application_id, s.side, s.user_id, s.job_title, s.company_name, s.worker_name,
      coalesce(p.frequency = 'daily', false) as is_daily
    from sides s join users u on u.id = s.user_id
      left join notification_preferences p on p.user_id = s.user_id
        and p.type = case s.side when 'worker' then 'application_status' else 'new_application' end
    where u.frozen_at is null
      and not exists (select 1 from reviews r where r.application_id = s.id and r.side = s.side)
      and not exists (select 1 from notification_claims c where c.key = 'review-due:' || s.id || ':' || s.side)
    order by s.id, s.side
    limit 500`);
  return result.rows;
}

/**
 * Tells each side of a reviewable hire once, by the channels it chose for its applications (the worker's
 * application status, the employer's new applications), in its language. The claim and the outbox rows share a
 * transaction, so two instances send one.
 */
export async function queueReviewInvitations(db: Database, notifier: Notifier, now: Date) {
  for (const due of await listDueSides(db, now)) {
    await db.transaction(async (tx) => {
      const claimed = await tx.execute(
        sql`insert into notification_claims (key, claimed_at) values (${reviewInvitationKey(due.application_id, due.side)}, ${now})
          on conflict do nothing returning key`,
      );
      if (claimed.rows.length === 0) return;
      const isWorker = due.side === 'worker';
      const { job_title: jobTitle } = due;
      await notifier.notify(tx, {
        userId: due.user_id,
        type: isWorker ? 'application_status' : 'new_application',
        // An employer who takes new applications as a daily digest is still told: the invitation is his day's one.
        isDigest: due.is_daily,
        compose: ({ t }) => {
          const subject = isWorker
            ? due.company_name
              ? t('review_due.worker_subject', { companyName: due.company_name })
              : t('review_due.worker_subject_no_company', { jobTitle })
            : due.worker_name
              ? t('review_due.employer_subject', { workerName: due.worker_name })
              : t('review_due.employer_subject_no_name', { jobTitle });
          return {
            subject,
            content: {
              heading: subject,
              paragraphs: [t(isWorker ? 'review_due.worker_body' : 'review_due.employer_body', { jobTitle })],
              action: {
                label: t('review_due.action'),
                url: notifier.url(isWorker ? '/worker-dashboard?tab=applications' : '/employer-dashboard?tab=candidates'),
              },
            },
          };
        },
      });
    });
  }
}
