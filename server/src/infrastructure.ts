import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { createStorage, type ObjectStorage } from './lib/storage';
import { createSessionStore } from './modules/auth/service';
import {
  createJobSearchIndex,
  createJobViewCounter,
  expireJobPosts,
  type EmployerRatingsReader,
  type JobSearchIndex,
  type JobViewCounter,
} from './modules/jobs/service';
import { createNotificationDelivery, type Clock, type Notifier, type OutboxSender, type Scheduler } from './modules/notifications/service';
import { applyToJob, listWorkerApplications } from './modules/applications/service';
import type {
  ApplyByReply,
  ChannelProviders,
  ChannelSender,
  GoogleIndexingSender,
  InboundActions,
  InboundProcessor,
} from './modules/channels/service';
import { sendMessage } from './modules/messaging/service';
import { AppError } from './plugins/errors';
import { createPaymentProviders, type PaymentProviders } from './modules/payments/service';
import { grantResumePlan, revokeResumePlan } from './modules/resumes/service';
import { summarizeEmployerRatings } from './modules/reviews/service';
import { queueJobAlerts } from './modules/saved-searches/service';
import { subscriptionGrants } from './modules/subscriptions/service';
import { createMatchInputsStore, type MatchInputsStore } from './modules/worker-profile/service';
import type { Mailer } from './lib/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one clock every time-dependent rule reads; tests move it instead of waiting. */
    clock: Clock;
    storage: ObjectStorage;
    paymentProviders: PaymentProviders;
    matchInputs: MatchInputsStore;
    jobSearch: JobSearchIndex;
    jobViews: JobViewCounter;
    /** Employers' headline ratings for job cards and pages (the reviews module's: it sits above jobs and saved jobs). */
    employerRatings: EmployerRatingsReader;
    mailer: Mailer;
    notifier: Notifier;
    notificationSecret: string;
    outbox: OutboxSender;
    channelOutbox: ChannelSender;
    channelProviders: ChannelProviders;
    /** Tells Google (Indexing API) when a job page is listed, changed or taken down. */
    googleIndexing: GoogleIndexingSender;
    /** Sends what a request just queued soon, without waiting for the poll. */
    kickDelivery: () => void;
    /** What inbound texts do (apply, answer a conversation): those modules sit above channels, so the functions are passed down. */
    inboundActions: InboundActions;
    /** Inbound webhook events stored before the answer, processed after it (and by each delivery's sweep). */
    inboundEvents: InboundProcessor;
    scheduler: Scheduler;
  }
}

/** How often counted job views are written (jobs/job-views.ts). */
const VIEW_FLUSH_MS = 60_000;
/** How often expired posts are taken off the listings (jobs/job-expiry.ts). */
const EXPIRY_SWEEP_MS = 60_000;

/**
 * The app's shared infrastructure, built once per app and decorated on it: the clock, the session
 * store, what search reads, the e-mail pipeline, object storage and the payment providers. Its
 * timers start when the app is ready and stop when it closes, here and nowhere else (plugins keep
 * their own: the rate limit's sweep, the sockets' heartbeat). MAIL_POLL_MS / SCHEDULER_TICK_MS = 0
 * leave mail and the scheduler to the caller (tests drive app.outbox and app.scheduler).
 */
