import { randomUUID } from 'node:crypto';
import { PUSH_MESSAGES, PUSH_SUBSCRIPTIONS_PER_USER } from '@core/channels/push';
import { afterQuietHours } from '@core/channels/quiet-hours';
import { CHANNEL_MESSAGES, CONSENT_WORDS, type NotificationChannel, type PushSubscriptionInput } from '@core/channels/schemas';
import type { Language } from '@core/shared/options';
import type { Executor } from '../../db/client';
import type { channelOutbox, OutboundChannel } from '../../db/schema/channels';
import { emailTexts } from '../../lib/language';
import { AppError } from '../../plugins/errors';
import * as repo from './repository';
import type { ChannelProviders } from './sender';

export { confirmPhoneCode, getPhoneStatus, sendPhoneCode } from './verification';
export { createChannelProviders, createChannelSender, type ChannelProviders, type ChannelSender } from './sender';
export { recordDeliveryStatus } from './repository';
export { createGoogleIndexingSender, listGoogleIndexing, type GoogleIndexingSender } from './google-indexing';
export { type ApplyByReply, type InboundActions, type ReplyToConversation } from './inbound';
export {
  createInboundProcessor,
  readWhatsappWebhook,
  storeInboundEvents,
  twilioSmsEvent,
  twilioStatusEvent,
  whatsappWebhookEvents,
  type InboundProcessor,
} from './inbound-events';

type TextSwitches = Record<Exclude<NotificationChannel, 'email'>, boolean>;

/** A notification's short form for texts and push: what happened, what to do (a link), who we are and how to stop. */
export interface ChannelNotification {
  userId: string;
  type: string;
  language: Language;
  channels: TextSwitches;
  /** What happened, with its facts (when, where, who), in the reader's language: one line (a WhatsApp template parameter). */
  line: string;
  /** What to do, said before the link ("View my applications"); without it the link stands alone. */
  actionLabel?: string;
  url: string;
  /** A job alert's (first) job: the WhatsApp text carries an Apply button for it. */
  applyJob?: { id: string; title: string };
  /** A new message's conversation: the text invites a reply, which inbound.ts posts there. */
  conversation?: { id: string; otherUserId: string };
  /** The application it is about: its texts go out in the order they were written (repository claimDueChannelMessages). */
  applicationId?: string;
  /** Rows with the same key still queued are rewritten instead of added (an application's status changes). */
  collapseKey?: string;
  sendAt: Date;
  /** The reader's zone when quiet hours apply: the rows wait until 8 AM there. Null sends at `sendAt`. */
  quietHoursZone?: string | null;
  now: Date;
}

export type ChannelTextRow = typeof channelOutbox.$inferInsert;

/** Writes one row per channel the user turned on, in the caller's transaction (the notifier's). */
export async function queueChannelTexts(db: Executor, notification: ChannelNotification) {
  const rows = channelTextRows(notification);
  if (notification.collapseKey) await repo.upsertChannelMessages(db, rows);
  else await repo.insertChannelMessages(db, rows);
  return rows.length;
}

/** Many notifications' texts (none collapsing) in one statement: a new job's alerts to thousands of workers. */
export async function insertChannelTexts(db: Executor, rows: ChannelTextRow[]) {
  await repo.insertChannelMessages(db, rows);
}

