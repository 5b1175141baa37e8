import type { NotificationType } from '@core/notifications/schemas';
import type { Executor } from '../../db/client';
import type { MailAttachment } from '../../lib/mailer';
import { renderEmail, type EmailContent } from './email-template';
import * as repo from './repository';
import { createUnsubscribeToken } from './unsubscribe';

const TYPE_NAMES: Record<NotificationType, string> = {
  new_application: 'new application',
  application_status: 'application status',
  interview: 'interview',
  new_message: 'new message',
  certification_expiry: 'certification expiry',
  job_alert: 'job alert',
};

export interface Notification {
  userId: string;
  type: NotificationType;
  subject: string;
  content: Omit<EmailContent, 'footer'>;
  attachments?: MailAttachment[];
  applicationId?: string;
  /** A digest is the daily form of a notification: it goes out when the user chose daily. */
  isDigest?: boolean;
}

/**
 * Writes e-mails to the outbox inside the caller's transaction, so a message exists exactly
 * when the change that caused it was committed. Notifications respect the recipient's
 * preferences and carry a one-click unsubscribe (RFC 8058) for their type.
 */
export function createNotifier(options: { baseUrl: string; secret: string; clock: () => Date; onQueued: () => void }) {
  const { baseUrl, secret, clock, onQueued } = options;
  const url = (pathAndQuery: string) => new URL(pathAndQuery, baseUrl).toString();
  // The sender compares these with its own clock, so both come from the same one.
  const timestamps = () => {
    const now = clock();
    return { createdAt: now, nextAttemptAt: now };
  };

  return {
    url,

    /** Queues the notification unless the user turned it off (or wants it in the daily digest); true when queued. */
    async notify(db: Executor, notification: Notification): Promise<boolean> {
      const preference = await repo.findPreference(db, notification.userId, notification.type);
      if (preference && !preference.enabled) return false;
      const wantsDigest = preference?.frequency === 'daily';
      if (wantsDigest !== Boolean(notification.isDigest)) return false;
      const recipient = await repo.findRecipient(db, notification.userId);
      if (!recipient) return false;

      const unsubscribeUrl = url(
        `/api/notifications/unsubscribe?token=${createUnsubscribeToken(secret, recipient.id, notification.type)}`,
      );
      const { html, text } = renderEmail({
        ...notification.content,
        footer: {
          reason: `You get this e-mail because ${TYPE_NAMES[notification.type]} e-mails are on in your CrewBridge settings.`,
          unsubscribeUrl,
        },
      });
      await repo.insertOutboxMessage(db, {
        toEmail: recipient.email,
        subject: notification.subject,
        body: text,
        html,
        recipientId: recipient.id,
        kind: notification.type,
        applicationId: notification.applicationId ?? null,
        headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        attachments: notification.attachments ?? [],
        ...timestamps(),
      });
      onQueued();
      return true;
    },

    /** A message the user asked for (a password reset link): no preference, no unsubscribe. */
    async email(db: Executor, message: { userId: string; to: string; kind: string; subject: string; content: EmailContent }) {
      const { html, text } = renderEmail(message.content);
      await repo.insertOutboxMessage(db, {
        toEmail: message.to,
        subject: message.subject,
        body: text,
        html,
        recipientId: message.userId,
        kind: message.kind,
        ...timestamps(),
      });
      onQueued();
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
