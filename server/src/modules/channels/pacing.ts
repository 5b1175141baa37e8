import { and, eq, gt, lt, sql } from 'drizzle-orm';
import {
  JOB_ALERT_TEXTS_PER_DAY,
  localDay,
  rateWindow,
  WHATSAPP_MESSAGES_PER_SECOND,
  WHATSAPP_RECIPIENT_GAP_MS,
} from '@core/channels/limits';
import { readerTimeZone } from '@core/shared/time-zone';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { channelDailyCounts, channelRateWindows, channelRecipientPace, type OutboundChannel } from '../../db/schema/channels';

/**
 * The providers' rates and the daily job-alert cap, counted in the database so every instance
 * shares them. Each check is one atomic upsert whose WHERE refuses the message past the limit.
 */
export interface Pacer {
  /** Null when the message may go now, else when to try again (it stays queued) and whether the whole channel is at its rate. */
  nextTurn(channel: OutboundChannel, address: string, now: Date): Promise<{ at: Date; channelFull: boolean } | null>;
  /** Counts one job alert on the user's day; false once that day already had the cap. */
  takeJobAlert(userId: string, channel: OutboundChannel, now: Date): Promise<boolean>;
  /** Gives back a count `takeJobAlert` took for a text the rate then held back. */
  returnJobAlert(userId: string, channel: OutboundChannel, now: Date): Promise<void>;
  /** The channel's window and how many messages fit in one. */
  rate(channel: OutboundChannel): { windowMs: number; limit: number };
  /** Drops counters no check reads any more. */
  prune(now: Date): Promise<void>;
}

const PUSH_PER_SECOND = 1000;

export function createPacer(db: Executor, options: { twilioPerSecond: number; whatsappPerSecond?: number; guardMs?: number }): Pacer {
  const rates: Record<OutboundChannel, ReturnType<typeof rateWindow>> = {
    sms: rateWindow(options.twilioPerSecond),
    whatsapp: rateWindow(options.whatsappPerSecond ?? WHATSAPP_MESSAGES_PER_SECOND),
    push: rateWindow(PUSH_PER_SECOND),
  };

  /** The user's calendar day at `now` (their zone, else their location's): the cap counts per day. */
  async function userDay(userId: string, now: Date) {
    const [user] = await db.select({ timeZone: users.timeZone, location: users.location }).from(users).where(eq(users.id, userId));
    return localDay(now, readerTimeZone(user ?? {}));
  }

  /**
   * A rolling window: the send goes when fewer than `limit` went in the last window (plus the guard,
   * as the provider counts arrivals, a little later). The channel's row keeps its latest `limit` send
   * times; one upsert checks the oldest of them and appends this one, so instances never overrun.
   */
  async function takeTurn(channel: OutboundChannel, now: Date) {
    const { windowMs, limit } = rates[channel];
    const span = windowMs + Math.min(options.guardMs ?? 0, windowMs / 2);
    const at = now.getTime();
    const times = channelRateWindows.sentAt;
    const taken = await db
      .insert(channelRateWindows)
      .values({ channel, sentAt: [at] })
      .onConflictDoUpdate({
        target: channelRateWindows.channel,
        set: { sentAt: sql`(${times} || ${at}::bigint)[greatest(1, cardinality(${times}) + 2 - ${limit}::int):]` },
        setWhere: sql`cardinality(${times}) < ${limit}::int or ${times}[cardinality(${times}) + 1 - ${limit}::int] <= ${at - span}::bigint`,
      })
      .returning({ channel: channelRateWindows.channel });
    if (taken.length > 0) return null;
    const [row] = await db
      .select({ oldest: sql<string>`${times}[cardinality(${times}) + 1 - ${limit}::int]` })
      .from(channelRateWindows)
      .where(eq(channelRateWindows.channel, channel));
    return new Date(Math.max(at + 1, Number(row?.oldest ?? at) + span));
  }

  /** WhatsApp's one message per 6 s to a number: the claim moves last_sent_at only when the gap has passed. */
  async function takeRecipientTurn(channel: OutboundChannel, address: string, now: Date) {
    const gapStart = new Date(now.getTime() - WHATSAPP_RECIPIENT_GAP_MS);
    const taken = await db
      .insert(channelRecipientPace)
      .values({ channel, address, lastSentAt: now })
      .onConflictDoUpdate({
        target: [channelRecipientPace.channel, channelRecipientPace.address],
        set: { lastSentAt: now },
        setWhere: sql`${channelRecipientPace.lastSentAt} <= ${gapStart}`,
      })
      .returning({ at: channelRecipientPace.lastSentAt });
    if (taken.length > 0) return null;
    const [last] = await db
      .select({ at: channelRecipientPace.lastSentAt })
      .from(channelRecipientPace)
      .where(sql`${channelRecipientPace.channel} = ${channel} and ${channelRecipientPace.address} = ${address}`);
    return new Date(Math.max(now.getTime() + 1, (last?.at.getTime() ?? now.getTime()) + WHATSAPP_RECIPIENT_GAP_MS));
  }

  return {
    rate: (channel) => rates[channel],

    async nextTurn(channel, address, now) {
      if (channel === 'whatsapp') {
        const wait = await takeRecipientTurn(channel, address, now);
        if (wait) return { at: wait, channelFull: false };
      }
      const wait = await takeTurn(channel, now);
      return wait && { at: wait, channelFull: true };
    },

    async takeJobAlert(userId, channel, now) {
      const day = await userDay(userId, now);
      const taken = await db
        .insert(channelDailyCounts)
        .values({ userId, channel, day, sent: 1 })
        .onConflictDoUpdate({
          target: [channelDailyCounts.userId, channelDailyCounts.channel, channelDailyCounts.day],
          set: { sent: sql`${channelDailyCounts.sent} + 1` },
          setWhere: sql`${channelDailyCounts.sent} < ${JOB_ALERT_TEXTS_PER_DAY}`,
        })
        .returning({ sent: channelDailyCounts.sent });
      return taken.length > 0;
    },

    async returnJobAlert(userId, channel, now) {
      const day = await userDay(userId, now);
      await db
        .update(channelDailyCounts)
        .set({ sent: sql`${channelDailyCounts.sent} - 1` })
        .where(
          and(
            eq(channelDailyCounts.userId, userId),
            eq(channelDailyCounts.channel, channel),
            eq(channelDailyCounts.day, day),
            gt(channelDailyCounts.sent, 0),
          ),
        );
    },

    async prune(now) {
      const minuteAgo = now.getTime() - 60_000;
      await db.delete(channelRecipientPace).where(lt(channelRecipientPace.lastSentAt, new Date(minuteAgo)));
      // Two days back covers every zone's "today".
      await db.delete(channelDailyCounts).where(lt(channelDailyCounts.day, localDay(new Date(now.getTime() - 2 * 86_400_000), 'UTC')));
    },
  };
}