/** The outbox rows of one notification: one per channel the user turned on, worded for that channel. */
export function channelTextRows(notification: ChannelNotification): ChannelTextRow[] {
  const channels = (Object.keys(notification.channels) as OutboundChannel[]).filter((channel) => notification.channels[channel]);
  if (channels.length === 0) return [];
  const t = emailTexts(notification.language);
  const { line, url, applyJob } = notification;
  const applyJobId = applyJob?.id;
  const key = notification.collapseKey ?? randomUUID();
  const { sendAt, quietHoursZone } = notification;
  const dueAt = quietHoursZone ? afterQuietHours(sendAt, quietHoursZone) : sendAt;
  // User text (titles, names, places) arrives inside `line` as plain values and is only joined here, never used as a pattern.
  const link = notification.actionLabel ? `${notification.actionLabel}: ${url}` : url;
  return channels.map((channel): ChannelTextRow => {
    const isJobAlert = notification.type === 'job_alert';
    const body =
      channel === 'push'
        ? line
        : [
            `CrewBridge: ${line}`,
            channel === 'whatsapp' && applyJobId ? t('texts.apply_hint') : null,
            channel === 'sms' && applyJobId ? t('texts.sms_apply_hint') : null,
            notification.conversation ? t('texts.reply_hint') : null,
            link,
            t('texts.stop_line'),
          ]
            .filter(Boolean)
            .join('\n');
    return {
      userId: notification.userId,
      channel,
      kind: notification.type,
      notificationKey: key,
      language: notification.language,
      body,
      payload: {
        url,
        title: 'CrewBridge',
        ...(channel !== 'push' && applyJobId && { applyJobId }),
        ...(channel !== 'push' && notification.conversation && { conversation: notification.conversation }),
        ...(channel === 'whatsapp' && {
          // Outside WhatsApp's 24-hour window the approved template goes instead: the facts are its first parameter.
          template: { name: isJobAlert ? 'crewbridge_job_alert' : 'crewbridge_update', parameters: [line, url] },
        }),
      },
      nextAttemptAt: dueAt,
      createdAt: notification.now,
      applicationId: notification.applicationId ?? null,
    };
  });
}

/**
 * Before texts are turned on for a type: the number must be verified and not stopped by keyword.
 * Each switch that changes is recorded with the words shown beside it (TCPA).
 */
export async function recordChannelChoices(
  db: Executor,
  user: { id: string; language: Language },
  changes: { type: string; before: TextSwitches; after: TextSwitches }[],
  now: Date,
  /** Where the switch was turned on other than the settings card, with the words shown there. */
  shown?: { source: string; words: Record<'sms' | 'whatsapp', string> },
) {
  const phone = await repo.findPhone(db, user.id);
  const consents: Parameters<typeof repo.insertConsents>[1] = [];
  for (const change of changes) {
    for (const channel of ['sms', 'whatsapp', 'push'] as const) {
      if (change.before[channel] === change.after[channel]) continue;
      const turningOn = change.after[channel];
      if (turningOn && channel !== 'push') {
        if (!phone) throw new AppError(400, CHANNEL_MESSAGES.phoneNotVerified);
        if ((channel === 'sms' ? phone.smsOptedOutAt : phone.whatsappOptedOutAt) !== null) {
          throw new AppError(400, CHANNEL_MESSAGES.channelOptedOut);
        }
      }
      consents.push({
        userId: user.id,
        channel,
        type: change.type,
        granted: turningOn,
        source: shown && channel !== 'push' ? shown.source : 'app',
        words: shown && channel !== 'push' ? shown.words[channel] : CONSENT_WORDS[user.language][channel],
        phone: channel === 'push' ? null : (phone?.phone ?? null),
        createdAt: now,
      });
    }
  }
  await repo.insertConsents(db, consents);
}

export async function listConsents(db: Executor, userId: string) {
  return repo.listConsents(db, userId);
}

/**
 * Registers a device for push: only a browser's push service (the server connects there), and
 * only for the account that registered it first (until that one turns it off), so an endpoint
 * learnt elsewhere takes no one's notifications. An account's oldest device gives way past the cap.
 */
export async function subscribePush(
  db: Executor,
  userId: string,
  push: Pick<ChannelProviders, 'pushPublicKey' | 'acceptsPushEndpoint'>,
  input: PushSubscriptionInput,
) {
  if (!push.pushPublicKey) throw new AppError(400, CHANNEL_MESSAGES.pushNotConfigured);
  if (!push.acceptsPushEndpoint(input.endpoint)) throw new AppError(400, PUSH_MESSAGES.pushEndpointNotAllowed);
  const values = { userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
  const saved = await db.transaction((tx) => repo.savePushSubscription(tx, values, PUSH_SUBSCRIPTIONS_PER_USER));
  if (!saved) throw new AppError(409, PUSH_MESSAGES.pushDeviceTaken);
}

export async function unsubscribePush(db: Executor, userId: string, endpoint: string) {
  await repo.deletePushSubscription(db, endpoint, userId);
}
