import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import type { Executor } from '../../db/client';
import type { OutboundChannel } from '../../db/schema/channels';
import { publicBaseUrl } from '../../lib/public-url';
import { createFileSender } from './file-sender';
import type { TextProvider } from './provider';
import { createPacer } from './pacing';
import * as repo from './repository';
import { recordSendFailure } from './send-failure';
import { createTwilioSender } from './twilio';
import { createPushEndpointCheck, createWebPushSender } from './web-push';
import { createWhatsappSender } from './whatsapp';

export interface ChannelProviders {
  sms: TextProvider;
  whatsapp: TextProvider;
  push: TextProvider;
  /** Which channels have their provider's keys (the others write files). */
  configured: Record<OutboundChannel, boolean>;
  pushPublicKey: string | null;
  /** Whether the server may send push to this endpoint (a browser's push service). */
  acceptsPushEndpoint(endpoint: string): boolean;
}

/** Each channel's provider when its keys are set, else the file writer. */
export function createChannelProviders(env: Env, db: Executor, log: FastifyBaseLogger, clock: () => Date): ChannelProviders {
  const files = createFileSender({ dataDir: env.dataDir, log, clock });
  const {
    TWILIO_ACCOUNT_SID,
    TWILIO_AUTH_TOKEN,
    TWILIO_FROM,
    WHATSAPP_TOKEN,
    WHATSAPP_PHONE_NUMBER_ID,
    VAPID_PUBLIC_KEY,
    VAPID_PRIVATE_KEY,
  } = env;
  const sms =
    TWILIO_ACCOUNT_SID && TWILIO_AUTH_TOKEN && TWILIO_FROM
      ? createTwilioSender({
          accountSid: TWILIO_ACCOUNT_SID,
          authToken: TWILIO_AUTH_TOKEN,
          from: TWILIO_FROM,
          apiBase: env.TWILIO_API_BASE,
          statusCallbackUrl: `${publicBaseUrl(env)}/api/webhooks/twilio/status`,
        })
      : null;
  const whatsapp =
    WHATSAPP_TOKEN && WHATSAPP_PHONE_NUMBER_ID
      ? createWhatsappSender({ token: WHATSAPP_TOKEN, phoneNumberId: WHATSAPP_PHONE_NUMBER_ID, apiBase: env.WHATSAPP_API_BASE })
      : null;
  const acceptsPushEndpoint = createPushEndpointCheck(env.NODE_ENV === 'test' ? env.WEB_PUSH_TEST_ORIGIN : undefined);
  const push =
    VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY
      ? createWebPushSender(
          db,
          { publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT },
          acceptsPushEndpoint,
        )
      : null;
  return {
    sms: sms ?? files,
    whatsapp: whatsapp ?? files,
    push: push ?? files,
    configured: { sms: Boolean(sms), whatsapp: Boolean(whatsapp), push: Boolean(push) },
    // Without keys the browser cannot subscribe; the profile tab then offers no push switch.
    pushPublicKey: push ? (VAPID_PUBLIC_KEY ?? null) : null,
    acceptsPushEndpoint,
  };
}

const BATCH_SIZE = 20;
const LEASE_MS = 2 * 60_000;
const WHATSAPP_WINDOW_MS = 24 * 60 * 60_000;
const ALL_CHANNELS: readonly OutboundChannel[] = ['sms', 'whatsapp', 'push'];

export interface ChannelSender {
  /**
   * Sends every text and push due (of `channels`, else all) that its channel's rate allows; returns
   * how many went out. Each batch and each rate turn reads the clock as it goes (a long run must not
   * count its late sends in the window it started in); `at` fixes one instant instead (tests).
   */
  deliverDue(at?: Date, channels?: readonly OutboundChannel[]): Promise<number>;
  /** When the last run (of `channels`) left due rows behind a full channel: when they may go. Null otherwise. */
  backlogWaitsUntil(channels?: readonly OutboundChannel[]): Date | null;
}

/**
 * The channel outbox's sender. Each row is checked again as it goes out, so an opt-out (a STOP
 * keyword or the in-app switch) stops even what was already queued.
 */
