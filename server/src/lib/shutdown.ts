import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on SIGTERM: /readyz answers 503 "shutting down" and answers close their connections. */
    draining: boolean;
  }
}

/**
 * While draining, every answer asks its client (the load balancer) to close the connection, so no
 * kept-alive connection is reused after the server stops: such a request would get Fastify's 503.
 */
export const drainingPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('draining', false);
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.draining) reply.header('connection', 'close');
    done(null, payload);
  });
});

/**
 * A graceful stop: readiness turns false at once, requests keep being served for `drainMs` while the
 * load balancer notices, then the server stops accepting, tells live sockets to reconnect elsewhere
 * (1012), lets in-flight requests finish and writes the counted job views (the app's onClose hooks).
 */
export async function drainAndClose(app: FastifyInstance, { drainMs }: { drainMs: number }) {
  app.draining = true;
  if (drainMs > 0) await delay(drainMs);
  await app.close();
}
