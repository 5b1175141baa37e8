import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  reportGroupListSchema,
  reportTargetParamsSchema,
  resolveReportsRequestSchema,
  resolveReportsResponseSchema,
} from '@core/reports/schemas';
import { currentUser, requireAuth } from '../../plugins/auth';
import { listReportGroups } from '../reports/service';
import { resolveReports } from './resolve-reports';

const tags = ['admin'];

/** The reports queue of the operator console: reports grouped per target, resolved all at once. */
export const adminReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireAuth('operator');

  app.get('/api/admin/reports', { onRequest, schema: { tags, response: { 200: reportGroupListSchema } } }, async () => ({
    groups: await listReportGroups(app.db),
  }));

  app.post(
    '/api/admin/reports/:targetType/:targetId/resolve',
    {
      onRequest,
      schema: {
        tags,
        params: reportTargetParamsSchema,
        body: resolveReportsRequestSchema,
        response: { 200: resolveReportsResponseSchema },
      },
    },
    async (request) => resolveReports(app, request.params, { ...request.body, operatorId: currentUser(request).id, now: app.clock() }),
  );
};
