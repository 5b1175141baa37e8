import type { FastifyBaseLogger } from 'fastify';
import { latestMorning, latestWeeklyMorning } from '@core/notifications/schedule';
import type { Env } from '../../config/env';
import type { Database, DatabaseHandle } from '../../db/client';
import type { OutboundChannel } from '../../db/schema/channels';
import { createMailer, type Mailer } from '../../lib/mailer';
import { publicBaseUrl } from '../../lib/public-url';
import { loadSigningSecret } from '../../lib/signing';
import {
  createChannelProviders,
  createChannelSender,
  createGoogleIndexingSender,
  createInboundProcessor,
  type ChannelProviders,
  type ChannelSender,
  type GoogleIndexingSender,
  type InboundActions,
  type InboundProcessor,
} from '../channels/service';
import { createNotifier, type Notifier } from './notifier';
import { createOutboxSender, type OutboxSender } from './outbox';
import { queueInterviewReminders } from './interview-reminders';
import { queueApplicationDigests, queueCertificationReminders, queueMessageEmails } from './scheduled';

export type Clock = () => Date;

/** Job alerts are queued by saved searches, which sit above notifications: app.ts passes the function in. */
export type QueueJobAlerts = (
  db: Database,
  notifier: Notifier,
  now: Date,
  due: { dailyDueBefore: Date; weeklyDueBefore: Date },
) => Promise<unknown>;

export interface Scheduler {
  /** Queues every notification due at `now` (message e-mails, job alerts, digests, reminders). */
  runDue(now?: Date): Promise<void>;
  /** A module above notifications (reviews' due invitations) adds its own due notifications to every run. */
  addDueTask(task: DueTask): void;
}
export type DueTask = (db: Database, notifier: Notifier, now: Date) => Promise<unknown>;

export interface NotificationDelivery {
  mailer: Mailer;
  /** What services queue mail with, in their own transactions. */
  notifier: Notifier;
  /** Signs unsubscribe links. */
  secret: string;
  outbox: OutboxSender;
  /** Texts and push (the channel outbox) and the providers they go out through. */
  channelOutbox: ChannelSender;
  channelProviders: ChannelProviders;
  /** Google Indexing API notifications of job pages (channel outbox rows the jobs trigger queues). */
  googleIndexing: GoogleIndexingSender;
  /** Stored inbound webhook events; each delivery also sweeps those still unprocessed. */
  inbound: InboundProcessor;
  /** Runs a delivery soon (after a request queued something); the poll is the fallback. */
  kick(): void;
  scheduler: Scheduler;
  /** Sends what is due: e-mail, each text channel and push each in its own turn, none waiting on another. */
  deliver(): Promise<unknown>;
  /** Queues what is due, then sends it; a tick while one runs does nothing. */
  tick(): Promise<void>;
  /** Waits for a delivery or tick under way, then closes the mailer. */
  close(): Promise<void>;
}

// After a request queues mail, the sender runs this soon (the poll is the fallback).
const KICK_DELAY_MS = 200;

/**
 * E-mail infrastructure, built once per app (infrastructure.ts): the mailer, the notifier, the
 * outbox sender and the scheduler. The periodic poll and tick are started by infrastructure.ts.
 */
