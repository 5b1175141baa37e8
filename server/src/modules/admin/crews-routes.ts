import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCrewDetailSchema, adminCrewListQuerySchema, adminCrewListSchema, adminCrewParamsSchema } from '@core/admin/crew-schemas';
import { requireAuth } from '../../plugins/auth';
import { getConsoleCrew, listConsoleCrews } from './crews';

const tags = ['admin'];

/** Crews in the operator console (issue 51): the list and one crew; reports about a crew resolve in the reports queue. */
export const adminCrewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireAuth('operator');

  app.get(
    '/api/admin/crews',
    { onRequest, schema: { tags, querystring: adminCrewListQuerySchema, response: { 200: adminCrewListSchema } } },
    async (request) => ({ crews: await listConsoleCrews(app.db, request.query.q) }),
  );

  app.get(
    '/api/admin/crews/:id',
    { onRequest, schema: { tags, params: adminCrewParamsSchema, response: { 200: adminCrewDetailSchema } } },
    async (request) => getConsoleCrew(app.db, request.params.id),
  );
};
