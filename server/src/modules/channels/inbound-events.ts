import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@core/shared/options';
import type { Executor } from '../../db/client';
import type { channelInboundEvents, TextChannel } from '../../db/schema/channels';
import { handleSmsInbound, handleWhatsappMessage, whatsappPhone, type InboundActions, type WhatsappInboundMessage } from './inbound';
import * as repo from './repository';

type NewInboundEvent = Omit<typeof channelInboundEvents.$inferInsert, 'receivedAt' | 'nextAttemptAt'>;

const DELIVERY_STATUSES = new Set(['sent', 'delivered', 'read', 'failed']);
const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** The items of a list, or none when it is not one (a signed body is still only what Meta may send). */
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * A Cloud API webhook's messages and delivery statuses, one event each (a message by its id, a
 * status by its hash), and how many parts of it were not of the documented shape (skipped).
 */
export function readWhatsappWebhook(body: unknown): { events: NewInboundEvent[]; skipped: number } {
  const events: NewInboundEvent[] = [];
  let skipped = 0;
  const skip = () => {
    skipped += 1;
    return false;
  };
  const shaped = <T>(value: unknown, isShaped: (value: unknown) => value is T): value is T => isShaped(value) || skip();
  const isList = (value: unknown): value is unknown[] => value === undefined || Array.isArray(value);
  if (!shaped(body, isRecord) || !shaped(body.entry, isList)) return { events, skipped };
  for (const entry of listOf(body.entry)) {
    if (!shaped(entry, isRecord) || !shaped(entry.changes, isList)) continue;
    for (const change of listOf(entry.changes)) {
      if (!shaped(change, isRecord) || (change.value !== undefined && !shaped(change.value, isRecord))) continue;
      const value = change.value ?? {};
      if (!shaped(value.statuses, isList) || !shaped(value.messages, isList)) continue;
      for (const status of listOf(value.statuses)) {
        if (!shaped(status, isRecord)) continue;
        if (typeof status.id !== 'string' || typeof status.status !== 'string' || !DELIVERY_STATUSES.has(status.status)) continue;
        events.push({ provider: 'whatsapp', kind: 'whatsapp_status', dedupeKey: `status:${hashOf(status)}`, payload: { ...status } });
      }
      for (const message of listOf(value.messages)) {
        if (!shaped(message, isRecord) || typeof message.id !== 'string' || typeof message.from !== 'string') continue;
        events.push({ provider: 'whatsapp', kind: 'whatsapp_message', dedupeKey: `message:${message.id}`, payload: { ...message } });
      }
    }
  }
  return { events, skipped };
}

/** A Cloud API webhook's messages and delivery statuses, one event each. */
export const whatsappWebhookEvents = (body: unknown): NewInboundEvent[] => readWhatsappWebhook(body).events;

/** An inbound SMS as Twilio posts it: one event per MessageSid. */
export function twilioSmsEvent(params: Record<string, string>): NewInboundEvent | null {
  const { From: from, Body: body, MessageSid: messageSid } = params;
  if (!from || !messageSid) return null;
  return { provider: 'twilio', kind: 'sms', dedupeKey: `message:${messageSid}`, payload: { from, body: body ?? '', messageSid } };
}

/** A StatusCallback: one event per message and status (Twilio may post the same one again). */
export function twilioStatusEvent(params: Record<string, string>, status: string | null): NewInboundEvent | null {
  if (!params.MessageSid || !status) return null;
  const payload = { messageSid: params.MessageSid, status };
  return { provider: 'twilio', kind: 'sms_status', dedupeKey: `status:${hashOf(payload)}`, payload };
}

export async function storeInboundEvents(db: Executor, events: NewInboundEvent[], now: Date) {
  return repo.insertInboundEvents(
    db,
    events.map((event) => ({ ...event, receivedAt: now, nextAttemptAt: now })),
  );
}

/** The answer to an inbound text, as an outbox reply to the number that wrote (its account's, when it has one). */
async function queueReply(db: Executor, channel: TextChannel, phone: string, event: repo.InboundEventRow, text: string, now: Date) {
  const [owner] = await repo.listUsersByPhone(db, phone);
  const language: Language = owner?.language ?? 'en';
  await repo.upsertChannelMessages(db, [
    {
      userId: owner?.userId ?? null,
      address: phone,
      channel,
      kind: 'reply',
      notificationKey: `reply:${event.provider}:${event.dedupeKey}`,
      language,
      body: text,
      payload: {},
      nextAttemptAt: now,
      createdAt: now,
    },
  ]);
}

