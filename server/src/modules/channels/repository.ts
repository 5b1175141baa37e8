import { and, desc, eq, gte, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { users } from '../../db/schema/auth';
import { notificationPreferences } from '../../db/schema/notifications';
import {
  channelConsents,
  channelInboundEvents,
  channelOutbox,
  phoneVerifications,
  type OutboundChannel,
  pushSubscriptions,
  userPhones,
  type TextChannel,
} from '../../db/schema/channels';

export type ChannelOutboxRow = typeof channelOutbox.$inferSelect;

export async function findPhone(db: Executor, userId: string) {
  const [row] = await db.select().from(userPhones).where(eq(userPhones.userId, userId));
  return row ?? null;
}

/** The users who verified this number, the latest first (one number may serve a household). */
export async function listUsersByPhone(db: Executor, phone: string) {
  return db
    .select({ userId: users.id, language: users.language, userType: users.userType, phone: userPhones })
    .from(userPhones)
    .innerJoin(users, eq(users.id, userPhones.userId))
    .where(eq(userPhones.phone, phone))
    .orderBy(desc(userPhones.verifiedAt));
}

/** A newly verified number starts with both channels allowed: a verification is a fresh consent. */
export async function saveVerifiedPhone(db: Executor, userId: string, phone: string, now: Date) {
  await db
    .insert(userPhones)
    .values({ userId, phone, verifiedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: userPhones.userId,
      set: { phone, verifiedAt: now, smsOptedOutAt: null, whatsappOptedOutAt: null, whatsappLastInboundAt: null, updatedAt: now },
    });
}

export async function setOptedOut(db: Executor, phone: string, channel: TextChannel, at: Date | null) {
  const column = channel === 'sms' ? { smsOptedOutAt: at } : { whatsappOptedOutAt: at };
  await db
    .update(userPhones)
    .set({ ...column, updatedAt: sql`now()` })
    .where(eq(userPhones.phone, phone));
}

export async function touchWhatsappInbound(db: Executor, phone: string, at: Date) {
  await db.update(userPhones).set({ whatsappLastInboundAt: at }).where(eq(userPhones.phone, phone));
}

export async function insertVerification(db: Executor, values: typeof phoneVerifications.$inferInsert) {
  const [row] = await db.insert(phoneVerifications).values(values).returning({ id: phoneVerifications.id });
  return row!.id;
}

export async function countVerificationsSince(db: Executor, by: { userId: string } | { phone: string }, since: Date) {
  const who = 'userId' in by ? eq(phoneVerifications.userId, by.userId) : eq(phoneVerifications.phone, by.phone);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(phoneVerifications)
    .where(and(who, gte(phoneVerifications.createdAt, since)));
  return row?.count ?? 0;
}

/** The user's latest code not yet used: the only one that can confirm. */
export async function findLatestVerification(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.userId, userId), isNull(phoneVerifications.consumedAt)))
    .orderBy(desc(phoneVerifications.createdAt))
    .limit(1);
  return row ?? null;
}

export async function countVerificationAttempt(db: Executor, id: string) {
  await db
    .update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(eq(phoneVerifications.id, id));
}

/** True when this call used the code (a second confirm racing it gets false). */
export async function consumeVerification(db: Executor, id: string, now: Date) {
  const rows = await db
    .update(phoneVerifications)
    .set({ consumedAt: now })
    .where(and(eq(phoneVerifications.id, id), isNull(phoneVerifications.consumedAt)))
    .returning({ id: phoneVerifications.id });
  return rows.length > 0;
}

export async function insertConsents(db: Executor, rows: (typeof channelConsents.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(channelConsents).values(rows);
}

export async function listConsents(db: Executor, userId: string) {
  return db.select().from(channelConsents).where(eq(channelConsents.userId, userId)).orderBy(channelConsents.createdAt);
}

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * One row per device, kept by the account that subscribed it first: the same endpoint again from
 * that account refreshes its keys; from another account nothing changes and the answer is false.
 * Past `cap` devices the account's oldest go. The account's row is locked first, so parallel
 * subscriptions (on any instance) count one after the other. Run it in a transaction.
 */
export async function savePushSubscription(
  db: Executor,
  values: { userId: string; endpoint: string; p256dh: string; auth: string },
  cap: number,
): Promise<boolean> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for('update');
  const saved = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { p256dh: values.p256dh, auth: values.auth },
      setWhere: eq(pushSubscriptions.userId, values.userId),
    })
    .returning({ id: pushSubscriptions.id });
  if (saved.length === 0) return false;
  const kept = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, values.userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(cap);
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, values.userId), notInArray(pushSubscriptions.id, kept)));
  return true;
}

export async function listPushSubscriptions(db: Executor, userId: string) {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export async function deletePushSubscription(db: Executor, endpoint: string, userId?: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), userId ? eq(pushSubscriptions.userId, userId) : undefined));
}

