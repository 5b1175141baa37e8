import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReportRequestSchema, createReportResponseSchema } from '@core/reports/schemas';
import { currentUser, requireAuth } from '../../plugins/auth';
import * as reportsService from './service';

const tags = ['reports'];

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/reports',
    {
      onRequest: requireAuth('worker', 'employer'),
      schema: { tags, body: createReportRequestSchema, response: { 200: createReportResponseSchema, 201: createReportResponseSchema } },
    },
    async (request, reply) => {
      const result = await reportsService.createReport(app.db, currentUser(request), request.body, app.clock());
      return reply.status(result.updated ? 200 : 201).send(result);
    },
  );
};