/** Acts on one stored event; true when it queued a text. */
async function processEvent(db: Executor, event: repo.InboundEventRow, context: { baseUrl: string; now: Date }, actions: InboundActions) {
  const payload = event.payload;
  switch (event.kind) {
    case 'whatsapp_status': {
      const { id, status, timestamp } = payload as { id: string; status: string; timestamp?: string };
      await repo.recordDeliveryStatus(db, id, status, timestamp ? new Date(Number(timestamp) * 1000) : event.receivedAt);
      return false;
    }
    case 'sms_status': {
      const { messageSid, status } = payload as { messageSid: string; status: string };
      await repo.recordDeliveryStatus(db, messageSid, status, event.receivedAt);
      return false;
    }
    case 'whatsapp_message': {
      const message = payload as unknown as WhatsappInboundMessage;
      const reply = await handleWhatsappMessage(db, message, context, actions);
      if (reply) await queueReply(db, 'whatsapp', whatsappPhone(message.from), event, reply, context.now);
      return Boolean(reply);
    }
    case 'sms': {
      const message = payload as { from: string; body: string };
      const reply = await handleSmsInbound(db, message, context, actions);
      if (reply) await queueReply(db, 'sms', message.from, event, reply, context.now);
      return Boolean(reply);
    }
  }
}

export interface InboundProcessor {
  /** Processes every stored event due at `now`; returns how many were processed. */
  processDue(now?: Date): Promise<number>;
  /** Processes what a webhook just stored, once its answer has gone (the delivery timer's sweep is the fallback). */
  kick(): void;
  /** Resolves once the kicked runs are over (tests, shutdown). */
  settled(): Promise<void>;
}

const BATCH_SIZE = 20;
const LEASE_MS = 60_000;
const FIRST_RETRY_MS = 10_000;
const MAX_RETRY_MS = 30 * 60_000;

/**
 * Works through the stored inbound events: claimed with SKIP LOCKED and a lease, so two instances
 * never take the same one and a crashed instance's claim is taken again; a failure retries with
 * backoff up to `maxAttempts`. Events are processed oldest first, one at a time per instance, so a
 * number's STOP and its next message keep their order.
 */
export function createInboundProcessor(options: {
  db: Executor;
  log: FastifyBaseLogger;
  clock: () => Date;
  baseUrl: string;
  maxAttempts: number;
  /** Read at each event: what applying and replying do is wired in after the processor is built. */
  actions: () => InboundActions;
  /** A reply was queued: send it soon. */
  onQueued: () => void;
}): InboundProcessor {
  const { db, log, clock, baseUrl, maxAttempts } = options;

  async function processDue(now = clock()) {
    let processed = 0;
    for (;;) {
      const batch = await repo.claimDueInboundEvents(db, now, BATCH_SIZE, LEASE_MS);
      for (const event of batch) {
        try {
          const queued = await processEvent(db, event, { baseUrl, now: clock() }, options.actions());
          await repo.finishInboundEvent(db, event.id, { status: 'done', processedAt: clock(), lastError: null });
          processed += 1;
          if (queued) options.onQueued();
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          const failedForGood = event.attempts >= maxAttempts;
          const delay = Math.min(FIRST_RETRY_MS * 2 ** (event.attempts - 1), MAX_RETRY_MS);
          await repo.finishInboundEvent(db, event.id, {
            status: failedForGood ? 'failed' : 'pending',
            nextAttemptAt: new Date(clock().getTime() + delay),
            lastError: reason.slice(0, 1000),
          });
          log[failedForGood ? 'error' : 'warn'](
            { inboundEventId: event.id, kind: event.kind, attempts: event.attempts, err: reason },
            'inbound event failed',
          );
        }
      }
      if (batch.length < BATCH_SIZE) return processed;
    }
  }

  let running: Promise<unknown> = Promise.resolve();
  return {
    processDue,
    kick() {
      running = running.then(() => processDue()).catch((error: unknown) => log.error({ err: error }, 'inbound events not processed'));
    },
    async settled() {
      let current: Promise<unknown>;
      do {
        current = running;
        await current;
      } while (current !== running);
    },
  };
}
