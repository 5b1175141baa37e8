import type { SQL } from 'drizzle-orm';
import { hasNoMailbox } from '@core/auth/phone-sign-in-schemas';
import { DEFAULT_CHANNELS, type NotificationType } from '@core/notifications/schemas';
import type { Language } from '@core/shared/options';
import { DEFAULT_TIME_ZONE, readerTimeZone } from '@core/shared/time-zone';
import type { Executor } from '../../db/client';
import { emailTexts, type Translate } from '../../lib/language';
import { channelTextRows, insertChannelTexts, queueChannelTexts, type ChannelNotification, type ChannelTextRow } from '../channels/service';
import type { MailAttachment } from '../../lib/mailer';
import { renderEmail, type EmailContent } from './email-template';
import * as repo from './repository';
import { createUnsubscribeToken } from './unsubscribe';

/** The recipient's language, its e-mail texts and the zone their times read in, for writing one message. */
export interface EmailLocale {
  language: Language;
  t: Translate;
  timeZone: string;
}

/** What one e-mail says, written once the recipient (and so their language) is known. */
export interface ComposedEmail {
  subject: string;
  content: Omit<EmailContent, 'footer'>;
  attachments?: MailAttachment[];
}

export interface Notification {
  userId: string;
  type: NotificationType;
  compose: (locale: EmailLocale) => ComposedEmail;
  applicationId?: string;
  /** A digest is the daily form of a notification: it goes out when the user chose daily. */
  isDigest?: boolean;
  /**
   * An application's status change (with `applicationId`): the e-mail waits STATUS_EMAIL_HOLD_MS,
   * a later change rewrites it, and none goes out when the status ends at `from` (repository upsertStatusMessage).
   */
  statusChange?: { from: string; to: string };
  /** The place the message is about ("City, ST": the job's): its zone reads the times when the reader's browser never told theirs. */
  placeOfEvent?: string | null;
  /** A job alert's first job: its WhatsApp text carries an Apply button for it. */
  applyJob?: { id: string; title: string };
  /** A new message: a text reply to its notification is posted in this conversation. */
  conversation?: { id: string; otherUserId: string };
  /**
   * The text's (SMS, WhatsApp, push) words: what happened with its facts, and what to do when that is not the
   * e-mail's button. Without it a text says the e-mail's subject and its button.
   */
  text?: (locale: EmailLocale) => TextContent;
  /**
   * A message that follows an application's status e-mails (a hire's new start date): its e-mail is a row of this
   * kind, not the type's (one status e-mail per application is held queued), and is held as long as a status e-mail,
   * so it never arrives before the hire's e-mail written just before it.
   */
  followUpKind?: string;
}

/** What a text says: one line of facts, then what to do and its link. */
export interface TextContent {
  line: string;
  action?: { label: string; url: string };
}

// A text's line is one line (a WhatsApp template parameter may hold no line break).
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Whether the user wants this notification now: not turned off, and a digest only for those who chose daily. */
function isWanted(notification: Notification, preference: repo.PreferenceRow | null) {
  if (preference && !preference.enabled) return false;
  return (preference?.frequency === 'daily') === Boolean(notification.isDigest);
}

/** How long a status e-mail waits for a later change of the same application to replace it. */
export const STATUS_EMAIL_HOLD_MS = 60_000;

const localeFor = (language: Language, timeZone: string): EmailLocale => ({ language, t: emailTexts(language), timeZone });

/**
 * Writes e-mails to the outbox inside the caller's transaction, so a message exists exactly
 * when the change that caused it was committed. Notifications respect the recipient's
 * preferences and carry a one-click unsubscribe (RFC 8058) for their type.
 */
