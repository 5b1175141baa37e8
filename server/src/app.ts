import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import { httpTimeouts } from './config/http-timeouts';
import type { DatabaseHandle } from './db/client';
import { withRedactedUrls } from './lib/log-redaction';
import { createStorage, type ObjectStorage } from './lib/storage';
import { createSessionStore } from './modules/auth/service';
import { notificationsPlugin } from './modules/notifications/plugin';
import { createPaymentProviders, type PaymentProviders } from './modules/payments/service';
import { grantResumePlan } from './modules/resumes/service';
import { queueJobAlerts } from './modules/saved-searches/service';
import { subscriptionGrants } from './modules/subscriptions/service';
import { moduleRoutes } from './modules/routes';
import { createMatchInputsStore, type MatchInputsStore } from './modules/worker-profile/service';
import { createJobSearchIndex, type JobSearchIndex } from './modules/jobs/search-index';
import { authPlugin } from './plugins/auth';
import { clientPlugin } from './plugins/client';
import { csrfPlugin } from './plugins/csrf';
import { dbPlugin } from './plugins/db';
import { docsPlugin } from './plugins/docs';
import { answerRouterError, errorsPlugin } from './plugins/errors';
import { rateLimitPlugin } from './plugins/rate-limit';
import { realtimePlugin } from './plugins/realtime';
import { securityHeadersPlugin } from './plugins/security-headers';
import { validatorCompiler } from './plugins/validation';

declare module 'fastify' {
  interface FastifyInstance {
    storage: ObjectStorage;
    paymentProviders: PaymentProviders;
    matchInputs: MatchInputsStore;
    jobSearch: JobSearchIndex;
  }
}

export interface BuildAppOptions {
  env: Env;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** The rate limits' clock; tests move it instead of waiting. */
  now?: () => Date;
}

// Fastify ignores a bare hop count (it cannot check the nearest peer), so hops are trusted through a function.
function toTrustProxy(trustProxy: Env['TRUST_PROXY']) {
  return typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy;
}

/** Builds the whole API (plugins, then modules); never listens, so tests can inject. */
export async function buildApp({ env, database, logger, now = () => new Date() }: BuildAppOptions) {
  const app = Fastify({
    logger: withRedactedUrls(logger ?? { level: env.LOG_LEVEL }),
    trustProxy: toTrustProxy(env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerRouterError,
    ...httpTimeouts(env),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(dbPlugin, { database, env });
  await app.register(securityHeadersPlugin);
  await app.register(cookie);
  await app.register(rateLimitPlugin, { now });
  // The session store reads users (the auth module); the auth plugin below only asks it.
  const sessions = createSessionStore(app.db, app.events);
  app.decorate('sessions', sessions);
  app.addHook('onClose', async () => sessions.close());
  // What best match reads about the asking worker on every search, forgotten by the profile and wallet writers.
  const matchInputs = createMatchInputsStore(app.db, app.events);
  app.decorate('matchInputs', matchInputs);
  app.addHook('onClose', async () => matchInputs.close());
  const jobSearch = createJobSearchIndex(app.db);
  app.decorate('jobSearch', jobSearch);
  app.addHook('onReady', () => jobSearch.load());
  app.addHook('onClose', async () => jobSearch.close());
  await app.register(authPlugin);
  await app.register(csrfPlugin);
  await app.register(notificationsPlugin, {
    clock: now,
    queueJobAlerts: (db, notifier, at, schedule) => queueJobAlerts(db, jobSearch, notifier, at, schedule),
  });
  await app.register(docsPlugin);
  await app.register(realtimePlugin);

  // Built once for every route: object storage and the payment providers. A purchase's grants are
  // written by subscriptions and resumes, which sit above payments in the module graph.
  app.decorate('storage', createStorage(env));
  app.decorate('paymentProviders', createPaymentProviders(env, app.db, { ...subscriptionGrants, grantResumePlan }));

  for (const routes of moduleRoutes) await app.register(routes);

  await app.register(clientPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
