import { DEFAULT_CHANNELS } from '@core/notifications/schemas';
import { DEFAULT_TIME_ZONE, readerTimeZone } from '@core/shared/time-zone';
import { emailTexts } from '../../lib/language';
import { channelTextRows, insertChannelTexts, queueChannelTexts } from '../channels/service';
import { renderEmail } from './email-template';
import * as repo from './repository';
import { createUnsubscribeToken } from './unsubscribe';
/** Whether the user wants this notification now: not turned off, and a digest only for those who chose daily. */
function isWanted(notification, preference) {
    if (preference && !preference.enabled)
        return false;
    return (preference?.frequency === 'daily') === Boolean(notification.isDigest);
}
/** How long a status e-mail waits for a later change of the same application to replace it. */
export const STATUS_EMAIL_HOLD_MS = 60_000;
const localeFor = (language, timeZone) => ({ language, t: emailTexts(language), timeZone });
/**
 * Writes e-mails to the outbox inside the caller's transaction, so a message exists exactly
 * when the change that caused it was committed. Notifications respect the recipient's
 * preferences and carry a one-click unsubscribe (RFC 8058) for their type.
 */
export function createNotifier(options) {
    const { baseUrl, secret, clock, onQueued, quietHours = true } = options;
    const url = (pathAndQuery) => new URL(pathAndQuery, baseUrl).toString();
    // The sender compares these with its own clock, so both come from the same one.
    const timestamps = () => {
        const now = clock();
        return { createdAt: now, nextAttemptAt: now };
    };
    /** The e-mail row and the texts of a notification the user wants. */
    function prepare(notification, preference, recipient) {
        const unsubscribeUrl = url(`/api/notifications/unsubscribe?token=${createUnsubscribeToken(secret, recipient.id, notification.type)}`);
        const locale = localeFor(recipient.language, readerTimeZone(recipient, notification.placeOfEvent));
        const { t } = locale;
        const { subject, content, attachments } = notification.compose(locale);
        const { html, text } = renderEmail({
            ...content,
            footer: { reason: t('footer.reason', { type: t(`footer.types.${notification.type}`) }), unsubscribeUrl },
        }, { language: recipient.language, unsubscribe: t('footer.unsubscribe') });
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
        // Texts and push carry the e-mail's subject and its button's link (channels/service.ts keeps them short).
        const texts = {
            userId: recipient.id,
            type: notification.type,
            language: recipient.language,
            channels: { sms: channels.sms, whatsapp: channels.whatsapp, push: channels.push },
            subject,
            url: content.action?.url ?? url('/'),
            applyJob: notification.applyJob,
            conversation: notification.conversation,
            collapseKey: isStatusChange ? `status:${message.applicationId}` : undefined,
            sendAt: isStatusChange ? holdUntil : message.createdAt,
            // The reader's own zone (not the job's): it is their night.
            quietHoursZone: quietHours ? readerTimeZone(recipient) : null,
            now: message.createdAt,
        };
        return { message, texts, emailOn: channels.email, holdUntil };
    }
    return {
        url,
        /** Queues the notification unless the user turned it off (or wants it in the daily digest); true when queued. */
        async notify(db, notification) {
            const preference = await repo.findPreference(db, notification.userId, notification.type);
            if (!isWanted(notification, preference))
                return false;
            const recipient = await repo.findRecipient(db, notification.userId);
            if (!recipient)
                return false;
            const { message, texts, emailOn, holdUntil } = prepare(notification, preference, recipient);
            const textCount = await queueChannelTexts(db, texts);
            const { statusChange } = notification;
            if (!emailOn) {
                if (textCount > 0)
                    onQueued();
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
            await repo.insertOutboxMessage(db, message);
            onQueued();
            return true;
        },
        /**
         * Many notifications that never collapse (a new job's alerts): the preferences and recipients
         * read in one query each, every e-mail and text written in one statement each. Which were queued.
         */
        async notifyMany(db, notifications) {
            if (notifications.length === 0)
                return [];
            const userIds = [...new Set(notifications.map((notification) => notification.userId))];
            const types = [...new Set(notifications.map((notification) => notification.type))];
            const preferences = new Map((await repo.listPreferencesOf(db, userIds, types)).map((preference) => [`${preference.userId}:${preference.type}`, preference]));
            const recipients = new Map((await repo.listRecipients(db, userIds)).map((recipient) => [recipient.id, recipient]));
            const emails = [];
            const texts = [];
            const queued = notifications.map((notification) => {
                const preference = preferences.get(`${notification.userId}:${notification.type}`) ?? null;
                const recipient = recipients.get(notification.userId);
                if (!isWanted(notification, preference) || !recipient)
                    return false;
                const prepared = prepare(notification, preference, recipient);
                const rows = channelTextRows(prepared.texts);
                texts.push(...rows);
                if (prepared.emailOn)
                    emails.push(prepared.message);
                return prepared.emailOn || rows.length > 0;
            });
            await repo.insertOutboxMessages(db, emails);
            await insertChannelTexts(db, texts);
            if (emails.length > 0 || texts.length > 0)
                onQueued();
            return queued;
        },
        /**
         * A message the user asked for (a password reset link), in their language: no preference, no
         * unsubscribe. With `onlyIf` it is written only when that holds as the row is inserted (same
         * work, same statement either way); true when queued.
         */
        async email(db, message) {
            const locale = localeFor(message.language, DEFAULT_TIME_ZONE);
            const { subject, content } = message.compose(locale);
            const { html, text } = renderEmail(content, { language: message.language, unsubscribe: locale.t('footer.unsubscribe') });
            const values = { toEmail: message.to, subject, body: text, html, recipientId: message.userId, kind: message.kind, ...timestamps() };
            if (message.onlyIf && !(await repo.insertOutboxMessageIf(db, values, message.onlyIf)))
                return false;
            if (!message.onlyIf)
                await repo.insertOutboxMessage(db, values);
            onQueued();
            return true;
        },
    };
}
