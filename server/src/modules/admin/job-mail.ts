import type { Executor } from '../../db/client';
import { findUserById } from '../auth/service';
import type { Notifier } from '../notifications/notifier';

/** The e-mails an operator's decision on a job sends its employer; each kind has the same keys in emails.json. */
export type JobDecisionMail = 'job_rejected' | 'job_closed';

/**
 * Tells a job's employer, in their language, what an operator did to the job and why. Queued in the
 * caller's transaction, so the e-mail exists exactly when the decision does.
 */
export async function emailJobDecision(
  tx: Executor,
  notifier: Notifier,
  kind: JobDecisionMail,
  job: { employerId: string; title: string },
  reason: string,
) {
  const employer = await findUserById(tx, job.employerId);
  if (!employer) return;
  const params = { jobTitle: job.title };
  await notifier.email(tx, {
    userId: employer.id,
    to: employer.email,
    language: employer.language,
    kind,
    compose: ({ t }) => ({
      subject: t(`${kind}.subject`, params),
      content: {
        heading: t(`${kind}.heading`, params),
        paragraphs: [t(`${kind}.reason`, { reason }), t(`${kind}.next`)],
        action: { label: t(`${kind}.action`), url: notifier.url('/employer-dashboard?tab=jobs') },
      },
    }),
  });
}
