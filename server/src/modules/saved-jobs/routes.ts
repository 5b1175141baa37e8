import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@core/auth/schemas';
import { saveJobSchema, savedJobListSchema, savedJobParamsSchema, savedJobSchema } from '@core/saved-jobs/schemas';
import { currentUser, requireAuth } from '../../plugins/auth';
import * as savedJobsService from './service';

const tags = ['saved-jobs'];

export const savedJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/saved-jobs',
    { onRequest: requireAuth('worker'), schema: { tags, response: { 200: savedJobListSchema } } },
    async (request) => savedJobsService.listSavedJobs(app.db, currentUser(request).id, app.clock(), app.employerRatings),
  );

  app.post(
    '/api/saved-jobs',
    { onRequest: requireAuth('worker'), schema: { tags, body: saveJobSchema, response: { 201: savedJobSchema } } },
    async (request, reply) => {
      const saved = await savedJobsService.saveJob(app.db, currentUser(request).id, request.body.jobId, app.clock());
      return reply.status(201).send(saved);
    },
  );

  app.delete(
    '/api/saved-jobs/:jobId',
    {
      onRequest: requireAuth('worker'),
      schema: { tags, params: savedJobParamsSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await savedJobsService.unsaveJob(app.db, currentUser(request).id, request.params.jobId);
      return { message: 'Job unsaved' };
    },
  );
};