export async function createNotificationDelivery(opts: {
  env: Env;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  clock: Clock;
  queueJobAlerts: QueueJobAlerts;
  /** What inbound texts do (apply, reply in a conversation): wired by infrastructure.ts, above this module. */
  inboundActions: () => InboundActions;
}): Promise<NotificationDelivery> {
  const { env, database, log, clock } = opts;
  const { db } = database;
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.dataDir, log });
  const outbox = createOutboxSender({ db, mailer, log, maxAttempts: env.MAIL_MAX_ATTEMPTS, clock });
  const channelProviders = createChannelProviders(env, db, log, clock);
  const channelOutbox = createChannelSender({
    db,
    providers: channelProviders,
    log,
    maxAttempts: env.MAIL_MAX_ATTEMPTS,
    clock,
    twilioPerSecond: env.TWILIO_MESSAGES_PER_SECOND,
    whatsappPerSecond: env.WHATSAPP_MESSAGES_PER_SECOND,
    rateGuardMs: env.TEXT_RATE_GUARD_MS,
  });
  // Unsubscribe links are HMAC-signed with the server's signing secret (a "unsubscribe:" prefix keeps them apart).
  const secret = await loadSigningSecret(env, database);
  const baseUrl = publicBaseUrl(env);
  const googleIndexing = createGoogleIndexingSender({
    db,
    log,
    clock,
    maxAttempts: env.MAIL_MAX_ATTEMPTS,
    account: env.GOOGLE_SERVICE_ACCOUNT_JSON,
    publishUrl: env.GOOGLE_INDEXING_API_URL,
    dailyLimit: env.GOOGLE_INDEXING_DAILY_LIMIT,
    baseUrl,
  });
  const inbound = createInboundProcessor({
    db,
    log,
    clock,
    baseUrl,
    maxAttempts: env.MAIL_MAX_ATTEMPTS,
    actions: opts.inboundActions,
    onQueued: () => kick(),
  });

  let isClosing = false;
  /** A run of `run` after the one under way; a call while one already waits to start shares it. */
  const inTurn = (what: string, run: () => Promise<unknown>) => {
    let tail: Promise<void> = Promise.resolve();
    let waiting: Promise<void> | null = null;
    return () =>
      (waiting ??= tail =
        tail.then(async () => {
          waiting = null;
          await run().catch((error: unknown) => log.error({ err: error }, `${what} delivery failed`));
        }));
  };
  const deliverChannel = (channel: OutboundChannel) =>
    inTurn(channel, async () => {
      await channelOutbox.deliverDue(undefined, [channel]);
      // Texts left behind a provider's rate go in its next window, not at the next poll.
      const backlogAt = channelOutbox.backlogWaitsUntil([channel]);
      if (backlogAt) kick(backlogAt.getTime() - clock().getTime());
    });
  // Each channel on its own: a push service that never answers holds up no e-mail and no text.
  const runners = [
    inTurn('outbox', () => outbox.deliverDue()),
    // Events a crash or another instance left unprocessed; a reply they queue kicks the next run.
    inTurn('inbound events', () => inbound.processDue()),
    deliverChannel('sms'),
    deliverChannel('whatsapp'),
    deliverChannel('push'),
    inTurn('google indexing', () => googleIndexing.deliverDue()),
  ];
  let delivering: Promise<unknown> = Promise.resolve();
  const deliver = () => (delivering = Promise.all(runners.map((run) => run())));
  let kickTimer: NodeJS.Timeout | null = null;
  const kick = (delayMs = KICK_DELAY_MS) => {
    if (env.MAIL_POLL_MS === 0 || isClosing || kickTimer) return;
    kickTimer = setTimeout(
      () => {
        kickTimer = null;
        void deliver();
      },
      Math.max(0, delayMs),
    );
    kickTimer.unref();
  };
  const notifier = createNotifier({ baseUrl, secret, clock, onQueued: () => kick(), quietHours: env.QUIET_HOURS === 'on' });

  let handledMorning = 0;
  const dueTasks: DueTask[] = [];
  const scheduler: Scheduler = {
    addDueTask: (task) => void dueTasks.push(task),
    async runDue(now = clock()) {
      for (const task of dueTasks) await task(db, notifier, now);
      const morning = latestMorning(now, env.ALERT_HOUR);
      await queueMessageEmails(db, notifier, now);
      await queueInterviewReminders(db, notifier, now);
      await opts.queueJobAlerts(db, notifier, now, {
        dailyDueBefore: morning,
        weeklyDueBefore: latestWeeklyMorning(now, env.ALERT_HOUR),
      });
      // Once per morning per instance; claims keep a second instance from repeating them.
      if (morning.getTime() !== handledMorning) {
        await queueApplicationDigests(db, notifier, morning);
        await queueCertificationReminders(db, notifier, now);
        handledMorning = morning.getTime();
      }
    },
  };

  let ticking: Promise<void> | null = null;
  const tick = () =>
    (ticking ??= scheduler
      .runDue()
      .then(() => deliver())
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'notification scheduler failed'))
      .finally(() => {
        ticking = null;
      }));

  return {
    mailer,
    notifier,
    secret,
    outbox,
    channelOutbox,
    channelProviders,
    googleIndexing,
    inbound,
    kick: () => kick(),
    scheduler,
    deliver,
    tick,
    async close() {
      isClosing = true;
      if (kickTimer) clearTimeout(kickTimer);
      await ticking;
      await inbound.settled();
      await delivering;
      mailer.close();
    },
  };
}
