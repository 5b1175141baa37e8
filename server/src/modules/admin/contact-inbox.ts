import { CONSOLE_MESSAGES, type ContactInboxMessage } from '@core/admin/console';
import type { User } from '@core/auth/schemas';
import { formatDateTime } from '@core/shared/date-time';
import { DEFAULT_TIME_ZONE } from '@core/shared/time-zone';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import * as contactService from '../contact/service';
import type { Notifier } from '../notifications/notifier';
import { recordAudit } from './audit';

/** An operator's text as e-mail paragraphs: its blank lines separate them (the template escapes each). */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/**
 * Answers a contact message by e-mail, once: the message is locked, the e-mail is queued in the
 * outbox, the message marked answered and the reply audited in one transaction, so none exists
 * without the others. The e-mail's frame speaks the sender's language and quotes their message.
 */
export async function replyToContactMessage(
  db: Database,
  notifier: Notifier,
  operator: User,
  input: { id: string; body: string; now: Date },
): Promise<ContactInboxMessage> {
  await db.transaction(async (tx) => {
    const message = await contactService.lockContactMessage(tx, input.id);
    if (!message) throw new AppError(404, CONSOLE_MESSAGES.contactNotFound);
    if (message.answeredAt) throw new AppError(409, CONSOLE_MESSAGES.contactAlreadyAnswered);
    await notifier.email(tx, {
      userId: null,
      to: message.email,
      language: message.language,
      kind: 'contact_reply',
      compose: ({ t, language }) => ({
        subject: t('contact_reply.subject', { subject: message.subject }),
        content: {
          heading: t('contact_reply.heading'),
          paragraphs: [
            t('contact_reply.greeting', { name: message.name }),
            ...paragraphsOf(input.body),
            t('contact_reply.you_wrote', { date: formatDateTime(message.createdAt, { timeZone: DEFAULT_TIME_ZONE, language }) }),
            ...paragraphsOf(message.message),
          ],
        },
      }),
    });
    await contactService.markContactMessageAnswered(tx, message.id, {
      answeredBy: operator.id,
      replyBody: input.body,
      answeredAt: input.now,
    });
    await recordAudit(tx, {
      operatorId: operator.id,
      action: 'contact.reply',
      targetType: 'contact_message',
      targetId: message.id,
      at: input.now,
    });
  });
  return (await contactService.findInboxMessage(db, input.id))!;
}