export function createNotifier(options: {
  baseUrl: string;
  secret: string;
  clock: () => Date;
  onQueued: () => void;
  /** Texts and push wait out the night on the reader's clock (env QUIET_HOURS). */
  quietHours?: boolean;
}) {
  const { baseUrl, secret, clock, onQueued, quietHours = true } = options;
  const url = (pathAndQuery: string) => new URL(pathAndQuery, baseUrl).toString();
  // The sender compares these with its own clock, so both come from the same one.
  const timestamps = () => {
    const now = clock();
    return { createdAt: now, nextAttemptAt: now };
  };

  /** The e-mail row and the texts of a notification the user wants. */
  function prepare(notification: Notification, preference: repo.PreferenceRow | null, recipient: repo.RecipientRow) {
    const unsubscribeUrl = url(`/api/notifications/unsubscribe?token=${createUnsubscribeToken(secret, recipient.id, notification.type)}`);
    const locale = localeFor(recipient.language, readerTimeZone(recipient, notification.placeOfEvent));
    const { t } = locale;
    const { subject, content, attachments } = notification.compose(locale);
    const { html, text } = renderEmail(
      {
        ...content,
        footer: { reason: t('footer.reason', { type: t(`footer.types.${notification.type}`) }), unsubscribeUrl },
      },
      { language: recipient.language, unsubscribe: t('footer.unsubscribe') },
    );
    const message = {
      toEmail: recipient.email,
      subject,
      body: text,
      html,
      recipientId: recipient.id,
      kind: notification.type,
      applicationId: notification.applicationId ?? null,
      headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      attachments: attachments ?? [],
      ...timestamps(),
    };
    const isStatusChange = Boolean(notification.statusChange && message.applicationId);
    const holdUntil = new Date(message.createdAt.getTime() + STATUS_EMAIL_HOLD_MS);
    const channels = preference?.channels ?? DEFAULT_CHANNELS;
    // Texts and push carry the facts (or the e-mail's subject) and what to do, with its link.
    const { applyJob } = notification;
    const written = notification.text?.(locale);
    const action = written?.action ?? content.action;
    const texts: ChannelNotification = {
      userId: recipient.id,
      type: notification.type,
      language: recipient.language,
      channels: { sms: channels.sms, whatsapp: channels.whatsapp, push: channels.push },
      line: oneLine(written?.line ?? (applyJob ? `${subject}: ${applyJob.title}` : subject)),
      actionLabel: action?.label,
      url: action?.url ?? url('/'),
      applyJob,
      conversation: notification.conversation,
      applicationId: notification.applicationId,
      collapseKey: isStatusChange ? `status:${message.applicationId}` : undefined,
      sendAt: isStatusChange ? holdUntil : message.createdAt,
      // The reader's own zone (not the job's): it is their night.
      quietHoursZone: quietHours ? readerTimeZone(recipient) : null,
      now: message.createdAt,
    };
    // An address nobody proved may be someone else's: nothing is e-mailed to it until its link is
    // opened (auth/email-verification-service.ts). Texts and push reach the user's own devices.
    return { message, texts, emailOn: channels.email && Boolean(recipient.emailVerifiedAt), holdUntil };
  }

  return {
    url,

    /** Queues the notification unless the user turned it off (or wants it in the daily digest); true when queued. */
    async notify(db: Executor, notification: Notification): Promise<boolean> {
      const preference = await repo.findPreference(db, notification.userId, notification.type);
      if (!isWanted(notification, preference)) return false;
      const recipient = await repo.findRecipient(db, notification.userId);
      if (!recipient) return false;
      const { message, texts, emailOn, holdUntil } = prepare(notification, preference, recipient);
      const textCount = await queueChannelTexts(db, texts);
      const { statusChange } = notification;
      if (!emailOn) {
        if (textCount > 0) onQueued();
        return textCount > 0;
      }
      if (statusChange && message.applicationId) {
        await repo.upsertStatusMessage(db, {
          ...message,
          nextAttemptAt: holdUntil,
          statusFrom: statusChange.from,
          statusTo: statusChange.to,
        });
        return true;
      }
      const { followUpKind } = notification;
      await repo.insertOutboxMessage(db, followUpKind ? { ...message, kind: followUpKind, nextAttemptAt: holdUntil } : message);
      onQueued();
      return true;
    },

    /**
     * Only the texts and push of a notification, on the channels the user turned on for its type, for a message whose
     * e-mail goes anyway by `email` (a failed payment): the switches choose the texts, never that e-mail. True when queued.
     */
    async text(db: Executor, notification: Notification): Promise<boolean> {
      const preference = await repo.findPreference(db, notification.userId, notification.type);
      if (!isWanted(notification, preference)) return false;
      const recipient = await repo.findRecipient(db, notification.userId);
      if (!recipient) return false;
      const textCount = await queueChannelTexts(db, prepare(notification, preference, recipient).texts);
      if (textCount > 0) onQueued();
      return textCount > 0;
    },

    /**
     * Many notifications that never collapse (a new job's alerts): the preferences and recipients
     * read in one query each, every e-mail and text written in one statement each. Which were queued.
     */
    async notifyMany(db: Executor, notifications: Notification[]): Promise<boolean[]> {
      if (notifications.length === 0) return [];
      const userIds = [...new Set(notifications.map((notification) => notification.userId))];
      const types = [...new Set(notifications.map((notification) => notification.type))];
      const preferences = new Map(
        (await repo.listPreferencesOf(db, userIds, types)).map((preference) => [`${preference.userId}:${preference.type}`, preference]),
      );
      const recipients = new Map((await repo.listRecipients(db, userIds)).map((recipient) => [recipient.id, recipient]));
      const emails: ReturnType<typeof prepare>['message'][] = [];
      const texts: ChannelTextRow[] = [];
      const queued = notifications.map((notification) => {
        const preference = preferences.get(`${notification.userId}:${notification.type}`) ?? null;
        const recipient = recipients.get(notification.userId);
        if (!isWanted(notification, preference) || !recipient) return false;
        const prepared = prepare(notification, preference, recipient);
        const rows = channelTextRows(prepared.texts);
        texts.push(...rows);
        if (prepared.emailOn) emails.push(prepared.message);
        return prepared.emailOn || rows.length > 0;
      });
      await repo.insertOutboxMessages(db, emails);
      await insertChannelTexts(db, texts);
      if (emails.length > 0 || texts.length > 0) onQueued();
      return queued;
    },

    /**
     * A message the user asked for (a password reset link), in their language: no preference, no
     * unsubscribe. With `onlyIf` it is written only when that holds as the row is inserted (same
     * work, same statement either way); true when queued.
     */
    async email(
      db: Executor,
      message: {
        userId: string | null;
        to: string;
        language: Language;
        kind: string;
        compose: (locale: EmailLocale) => ComposedEmail;
        onlyIf?: SQL;
      },
    ) {
      // An account that joined by phone without an e-mail (issue 55) has no mailbox: nothing is queued for it.
      if (hasNoMailbox(message.to)) return false;
      const locale = localeFor(message.language, DEFAULT_TIME_ZONE);
      const { subject, content, attachments } = message.compose(locale);
      const { html, text } = renderEmail(content, { language: message.language, unsubscribe: locale.t('footer.unsubscribe') });
      const values = {
        toEmail: message.to,
        subject,
        body: text,
        html,
        recipientId: message.userId,
        kind: message.kind,
        attachments: attachments ?? [],
        ...timestamps(),
      };
      if (message.onlyIf && !(await repo.insertOutboxMessageIf(db, values, message.onlyIf))) return false;
      if (!message.onlyIf) await repo.insertOutboxMessage(db, values);
      onQueued();
      return true;
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
