import { daysUntil, dueCertificationReminder, CERTIFICATION_REMINDER_DAYS, localIsoDate } from '@core/notifications/schedule';
import type { Database } from '../../db/client';
import type { Notifier } from './notifier';
import * as repo from './repository';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** A message still unread this long after it arrived was not seen live: e-mail it. */
export const MESSAGE_EMAIL_DELAY_MS = 2 * MINUTE_MS;
/** At most one e-mail per conversation in this window. */
export const MESSAGE_EMAIL_INTERVAL_MS = 15 * MINUTE_MS;

/**
 * One e-mail per conversation for messages still unread after a short delay (a reader who is
 * online opens them first), at most one every 15 minutes, and only for messages newer than
 * the last e-mail. The claim and the outbox row share a transaction.
 */
export async function queueMessageEmails(db: Database, notifier: Notifier, now: Date) {
  const groups = await repo.listUnreadMessageGroups(db, new Date(now.getTime() - DAY_MS), new Date(now.getTime() - MESSAGE_EMAIL_DELAY_MS));
  for (const group of groups) {
    await db.transaction(async (tx) => {
      const intervalStart = new Date(now.getTime() - MESSAGE_EMAIL_INTERVAL_MS);
      const claimedBefore = group.latest_sent_at < intervalStart ? group.latest_sent_at : intervalStart;
      const key = `message:${group.conversation_id}:${group.receiver_id}`;
      if (!(await repo.claimIfOlder(tx, key, now, claimedBefore))) return;
      const sender = await repo.findDisplayName(tx, group.sender_id);
      const recipient = await repo.findRecipient(tx, group.receiver_id);
      const dashboard = recipient?.userType === 'employer' ? '/employer-dashboard' : '/worker-dashboard';
      const preview = group.latest_content.length > 200 ? `${group.latest_content.slice(0, 200)}…` : group.latest_content;
      const textPreview = group.latest_content.length > 100 ? `${group.latest_content.slice(0, 100)}…` : group.latest_content;
      await notifier.notify(tx, {
        userId: group.receiver_id,
        type: 'new_message',
        conversation: { id: group.conversation_id, otherUserId: group.sender_id },
        text: ({ t }) => ({ line: t('texts.facts.new_message', { sender, preview: textPreview }) }),
        compose: ({ t }) => ({
          subject: t('new_message.subject', { sender }),
          content: {
            heading: t('new_message.heading', { sender, count: group.unread }),
            paragraphs: [`"${preview}"`],
            action: { label: t('new_message.action'), url: notifier.url(`${dashboard}?tab=messages`) },
          },
        }),
      });
    });
  }
}

/** The daily digest of new applications for employers who chose it: the day up to this morning. */
export async function queueApplicationDigests(db: Database, notifier: Notifier, morning: Date) {
  const from = new Date(morning.getTime() - DAY_MS);
  for (const employerId of await repo.listUsersWithFrequency(db, 'new_application', 'daily')) {
    await db.transaction(async (tx) => {
      const received = await repo.listApplicationsReceivedBetween(tx, employerId, from, morning);
      if (received.length === 0) return;
      if (!(await repo.claimOnce(tx, `digest:new_application:${employerId}:${morning.toISOString()}`, morning))) return;
      await notifier.notify(tx, {
        userId: employerId,
        type: 'new_application',
        isDigest: true,
        compose: ({ t }) => ({
          subject: t('new_application.digest_subject', { count: received.length }),
          content: {
            heading: t('new_application.digest_heading', { count: received.length }),
            paragraphs: [],
            items: received.map((row) => ({ title: row.job_title, detail: row.worker_name ?? undefined })),
            action: { label: t('new_application.action'), url: notifier.url('/employer-dashboard?tab=candidates') },
          },
        }),
      });
    });
  }
}

/** Reminders 60, 30 and 7 days before an earned certification expires; each one once. */
export async function queueCertificationReminders(db: Database, notifier: Notifier, now: Date) {
  const today = localIsoDate(now);
  const last = localIsoDate(new Date(now.getTime() + CERTIFICATION_REMINDER_DAYS[0] * DAY_MS));
  for (const certification of await repo.listCertificationsExpiringBetween(db, today, last)) {
    const daysLeft = daysUntil(certification.expiration_date, now);
    const reminder = dueCertificationReminder(daysLeft);
    if (reminder === null) continue;
    await db.transaction(async (tx) => {
      // The expiry date is part of the key: a renewed certification gets its reminders again.
      const key = `certification:${certification.id}:${certification.expiration_date}:${reminder}`;
      if (!(await repo.claimOnce(tx, key, now))) return;
      await notifier.notify(tx, {
        userId: certification.user_id,
        type: 'certification_expiry',
        text: ({ t }) => ({
          line: `${t('certification_expiry.heading', { name: certification.certification_name, date: certification.expiration_date })}. ${t('certification_expiry.body', { body: certification.certifying_body })}`,
        }),
        compose: ({ t }) => ({
          subject: t('certification_expiry.subject', { name: certification.certification_name, count: daysLeft }),
          content: {
            heading: t('certification_expiry.heading', { name: certification.certification_name, date: certification.expiration_date }),
            paragraphs: [t('certification_expiry.body', { body: certification.certifying_body })],
            action: { label: t('certification_expiry.action'), url: notifier.url('/career-planning-tools') },
          },
        }),
      });
    });
  }
}
