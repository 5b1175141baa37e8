import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import { httpTimeouts } from './config/http-timeouts';
import type { DatabaseHandle } from './db/client';
import { withRedactedUrls } from './lib/log-redaction';
import { drainingPlugin } from './lib/shutdown';
import { registerInfrastructure } from './infrastructure';
import { moduleRoutes } from './modules/routes';
import { authPlugin } from './plugins/auth';
import { clientPlugin } from './plugins/client';
import { csrfPlugin } from './plugins/csrf';
import { dbPlugin } from './plugins/db';
import { docsPlugin } from './plugins/docs';
import { answerRouterError, errorsPlugin } from './plugins/errors';
import { metricsPlugin } from './plugins/metrics';
import { rateLimitPlugin } from './plugins/rate-limit';
import { realtimePlugin } from './plugins/realtime';
import { requestIdGenerator, requestIdPlugin } from './plugins/request-id';
import { securityHeadersPlugin } from './plugins/security-headers';
import { validatorCompiler } from './plugins/validation';
import { setPasswordHashCost } from './lib/password';

export interface BuildAppOptions {
  env: Env;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** The one clock (app.clock): rate limits, expiry, quotas, token lifetimes; tests move it instead of waiting. */
  now?: () => Date;
}

// Fastify ignores a bare hop count (it cannot check the nearest peer), so hops are trusted through a function.
function toTrustProxy(trustProxy: Env['TRUST_PROXY']) {
  return typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy;
}

/** Builds the whole API (plugins, then modules); never listens, so tests can inject. */
export async function buildApp({ env, database, logger, now = () => new Date() }: BuildAppOptions) {
  setPasswordHashCost(env.PASSWORD_SCRYPT_N);
  const app = Fastify({
    logger: withRedactedUrls(logger ?? { level: env.LOG_LEVEL }),
    trustProxy: toTrustProxy(env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerRouterError,
    genReqId: requestIdGenerator(env.TRUST_PROXY),
    // One line per answered request instead, with its route and user (plugins/request-id.ts).
    logController: new LogController({ disableRequestLogging: true }),
    ...httpTimeouts(env),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(requestIdPlugin);
  await app.register(drainingPlugin);
  await app.register(dbPlugin, { database, env });
  await app.register(securityHeadersPlugin);
  await app.register(cookie);
  await app.register(rateLimitPlugin, { now });
  await registerInfrastructure(app, now);
  await app.register(authPlugin);
  await app.register(csrfPlugin);
  await app.register(docsPlugin);
  await app.register(realtimePlugin);
  await app.register(metricsPlugin);

  for (const routes of moduleRoutes) await app.register(routes);

  await app.register(clientPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
