import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const statusSchema = z.object({ status: z.string() });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { tags: ['health'], response: { 200: statusSchema } } }, async () => ({
    status: 'ok',
  }));

  app.get('/readyz', { schema: { tags: ['health'], response: { 200: statusSchema, 503: statusSchema } } }, async (request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'database not ready');
      return reply.status(503).send({ status: 'database unavailable' });
    }
  });
};
