import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateWorkerProfileRequestSchema, userIdParamsSchema, workerProfileResponseSchema } from '@core/worker-profile/schemas';
import { currentUser, requireAuth } from '../../plugins/auth';
import * as workerProfileService from './service';

export const workerProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/worker-profile/:userId',
    {
      onRequest: requireAuth('worker'),
      schema: { tags: ['worker-profile'], params: userIdParamsSchema, response: { 200: workerProfileResponseSchema } },
    },
    async (request) => workerProfileService.getWorkerProfile(app.db, currentUser(request), request.params.userId),
  );

  app.put(
    '/api/worker-profile/:userId',
    {
      onRequest: requireAuth('worker'),
      schema: {
        tags: ['worker-profile'],
        params: userIdParamsSchema,
        body: updateWorkerProfileRequestSchema,
        response: { 200: workerProfileResponseSchema },
      },
    },
    async (request) =>
      workerProfileService.updateWorkerProfile(
        app.db,
        app.matchInputs,
        currentUser(request),
        request.params.userId,
        request.body,
        app.clock(),
      ),
  );
};
