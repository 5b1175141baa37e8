import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminReviewListQuerySchema,
  adminReviewListSchema,
  adminReviewParamsSchema,
  adminReviewSchema,
  moderateReviewRequestSchema,
} from '@core/admin/review-schemas';
import { currentUser, requireAuth } from '../../plugins/auth';
import { listReviewsForConsole } from '../reviews/service';
import { moderateReview } from './reviews';

const tags = ['admin'];

/** Reviews in the operator console (issue 52): the held and hidden ones, hidden or restored with a reason. */
export const adminReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireAuth('operator');

  app.get(
    '/api/admin/reviews',
    { onRequest, schema: { tags, querystring: adminReviewListQuerySchema, response: { 200: adminReviewListSchema } } },
    async (request) => ({ reviews: await listReviewsForConsole(app.db, request.query.status) }),
  );

  for (const action of ['hide', 'restore'] as const) {
    app.post(
      `/api/admin/reviews/:id/${action}`,
      {
        onRequest,
        schema: { tags, params: adminReviewParamsSchema, body: moderateReviewRequestSchema, response: { 200: adminReviewSchema } },
      },
      async (request) =>
        moderateReview(app.db, request.params.id, {
          action,
          reason: request.body.reason,
          operatorId: currentUser(request).id,
          now: app.clock(),
        }),
    );
  }
};
