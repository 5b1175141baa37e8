import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@core/auth/schemas';
import {
  confirmationAnswerSchema,
  confirmationPreviewSchema,
  confirmationRequestResultSchema,
  confirmationRequestSchema,
  confirmationTokenParamsSchema,
  createWorkHistoryEntrySchema,
  workHistoryEntrySchema,
  workHistoryIdParamsSchema,
  workHistoryListSchema,
  workerWorkHistoryParamsSchema,
} from '@core/work-history/schemas';
import { currentUser, requireAuth } from '../../plugins/auth';
import * as service from './service';

export const workHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['work-history'];

  app.get(
    '/api/workers/:id/work-history',
    {
      onRequest: requireAuth('worker', 'employer'),
      schema: { tags, params: workerWorkHistoryParamsSchema, response: { 200: workHistoryListSchema } },
    },
    async (request) => service.listWorkHistory(app.db, currentUser(request), request.params.id, app.clock()),
  );

  app.post(
    '/api/work-history',
    { onRequest: requireAuth('worker'), schema: { tags, body: createWorkHistoryEntrySchema, response: { 201: workHistoryEntrySchema } } },
    async (request, reply) =>
      reply.status(201).send(await service.addWorkHistoryEntry(app.db, currentUser(request), request.body, app.clock())),
  );

  app.delete(
    '/api/work-history/:id',
    { onRequest: requireAuth('worker'), schema: { tags, params: workHistoryIdParamsSchema } },
    async (request, reply) => {
      await service.deleteWorkHistoryEntry(app.db, currentUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/work-history/:id/confirmation-requests',
    {
      onRequest: requireAuth('worker'),
      schema: {
        tags,
        params: workHistoryIdParamsSchema,
        body: confirmationRequestSchema,
        response: { 201: confirmationRequestResultSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.requestConfirmation(
            app.db,
            app.notifier,
            app.channelProviders,
            currentUser(request),
            request.params.id,
            request.body,
            app.clock(),
          ),
        ),
  );

  // Public: the contact holds the link, not an account (the token is the secret).
  app.get(
    '/api/work-history-confirmations/:token',
    { schema: { tags, params: confirmationTokenParamsSchema, response: { 200: confirmationPreviewSchema } } },
    async (request) => service.previewConfirmation(app.db, request.params.token, app.clock()),
  );

  app.post(
    '/api/work-history-confirmations/:token',
    { schema: { tags, params: confirmationTokenParamsSchema, body: confirmationAnswerSchema, response: { 200: messageResponseSchema } } },
    async (request) => service.answerConfirmation(app.db, request.params.token, request.body, app.clock()),
  );
};
