import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createReviewRequestSchema,
  employerReviewListSchema,
  employerReviewsParamsSchema,
  hireReviewQuerySchema,
  hireReviewStateSchema,
  reviewIdParamsSchema,
  reviewListQuerySchema,
  reviewResponseRequestSchema,
  reviewSchema,
  updateReviewRequestSchema,
  workerReviewListSchema,
  workerReviewsParamsSchema,
} from '@core/reviews/schemas';
import { currentUser, requireAuth } from '../../plugins/auth';
import { queueReviewInvitations } from './due-invitations';
import * as service from './service';

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reviews'];
  // Each run of the notification scheduler invites the sides of hires that became reviewable.
  app.scheduler.addDueTask(queueReviewInvitations);

  app.post(
    '/api/reviews',
    { onRequest: requireAuth('worker', 'employer'), schema: { tags, body: createReviewRequestSchema, response: { 201: reviewSchema } } },
    async (request, reply) => reply.status(201).send(await service.createReview(app.db, currentUser(request), request.body, app.clock())),
  );

  // The hire's author: may he write now, and his own review (only POST and PATCH answered it before).
  app.get(
    '/api/reviews',
    {
      onRequest: requireAuth('worker', 'employer'),
      schema: { tags, querystring: hireReviewQuerySchema, response: { 200: hireReviewStateSchema } },
    },
    async (request) => service.readHireReviewState(app.db, currentUser(request), request.query.applicationId, app.clock()),
  );

  app.patch(
    '/api/reviews/:id',
    {
      onRequest: requireAuth('worker', 'employer'),
      schema: { tags, params: reviewIdParamsSchema, body: updateReviewRequestSchema, response: { 200: reviewSchema } },
    },
    async (request) => service.updateReview(app.db, currentUser(request), request.params.id, request.body, app.clock()),
  );

  app.post(
    '/api/reviews/:id/response',
    {
      onRequest: requireAuth('employer'),
      schema: { tags, params: reviewIdParamsSchema, body: reviewResponseRequestSchema, response: { 201: reviewSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.respondToReview(app.db, currentUser(request), request.params.id, request.body.text, app.clock())),
  );

  // Public: a company's reviews from the workers it hired.
  app.get(
    '/api/employers/:id/reviews',
    {
      schema: {
        tags,
        params: employerReviewsParamsSchema,
        querystring: reviewListQuerySchema,
        response: { 200: employerReviewListSchema },
      },
    },
    async (request) => service.listEmployerReviews(app.db, request.params.id, request.query, app.clock()),
  );

  app.get(
    '/api/workers/:id/reviews',
    {
      onRequest: requireAuth('worker', 'employer'),
      schema: { tags, params: workerReviewsParamsSchema, querystring: reviewListQuerySchema, response: { 200: workerReviewListSchema } },
    },
    async (request) => service.listWorkerReviews(app.db, currentUser(request), request.params.id, request.query, app.clock()),
  );
};