export async function registerInfrastructure(app: FastifyInstance, clock: Clock) {
  const { db, env, events } = app;
  app.decorate('clock', clock);

  // The session store reads users (the auth module); the auth plugin only asks it.
  const sessions = createSessionStore(db, events, clock);
  app.decorate('sessions', sessions);
  // What best match reads about the asking worker on every search, forgotten by the profile and wallet writers.
  const matchInputs = createMatchInputsStore(db, events);
  app.decorate('matchInputs', matchInputs);
  // Outside tests, searches are ranked by PostgreSQL while the index loads, so a start never waits for a full scan (tests rank in the index from the first search).
  const serveWhileLoading = env.NODE_ENV !== 'test';
  // Outside tests (or when SEARCH_SNAPSHOT_DIR names one), the index's store is kept in a file, so a restart reads it rather than every job.
  const snapshotDir = env.SEARCH_SNAPSHOT_DIR ?? (env.NODE_ENV === 'test' ? 'off' : path.join(env.dataDir, 'search'));
  const snapshot =
    snapshotDir === 'off'
      ? undefined
      : {
          dir: path.resolve(snapshotDir),
          log: (event: { event: string }) =>
            app.log[event.event === 'written' || event.event === 'restored' ? 'info' : 'warn'](event, 'search index snapshot'),
        };
  const jobSearch = createJobSearchIndex(db, { serveWhileLoading, snapshot, sqlFromJobs: env.SEARCH_SQL_FROM_JOBS });
  app.decorate('jobSearch', jobSearch);
  const jobViews = createJobViewCounter(db);
  app.decorate('jobViews', jobViews);
  app.decorate('employerRatings', summarizeEmployerRatings satisfies EmployerRatingsReader);

  const delivery = await createNotificationDelivery({
    env,
    database: app.database,
    log: app.log,
    clock,
    queueJobAlerts: (queueDb, notifier, at, schedule) => queueJobAlerts(queueDb, jobSearch, notifier, at, schedule),
    inboundActions: () => app.inboundActions,
  });
  app.decorate('mailer', delivery.mailer);
  app.decorate('notifier', delivery.notifier);
  app.decorate('notificationSecret', delivery.secret);
  app.decorate('outbox', delivery.outbox);
  app.decorate('scheduler', delivery.scheduler);
  app.decorate('channelOutbox', delivery.channelOutbox);
  app.decorate('channelProviders', delivery.channelProviders);
  app.decorate('googleIndexing', delivery.googleIndexing);
  app.decorate('kickDelivery', delivery.kick);
  app.decorate('inboundEvents', delivery.inbound);
  const applyByReply: ApplyByReply = async (replyDb, workerId, jobId, now) => {
    try {
      const application = await applyToJob(
        app.db,
        events,
        delivery.notifier,
        workerId,
        { jobId, coverLetter: undefined, availability: undefined },
        now,
      );
      return { outcome: 'applied', jobTitle: application.job.title, status: application.status };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.statusCode === 403) return { outcome: 'incomplete_profile' };
      if (error.statusCode === 409) {
        const existing = (await listWorkerApplications(replyDb, workerId)).find((application) => application.jobId === jobId);
        return { outcome: 'already_applied', jobTitle: existing?.job.title, status: existing?.status };
      }
      return { outcome: 'refused', reason: error.message };
    }
  };
  app.decorate('inboundActions', {
    applyByReply,
    // Through the messaging service, so the other side sees the reply live as any message.
    replyToConversation: async (replyDb, message) => {
      try {
        await sendMessage(replyDb, events, message);
      } catch (error) {
        // The conversation is gone or no longer theirs: the text is dropped, the webhook still answers 200.
        if (!(error instanceof AppError)) throw error;
        app.log.warn({ conversationId: message.conversationId, err: error.message }, 'text reply not posted');
      }
    },
  } satisfies InboundActions);

  // A purchase's grants are written by subscriptions and resumes, which sit above payments in the module graph.
  app.decorate('storage', createStorage(env));
  app.decorate(
    'paymentProviders',
    createPaymentProviders(env, db, { ...subscriptionGrants, grantResumePlan, revokeResumePlan }, clock, delivery.notifier),
  );

  const flushViews = () => jobViews.flush(clock()).catch((error: unknown) => app.log.error({ err: error }, 'job views not saved'));
  const sweepExpired = () =>
    expireJobPosts(db, clock()).catch((error: unknown) => app.log.error({ err: error }, 'expired job posts not swept'));
  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, task: () => unknown) => {
    if (ms > 0) timers.push(setInterval(() => void task(), ms).unref());
  };
  app.addHook('onReady', async () => {
    if (serveWhileLoading) jobSearch.load().catch((error: unknown) => app.log.error({ err: error }, 'job search index not loaded yet'));
    else await jobSearch.load();
    await sweepExpired();
    every(VIEW_FLUSH_MS, flushViews);
    every(EXPIRY_SWEEP_MS, sweepExpired);
    every(env.MAIL_POLL_MS, delivery.deliver);
    every(env.SCHEDULER_TICK_MS, delivery.tick);
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
    await flushViews();
    await delivery.close();
    sessions.close();
    matchInputs.close();
    jobSearch.close();
  });
}
