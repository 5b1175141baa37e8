import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export type TextChannel = 'sms' | 'whatsapp';
export type OutboundChannel = 'sms' | 'whatsapp' | 'push';

/** A user's mobile number for texts: usable once verified, and per channel until its STOP keyword. */
export const userPhones = pgTable(
  'user_phones',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
    smsOptedOutAt: timestamp('sms_opted_out_at', { withTimezone: true }),
    whatsappOptedOutAt: timestamp('whatsapp_opted_out_at', { withTimezone: true }),
    /** WhatsApp's 24-hour customer-service window opens with each message the user sends us. */
    whatsappLastInboundAt: timestamp('whatsapp_last_inbound_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_phones_phone_idx').on(table.phone)],
);

/** A 6-digit code sent to a number; only its hash is kept. */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    channel: text('channel', { enum: ['sms', 'whatsapp'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** The caller's address, for the per-address cap (request.ip: the client's behind TRUST_PROXY). */
    ip: text('ip'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('phone_verifications_user_idx').on(table.userId, table.createdAt),
    index('phone_verifications_phone_idx').on(table.phone, table.createdAt),
    index('phone_verifications_ip_idx').on(table.ip, table.createdAt),
    index('phone_verifications_created_idx').on(table.createdAt),
  ],
);

/** Every consent given or withdrawn (TCPA): when, on which channel, for what, and the exact words shown. */
export const channelConsents = pgTable(
  'channel_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** The notification type, or null for the whole channel (a keyword). */
    type: text('type'),
    granted: boolean('granted').notNull(),
    /** 'app' (the profile switch) or the keyword's channel ('sms', 'whatsapp'). */
    source: text('source').notNull(),
    words: text('words').notNull(),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('channel_consents_user_idx').on(table.userId, table.createdAt)],
);

/** One browser or installed app that accepted push; the endpoint names the device. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

export interface ChannelPayload {
  /** An absolute link the text ends with (push opens it). */
  url?: string;
  title?: string;
  /** A job alert's job: WhatsApp carries an Apply button for it. */
  applyJobId?: string;
  /** A WhatsApp template to use outside the 24-hour window, with its body parameters. */
  template?: { name: string; parameters: string[] };
  /** A new-message text: a reply to it goes into this conversation, to the other participant. */
  conversation?: { id: string; otherUserId: string };
}

/**
 * Texts and pushes waiting to go out, the e-mail outbox's pattern: written in the cause's
 * transaction, claimed with SKIP LOCKED, retried with backoff. One row per notification and channel.
 */
export const channelOutbox = pgTable(
  'channel_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null only for a reply to a number no account verified (a STOP or HELP from a stranger is still answered). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A reply's number: the one that wrote, whoever holds it now. */
    address: text('address'),
    channel: text('channel', { enum: ['sms', 'whatsapp', 'push'] }).notNull(),
    /** The notification type (or 'reply' / 'verification'); the sender checks it against the preference again. */
    kind: text('kind').notNull(),
    /** One notification's rows share it; a status change's is its application's, so quick changes collapse. */
    notificationKey: text('notification_key').notNull(),
    language: text('language', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    body: text('body').notNull(),
    payload: jsonb('payload').$type<ChannelPayload>().notNull().default({}),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed', 'cancelled'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    /** What the provider last told us: sent, delivered, read or failed (a later 'sent' never replaces 'read'). */
    deliveryStatus: text('delivery_status'),
    deliveryStatusAt: timestamp('delivery_status_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The application a text is about (migration 0059): its texts go out one after another, in `seq` order. */
    applicationId: uuid('application_id'),
    /** The order rows were written in (a queued status text rewritten takes a new one). */
    seq: bigint('seq', { mode: 'number' }).generatedByDefaultAsIdentity(),
  },
  (table) => [
    index('channel_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('queued', 'sending')`),
    uniqueIndex('channel_outbox_queued_key_idx')
      .on(table.notificationKey, table.channel)
      .where(sql`${table.status} = 'queued'`),
    index('channel_outbox_provider_id_idx').on(table.providerMessageId),
    index('channel_outbox_application_idx')
      .on(table.applicationId, table.channel, table.seq)
      .where(sql`${table.applicationId} is not null and ${table.status} in ('queued', 'sending')`),
  ],
);

/**
 * Every inbound webhook event, stored before the webhook is answered and processed after
 * (channels/inbound-events.ts): one row per message or status, unique by provider and its
 * message id (a status: a hash of it), so a webhook delivered twice is stored and acted on once.
 */
export const channelInboundEvents = pgTable(
  'channel_inbound_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider', { enum: ['whatsapp', 'twilio'] }).notNull(),
    kind: text('kind', { enum: ['whatsapp_message', 'whatsapp_status', 'sms', 'sms_status'] }).notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'processing', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('channel_inbound_events_key_idx').on(table.provider, table.dedupeKey),
    index('channel_inbound_events_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('pending', 'processing')`),
  ],
);

/** Job-alert texts sent to a user on a channel on one day of their calendar (the daily cap's counter). */
export const channelDailyCounts = pgTable(
  'channel_daily_counts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<OutboundChannel>().notNull(),
    /** YYYY-MM-DD on the user's clock. */
    day: text('day').notNull(),
    sent: integer('sent').notNull(),
  },
  (table) => [primaryKey({ name: 'channel_daily_counts_pk', columns: [table.userId, table.channel, table.day] })],
);

/**
 * The send times (ms since the epoch) of a channel's latest messages, at most as many as its rate
 * allows in one window: a rolling window shared by every instance (channels/pacing.ts).
 */
export const channelRateWindows = pgTable('channel_rate_windows', {
  channel: text('channel').$type<OutboundChannel>().primaryKey(),
  sentAt: bigint('sent_at', { mode: 'number' }).array().notNull(),
});

/** When a recipient last got a message on a channel (WhatsApp allows one per 6 s to one number). */
export const channelRecipientPace = pgTable(
  'channel_recipient_pace',
  {
    channel: text('channel').$type<OutboundChannel>().notNull(),
    address: text('address').notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ name: 'channel_recipient_pace_pk', columns: [table.channel, table.address] })],
);