export async function insertChannelMessages(db: Executor, rows: (typeof channelOutbox.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(channelOutbox).values(rows);
}

/** A status change's text: rewrites the one of the same application still queued on that channel. */
export async function upsertChannelMessages(db: Executor, rows: (typeof channelOutbox.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db
    .insert(channelOutbox)
    .values(rows)
    .onConflictDoUpdate({
      target: [channelOutbox.notificationKey, channelOutbox.channel],
      targetWhere: sql.raw(`"status" = 'queued'`),
      // The rewritten text now says the latest change: it goes after what was written since (seq).
      set: { body: sql`excluded.body`, payload: sql`excluded.payload`, seq: sql`excluded.seq` },
    });
}

/**
 * Rows of `channels` due at `now` (queued, or a lease run out), oldest first, claimed for `leaseMs`
 * with SKIP LOCKED, as the e-mail outbox does (notifications/repository.ts).
 */
export async function claimDueChannelMessages(
  db: Executor,
  now: Date,
  limit: number,
  leaseMs: number,
  channels: OutboundChannel[],
): Promise<ChannelOutboxRow[]> {
  if (channels.length === 0) return [];
  const due = db
    .select({ id: channelOutbox.id })
    .from(channelOutbox)
    .where(and(isDue(now), inArray(channelOutbox.channel, channels), noEarlierTextOfItsApplication))
    .orderBy(channelOutbox.nextAttemptAt, channelOutbox.seq)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(channelOutbox)
    .set({ status: 'sending', lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${channelOutbox.attempts} + 1` })
    .where(inArray(channelOutbox.id, due))
    .returning();
}

/** Whether any row of these channels is due at `now` (left behind their rate). */
export async function hasDueChannelMessages(db: Executor, now: Date, channels: OutboundChannel[]) {
  const [row] = await db
    .select({ id: channelOutbox.id })
    .from(channelOutbox)
    .where(and(isDue(now), inArray(channelOutbox.channel, channels)))
    .limit(1);
  return row !== undefined;
}

/**
 * The texts of one application go out in the order they were written: a row waits while an earlier one of the
 * same application and channel is still queued (held, retrying, behind the rate) or out with a sender, so two
 * senders (or one run's parallel sends) never pass one another. Skip-locked rows are still seen here.
 */
const noEarlierTextOfItsApplication = sql`(${channelOutbox.applicationId} is null or not exists (
    select 1 from ${channelOutbox} earlier
    where earlier.application_id = ${channelOutbox.applicationId} and earlier.channel = ${channelOutbox.channel}
      and earlier.status in ('queued', 'sending') and earlier.seq < ${channelOutbox.seq}
  ))`;

function isDue(now: Date) {
  return sql`((${channelOutbox.status} = 'queued' and ${channelOutbox.nextAttemptAt} <= ${now})
        or (${channelOutbox.status} = 'sending' and ${channelOutbox.lockedUntil} <= ${now}))`;
}

/**
 * The same notification on the same channel queued again while this row was out (a newer status,
 * a retried webhook's reply): the newer row says it, so going back to 'queued' this row is
 * cancelled instead, and an older one still queued gives way to it. Two queued rows of one key
 * would break the unique index and, with it, the whole delivery run.
 */
const newer = sql`exists (
    select 1 from ${channelOutbox} newer
    where newer.notification_key = ${channelOutbox.notificationKey} and newer.channel = ${channelOutbox.channel}
      and newer.status in ('queued', 'sending') and (newer.created_at, newer.id) > (${channelOutbox.createdAt}, ${channelOutbox.id})
  )`;

/** Cancels the rows of the same key and channel as `id` still queued and older than it. */
async function cancelOlderQueued(db: Executor, id: string) {
  await db.execute(sql`update channel_outbox older
    set status = 'cancelled', last_error = 'superseded', locked_until = null
    from channel_outbox self
    where self.id = ${id} and older.status = 'queued' and older.id <> self.id
      and older.notification_key = self.notification_key and older.channel = self.channel
      and (older.created_at, older.id) < (self.created_at, self.id)`);
}

const requeued = (lastError: unknown) => ({
  status: sql`(case when ${newer} then 'cancelled' else 'queued' end)`,
  lastError: sql`(case when ${newer} then 'superseded' else ${lastError} end)`,
});

/** Puts a claimed row back for later without counting the attempt (a provider's rate, not a failure). */
export async function deferChannelMessage(db: Executor, id: string, at: Date) {
  await cancelOlderQueued(db, id);
  await db
    .update(channelOutbox)
    .set({
      ...requeued(channelOutbox.lastError),
      nextAttemptAt: at,
      lockedUntil: null,
      attempts: sql`greatest(${channelOutbox.attempts} - 1, 0)`,
    })
    .where(eq(channelOutbox.id, id));
}

export async function finishChannelMessage(
  db: Executor,
  id: string,
  values: {
    status: 'sent' | 'failed' | 'cancelled' | 'queued';
    providerMessageId?: string | null;
    sentAt?: Date;
    nextAttemptAt?: Date;
    lastError?: string | null;
  },
) {
  if (values.status === 'queued') await cancelOlderQueued(db, id);
  await db
    .update(channelOutbox)
    .set({ ...values, ...(values.status === 'queued' && requeued(values.lastError ?? null)), lockedUntil: null })
    .where(eq(channelOutbox.id, id));
}

// 'read' beats 'delivered' beats 'failed' beats 'sent': statuses arrive in any order and only a later stage replaces an earlier one.
const statusRank = (column: unknown) =>
  sql`(case ${column} when 'read' then 4 when 'delivered' then 3 when 'failed' then 2 when 'sent' then 1 else 0 end)`;

/** Records a provider's delivery status unless a later stage is already recorded; true when it changed. */
export async function recordDeliveryStatus(db: Executor, providerMessageId: string, status: string, at: Date) {
  const rows = await db
    .update(channelOutbox)
    .set({ deliveryStatus: status, deliveryStatusAt: at })
    .where(
      and(
        eq(channelOutbox.providerMessageId, providerMessageId),
        sql`${statusRank(sql`${status}::text`)} > ${statusRank(channelOutbox.deliveryStatus)}`,
      ),
    )
    .returning({ id: channelOutbox.id });
  return rows.length > 0;
}

export async function findChannelMessageByProviderId(db: Executor, providerMessageId: string) {
  const [row] = await db.select().from(channelOutbox).where(eq(channelOutbox.providerMessageId, providerMessageId));
  return row ?? null;
}

export type InboundEventRow = typeof channelInboundEvents.$inferSelect;

/** Stores a webhook's events in one statement; one already stored (a retried webhook) is skipped. Returns how many are new. */
export async function insertInboundEvents(db: Executor, rows: (typeof channelInboundEvents.$inferInsert)[]) {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(channelInboundEvents).values(rows).onConflictDoNothing().returning({ id: channelInboundEvents.id });
  return inserted.length;
}

/** Claims due events for `leaseMs` with SKIP LOCKED, as the outboxes do: a crashed instance's claim runs out and is taken again. */
export async function claimDueInboundEvents(db: Executor, now: Date, limit: number, leaseMs: number): Promise<InboundEventRow[]> {
  const due = db
    .select({ id: channelInboundEvents.id })
    .from(channelInboundEvents)
    .where(
      sql`(${channelInboundEvents.status} = 'pending' and ${channelInboundEvents.nextAttemptAt} <= ${now})
        or (${channelInboundEvents.status} = 'processing' and ${channelInboundEvents.lockedUntil} <= ${now})`,
    )
    .orderBy(channelInboundEvents.receivedAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(channelInboundEvents)
    .set({
      status: 'processing',
      lockedUntil: new Date(now.getTime() + leaseMs),
      attempts: sql`${channelInboundEvents.attempts} + 1`,
    })
    .where(inArray(channelInboundEvents.id, due))
    .returning();
}

export async function finishInboundEvent(
  db: Executor,
  id: string,
  values: { status: 'done' | 'failed' | 'pending'; processedAt?: Date; nextAttemptAt?: Date; lastError?: string | null },
) {
  await db
    .update(channelInboundEvents)
    .set({ ...values, lockedUntil: null })
    .where(eq(channelInboundEvents.id, id));
}

/** The latest text sent to the user on `channel` since `since` whose payload has `key`: what a reply answers. */
export async function findLatestTextWith(
  db: Executor,
  userId: string,
  channel: 'sms' | 'whatsapp',
  key: 'conversation' | 'applyJobId',
  since: Date,
) {
  const [row] = await db
    .select({ payload: channelOutbox.payload })
    .from(channelOutbox)
    .where(
      and(
        eq(channelOutbox.userId, userId),
        eq(channelOutbox.channel, channel),
        eq(channelOutbox.status, 'sent'),
        gte(channelOutbox.sentAt, since),
        sql`${channelOutbox.payload} ? ${key}`,
      ),
    )
    .orderBy(desc(channelOutbox.sentAt))
    .limit(1);
  return row?.payload ?? null;
}

export async function listSentChannelMessages(db: Executor, userId: string) {
  return db
    .select()
    .from(channelOutbox)
    .where(and(eq(channelOutbox.userId, userId), isNotNull(channelOutbox.sentAt)))
    .orderBy(channelOutbox.createdAt);
}

/** Whether the user still has `type` on, and on `channel` (read again as each text goes out). */
export async function isChannelStillOn(db: Executor, userId: string, type: string, channel: 'sms' | 'whatsapp' | 'push') {
  const [row] = await db
    .select({ enabled: notificationPreferences.enabled, channels: notificationPreferences.channels })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.type, type)));
  return Boolean(row?.enabled && row.channels[channel]);
}

/** The worker's applications still open (not turned down), newest first: the status command's answer. */
export async function listOpenApplications(db: Executor, workerId: string, limit: number) {
  return db
    .select({ jobTitle: applications.jobTitle, status: applications.status })
    .from(applications)
    .where(and(eq(applications.workerId, workerId), inArray(applications.status, ['pending', 'reviewed', 'interview', 'accepted'])))
    .orderBy(desc(applications.appliedAt))
    .limit(limit);
}
