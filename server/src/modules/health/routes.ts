import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newestMigrationMillis } from '../../db/client';
import { notReadyReason } from './readiness';

const statusSchema = z.object({ status: z.string() });
const notReadySchema = z.object({ status: z.literal('not ready'), reason: z.string() });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Read once: the build's migrations do not change while it runs.
  const expectedMigration = newestMigrationMillis();

  app.get('/healthz', { schema: { tags: ['health'], response: { 200: statusSchema } } }, async () => ({
    status: 'ok',
  }));

  app.get('/readyz', { schema: { tags: ['health'], response: { 200: statusSchema, 503: notReadySchema } } }, async (request, reply) => {
    let reason: string | null;
    try {
      reason = app.draining ? 'shutting down' : await notReadyReason(app.db, app.jobSearch, expectedMigration);
    } catch (error) {
      request.log.warn({ err: error }, 'database not ready');
      reason = 'database unavailable';
    }
    if (reason === null) return { status: 'ready' };
    request.log.warn({ reason }, 'not ready');
    return reply.status(503).send({ status: 'not ready' as const, reason });
  });
};