export function createChannelSender(options: {
  db: Executor;
  providers: ChannelProviders;
  log: FastifyBaseLogger;
  maxAttempts: number;
  clock: () => Date;
  /** Twilio's rate for the sending number (env TWILIO_MESSAGES_PER_SECOND). */
  twilioPerSecond?: number;
  /** The WhatsApp number's throughput (env WHATSAPP_MESSAGES_PER_SECOND, Meta's 80 by default). */
  whatsappPerSecond?: number;
  /** No send starts this close to its rate window's end (env TEXT_RATE_GUARD_MS). */
  rateGuardMs?: number;
}): ChannelSender {
  const { db, providers, log, maxAttempts, clock } = options;
  const pacer = createPacer(db, {
    twilioPerSecond: options.twilioPerSecond ?? 1,
    whatsappPerSecond: options.whatsappPerSecond,
    guardMs: options.rateGuardMs,
  });
  let prunedAt = 0;
  /**
   * A channel at its rate until then (this instance saw its window full). Its due rows are not
   * claimed until that window passes: a backlog of thousands waits untouched in the outbox
   * instead of being claimed and put back row by row each run.
   */
  const fullUntil: Record<OutboundChannel, number> = { sms: 0, whatsapp: 0, push: 0 };
  const backlogAt: Record<OutboundChannel, number> = { sms: 0, whatsapp: 0, push: 0 };

  async function defer(row: repo.ChannelOutboxRow, turn: { at: Date; channelFull: boolean }, now: Date) {
    if (turn.channelFull) {
      fullUntil[row.channel] = Math.max(fullUntil[row.channel], turn.at.getTime());
      // Back in its place in the queue, first of the next window.
      await repo.deferChannelMessage(db, row.id, row.nextAttemptAt);
      return;
    }
    await repo.deferChannelMessage(db, row.id, new Date(Math.max(turn.at.getTime(), now.getTime())));
  }

  /** Where the row goes now, or why it no longer goes. */
  async function addressOf(row: repo.ChannelOutboxRow, now: Date) {
    // A reply goes back to the number that wrote (the STOP confirmation included), which just opened WhatsApp's window.
    if (row.kind === 'reply' && row.address) return { to: row.address, withinWindow: true, userId: row.userId };
    const userId = row.userId;
    if (!userId) return { skip: 'no recipient' as const };
    if (row.kind !== 'reply' && !(await repo.isChannelStillOn(db, userId, row.kind, row.channel))) {
      return { skip: 'turned off' as const };
    }
    if (row.channel === 'push') return { to: userId, withinWindow: false, userId };
    const phone = await repo.findPhone(db, userId);
    if (!phone) return { skip: 'no verified phone' as const };
    // A reply answers what the user just wrote (the STOP confirmation included); everything else honours the opt-out.
    const optedOut = (row.channel === 'sms' ? phone.smsOptedOutAt : phone.whatsappOptedOutAt) !== null;
    if (optedOut && row.kind !== 'reply') return { skip: 'opted out' as const };
    const lastInbound = phone.whatsappLastInboundAt?.getTime() ?? 0;
    return { to: phone.phone, withinWindow: now.getTime() - lastInbound < WHATSAPP_WINDOW_MS, userId };
  }

  async function deliver(row: repo.ChannelOutboxRow, at: Date | undefined) {
    let now = at ?? clock();
    try {
      const address = await addressOf(row, now);
      if ('skip' in address) {
        await repo.finishChannelMessage(db, row.id, { status: 'cancelled', lastError: address.skip ?? null });
        return false;
      }
      if (fullUntil[row.channel] > now.getTime()) {
        await defer(row, { at: new Date(fullUntil[row.channel]), channelFull: true }, now);
        return false;
      }
      const isCapped = row.kind === 'job_alert' && address.userId !== null;
      if (isCapped && !(await pacer.takeJobAlert(address.userId!, row.channel, now))) {
        await repo.finishChannelMessage(db, row.id, { status: 'cancelled', lastError: 'daily cap' });
        return false;
      }
      // Over the provider's rate it stays queued for the next window (per number and, on WhatsApp, per recipient).
      // The rate's slot is taken last, with the clock read again, so the send goes out in the window it counts in.
      now = at ?? clock();
      const turn = await pacer.nextTurn(row.channel, address.to, now);
      if (turn) {
        // Not sent after all: the day's count it took is given back.
        if (isCapped) await pacer.returnJobAlert(address.userId!, row.channel, now);
        await defer(row, turn, now);
        return false;
      }
      const result = await providers[row.channel].send({
        channel: row.channel,
        to: address.to,
        body: row.body,
        language: row.language,
        payload: row.payload,
        withinWhatsappWindow: address.withinWindow,
      });
      await repo.finishChannelMessage(db, row.id, { status: 'sent', providerMessageId: result.providerMessageId, sentAt: clock() });
      return true;
    } catch (error) {
      await recordSendFailure({ db, log, clock, maxAttempts }, row, error, {
        what: 'text',
        context: { channel: row.channel, kind: row.kind },
      });
      return false;
    }
  }

  const fullChannels = (now: Date) => (Object.keys(fullUntil) as OutboundChannel[]).filter((channel) => fullUntil[channel] > now.getTime());

  /** One row's delivery; whatever goes wrong with it (its bookkeeping included) is logged and the run goes on. */
  const deliverOne = (row: repo.ChannelOutboxRow, at: Date | undefined) =>
    deliver(row, at).catch((error: unknown) => {
      log.error({ channelOutboxId: row.id, channel: row.channel, err: error }, 'text not recorded; its lease runs out and it is retried');
      return false;
    });

  return {
    async deliverDue(at?: Date, channels: readonly OutboundChannel[] = ALL_CHANNELS) {
      let sent = 0;
      const start = at ?? clock();
      if (start.getTime() - prunedAt > 60_000) {
        prunedAt = start.getTime();
        await pacer.prune(start);
      }
      for (;;) {
        const now = at ?? clock();
        const full = fullChannels(now);
        const batch = await repo.claimDueChannelMessages(
          db,
          now,
          BATCH_SIZE,
          LEASE_MS,
          channels.filter((channel) => !full.includes(channel)),
        );
        const results = await Promise.all(batch.map((row) => deliverOne(row, at)));
        sent += results.filter(Boolean).length;
        // A text that waited behind an earlier one of its application (repository) is due now that one went.
        if (batch.length === 0 || (batch.length < BATCH_SIZE && !batch.some((row) => row.applicationId !== null))) break;
      }
      const now = at ?? clock();
      const waiting = fullChannels(now).filter((channel) => channels.includes(channel));
      const hasBacklog = waiting.length > 0 && (await repo.hasDueChannelMessages(db, now, waiting));
      for (const channel of channels) backlogAt[channel] = hasBacklog && waiting.includes(channel) ? fullUntil[channel] : 0;
      return sent;
    },

    backlogWaitsUntil(channels: readonly OutboundChannel[] = ALL_CHANNELS) {
      const waits = channels.map((channel) => backlogAt[channel]).filter((at) => at > 0);
      return waits.length > 0 ? new Date(Math.min(...waits)) : null;
    },
  };
}
