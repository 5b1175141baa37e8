import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@core/auth/schemas';
import {
  billingHistoryResponseSchema,
  cancelSubscriptionResponseSchema,
  employerIdParamsSchema,
  employerSubscriptionSchema,
  paymentMethodParamsSchema,
  paymentMethodsResponseSchema,
  payPerHireRequestSchema,
  payPerHireResponseSchema,
  upgradeDemoRequestSchema,
  upgradeDemoResponseSchema,
  userIdParamsSchema,
  workerSubscriptionSchema,
} from '@core/subscriptions/schemas';
import { currentUser, requireAuth } from '../../plugins/auth';
import * as subscriptionsService from './service';

export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['subscriptions'];
  const isTestMode = !app.env.STRIPE_SECRET_KEY;

  app.get(
    '/api/employer/subscription',
    { onRequest: requireAuth('employer'), schema: { tags, response: { 200: employerSubscriptionSchema } } },
    async (request) => {
      const user = currentUser(request);
      return subscriptionsService.getEmployerSubscription(app.db, user, user.id);
    },
  );

  app.get(
    '/api/employer/subscription/:userId',
    { onRequest: requireAuth('employer'), schema: { tags, params: userIdParamsSchema, response: { 200: employerSubscriptionSchema } } },
    async (request) => subscriptionsService.getEmployerSubscription(app.db, currentUser(request), request.params.userId),
  );

  app.get(
    '/api/worker/subscription/:userId',
    { onRequest: requireAuth('worker'), schema: { tags, params: userIdParamsSchema, response: { 200: workerSubscriptionSchema } } },
    async (request) => subscriptionsService.getWorkerSubscription(app.db, currentUser(request), request.params.userId),
  );

  app.get(
    '/api/employer/billing-history/:userId',
    { onRequest: requireAuth('employer'), schema: { tags, params: userIdParamsSchema, response: { 200: billingHistoryResponseSchema } } },
    async (request) => subscriptionsService.listBillingHistory(app.db, currentUser(request), request.params.userId),
  );

  app.post(
    '/api/subscription/cancel',
    { onRequest: requireAuth(), schema: { tags, response: { 200: cancelSubscriptionResponseSchema } } },
    async (request) => subscriptionsService.cancelSubscription(app.db, currentUser(request)),
  );

  app.get(
    '/api/payment-methods',
    { onRequest: requireAuth(), schema: { tags, response: { 200: paymentMethodsResponseSchema } } },
    async (request) => subscriptionsService.listPaymentMethods(app.db, currentUser(request).id),
  );

  app.delete(
    '/api/payment-methods/:id',
    { onRequest: requireAuth(), schema: { tags, params: paymentMethodParamsSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await subscriptionsService.removePaymentMethod(app.db, currentUser(request), request.params.id);
      return { message: 'Payment method removed' };
    },
  );

  app.post(
    '/api/payment-methods/:id/default',
    { onRequest: requireAuth(), schema: { tags, params: paymentMethodParamsSchema, response: { 200: paymentMethodsResponseSchema } } },
    async (request) => subscriptionsService.makeDefaultPaymentMethod(app.db, currentUser(request), request.params.id),
  );

  app.patch(
    '/api/employer-profile/:employerId',
    {
      onRequest: requireAuth('employer'),
      schema: { tags, params: employerIdParamsSchema, body: payPerHireRequestSchema, response: { 200: payPerHireResponseSchema } },
    },
    async (request) =>
      subscriptionsService.setPayPerHire(app.db, currentUser(request), request.params.employerId, request.body.payPerHireEnabled),
  );

  app.post(
    '/api/employer/upgrade-demo/:employerId',
    {
      onRequest: requireAuth('employer'),
      schema: { tags, params: employerIdParamsSchema, body: upgradeDemoRequestSchema, response: { 200: upgradeDemoResponseSchema } },
    },
    async (request) =>
      subscriptionsService.upgradeToBoostedDemo(app.db, currentUser(request), request.params.employerId, isTestMode),
  );
};
