import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Helmet's headers on every response. The middleware is built once: @fastify/helmet rebuilt it,
 * CSP directives included, on every request, which cost the busiest routes a visible share.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        // Swagger UI and Vite's build use inline styles; scripts stay same-origin.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
});
