import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env';
import { redactUrl } from '../lib/log-redaction';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a proxy's id may look like: a UUID, a hex trace id, HAProxy's unique-id; nothing that could forge a log line. */
const PROXY_REQUEST_ID = /^[\w.:@-]{1,128}$/;

/**
 * Fastify's `genReqId`: the proxy's X-Request-Id when the nearest peer is a proxy TRUST_PROXY names
 * (so one id follows a request from the load balancer's log into ours), otherwise a new UUID. A
 * client's own header is ignored: it could make two users' requests share an id.
 */
export function requestIdGenerator(trustProxy: Env['TRUST_PROXY']): (request: IncomingMessage) => string {
  const trusts = trustProxy === false ? null : typeof trustProxy === 'number' ? () => true : proxyAddr.compile(trustProxy);
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    const peer = request.socket.remoteAddress ?? '';
    if (trusts && typeof given === 'string' && PROXY_REQUEST_ID.test(given) && trusts(peer, 0)) return given;
    return randomUUID();
  };
}

/** Pino's level check; Fastify's logger when logging is off (logger: false) has none and writes nothing. */
const isLogged = (log: FastifyBaseLogger, level: string) =>
  (log as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.(level) ?? false;

/**
 * Every answer carries its request id (X-Request-Id; 5xx bodies too, see errors.ts), and every request
 * is logged once when answered, with its id, route, status, time and the signed-in user: a user's
 * "it failed at 2:14" can be found. Fastify's own two lines per request are turned off in app.ts.
 */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  // Hooks on every request take a callback: an async one costs a promise and a turn of the queue each.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const level = reply.statusCode >= 500 ? 'error' : 'info';
    if (!isLogged(request.log, level)) return done();
    request.log[level](
      {
        method: request.method,
        url: redactUrl(request.url),
        route: request.routeOptions.url ?? null,
        statusCode: reply.statusCode,
        userId: request.user?.id ?? null,
        ip: request.ip,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
    done();
  });
});
