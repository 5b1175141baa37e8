import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { latestMorning, latestWeeklyMorning } from '@core/notifications/schedule';
import type { Database } from '../../db/client';
import { createMailer, type Mailer } from '../../lib/mailer';
import { publicBaseUrl } from '../../lib/public-url';
import { loadSigningSecret } from '../../lib/signing';
import { createNotifier, type Notifier } from './notifier';
import { createOutboxSender, type OutboxSender } from './outbox';
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
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
    mailer: Mailer;
    notifier: Notifier;
    notificationSecret: string;
    outbox: OutboxSender;
    scheduler: Scheduler;
  }
}

// After a request queues mail, the sender runs this soon (the poll is the fallback).
const KICK_DELAY_MS = 200;

/**
 * E-mail infrastructure, built once per app: the mailer, the notifier services use to queue
 * mail in their transactions, the outbox sender and the scheduler. Their timers are unref'd
 * and stop when the app closes; MAIL_POLL_MS / SCHEDULER_TICK_MS = 0 leave them to the caller.
 */
export const notificationsPlugin = fp(async (app: FastifyInstance, opts: { clock?: Clock; queueJobAlerts: QueueJobAlerts }) => {
  const clock = opts.clock ?? (() => new Date());
  const { env } = app;
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.dataDir, log: app.log });
  const outbox = createOutboxSender({ db: app.db, mailer, log: app.log, maxAttempts: env.MAIL_MAX_ATTEMPTS, clock });
  // Unsubscribe links are HMAC-signed with the server's signing secret (a "unsubscribe:" prefix keeps them apart).
  const secret = await loadSigningSecret(env, app.database);
  const baseUrl = publicBaseUrl(env);

  let isClosing = false;
  let delivering: Promise<unknown> = Promise.resolve();
  const deliver = () => {
    delivering = delivering
      .then(() => outbox.deliverDue())
      .catch((error: unknown) => app.log.error({ err: error }, 'outbox delivery failed'));
    return delivering;
  };
  let kickTimer: NodeJS.Timeout | null = null;
  const kick = () => {
    if (env.MAIL_POLL_MS === 0 || isClosing || kickTimer) return;
    kickTimer = setTimeout(() => {
      kickTimer = null;
      void deliver();
    }, KICK_DELAY_MS);
    kickTimer.unref();
  };
  const notifier = createNotifier({ baseUrl, secret, clock, onQueued: kick });

  let handledMorning = 0;
  const scheduler: Scheduler = {
    async runDue(now = clock()) {
      const morning = latestMorning(now, env.ALERT_HOUR);
      await queueMessageEmails(app.db, notifier, now);
      await opts.queueJobAlerts(app.db, notifier, now, {
        dailyDueBefore: morning,
        weeklyDueBefore: latestWeeklyMorning(now, env.ALERT_HOUR),
      });
      // Once per morning per instance; claims keep a second instance from repeating them.
      if (morning.getTime() !== handledMorning) {
        await queueApplicationDigests(app.db, notifier, morning);
        await queueCertificationReminders(app.db, notifier, now);
        handledMorning = morning.getTime();
      }
    },
  };

  app.decorate('clock', clock);
  app.decorate('mailer', mailer);
  app.decorate('notifier', notifier);
  app.decorate('notificationSecret', secret);
  app.decorate('outbox', outbox);
  app.decorate('scheduler', scheduler);

  const timers: NodeJS.Timeout[] = [];
  let ticking: Promise<void> | null = null;
  if (env.MAIL_POLL_MS > 0) timers.push(setInterval(() => void deliver(), env.MAIL_POLL_MS));
  if (env.SCHEDULER_TICK_MS > 0) {
    timers.push(
      setInterval(() => {
        ticking ??= scheduler
          .runDue()
          .then(() => deliver())
          .then(() => undefined)
          .catch((error: unknown) => app.log.error({ err: error }, 'notification scheduler failed'))
          .finally(() => {
            ticking = null;
          });
      }, env.SCHEDULER_TICK_MS),
    );
  }
  for (const timer of timers) timer.unref();

  app.addHook('onClose', async () => {
    isClosing = true;
    for (const timer of timers) clearInterval(timer);
    if (kickTimer) clearTimeout(kickTimer);
    await ticking;
    await delivering;
    mailer.close();
  });
});
