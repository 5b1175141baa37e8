import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  billingHistoryResponseSchema,
  cancelSubscriptionResponseSchema,
  employerIdParamsSchema,
  employerSubscriptionSchema,
  upgradeDemoRequestSchema,
  upgradeDemoResponseSchema,
  userIdParamsSchema,
  workerSubscriptionSchema,
} from '@core/subscriptions/schemas';
import { resumeSubscriptionResponseSchema } from '@core/subscriptions/renewal';
import {
  planChangePreviewSchema,
  planChangeQuerySchema,
  planChangeRequestSchema,
  planChangeResponseSchema,
  undoPlanChangeResponseSchema,
} from '@core/subscriptions/plan-change';
import { createStripePlanChanger } from '../../lib/payment-providers/stripe-plan-change';
import { currentUser, requireAuth } from '../../plugins/auth';
import * as subscriptionsService from './service';

export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['subscriptions'];
  const isTestMode = !app.env.STRIPE_SECRET_KEY;
  // Each scheduler run renews due plans (test mode), links new ones to Stripe Billing and reconciles missed webhooks.
  app.scheduler.addDueTask((db, _notifier, now) =>
    subscriptionsService.runBillingTasks(db, app.paymentProviders, now).catch((error: unknown) => {
      app.log.error({ err: error }, 'subscription renewal run failed');
    }),
  );

  app.get(
    '/api/employer/subscription',
    { onRequest: requireAuth('employer'), schema: { tags, response: { 200: employerSubscriptionSchema } } },
    async (request) => {
      const user = currentUser(request);
      return subscriptionsService.getEmployerSubscription(app.db, user, user.id, app.clock(), isTestMode);
    },
  );

  app.get(
    '/api/employer/subscription/:userId',
    { onRequest: requireAuth('employer'), schema: { tags, params: userIdParamsSchema, response: { 200: employerSubscriptionSchema } } },
    async (request) =>
      subscriptionsService.getEmployerSubscription(app.db, currentUser(request), request.params.userId, app.clock(), isTestMode),
  );

  app.get(
    '/api/worker/subscription/:userId',
    { onRequest: requireAuth('worker'), schema: { tags, params: userIdParamsSchema, response: { 200: workerSubscriptionSchema } } },
    async (request) => subscriptionsService.getWorkerSubscription(app.db, currentUser(request), request.params.userId, app.clock()),
  );

  app.get(
    '/api/employer/billing-history/:userId',
    { onRequest: requireAuth('employer'), schema: { tags, params: userIdParamsSchema, response: { 200: billingHistoryResponseSchema } } },
    async (request) => subscriptionsService.listBillingHistory(app.db, currentUser(request), request.params.userId),
  );

  app.post(
    '/api/subscription/cancel',
    { onRequest: requireAuth(), schema: { tags, response: { 200: cancelSubscriptionResponseSchema } } },
    async (request) => subscriptionsService.cancelSubscription(app.db, app.paymentProviders, currentUser(request), app.clock()),
  );

  app.post(
    '/api/subscription/resume',
    { onRequest: requireAuth(), schema: { tags, response: { 200: resumeSubscriptionResponseSchema } } },
    async (request) => subscriptionsService.resumeSubscription(app.db, app.paymentProviders, currentUser(request), app.clock()),
  );

  // Issue 54's plan changes, always on the asker's own subscription: the proration first, then Confirm; Undo for a
  // downgrade scheduled at the period end.
  const planChange = {
    providers: app.paymentProviders,
    stripePlans: app.env.STRIPE_SECRET_KEY ? createStripePlanChanger(app.env.STRIPE_SECRET_KEY, app.env.STRIPE_API_BASE) : null,
  };
  app.get(
    '/api/subscription/plan-change',
    { onRequest: requireAuth(), schema: { tags, querystring: planChangeQuerySchema, response: { 200: planChangePreviewSchema } } },
    async (request) => subscriptionsService.previewPlanChange(app.db, planChange, currentUser(request), request.query.planId, app.clock()),
  );

  app.post(
    '/api/subscription/plan-change',
    { onRequest: requireAuth(), schema: { tags, body: planChangeRequestSchema, response: { 200: planChangeResponseSchema } } },
    async (request) => subscriptionsService.changePlan(app.db, planChange, currentUser(request), request.body.planId, app.clock()),
  );

  app.delete(
    '/api/subscription/plan-change',
    { onRequest: requireAuth(), schema: { tags, response: { 200: undoPlanChangeResponseSchema } } },
    async (request) => subscriptionsService.undoPlanChange(app.db, planChange, currentUser(request), app.clock()),
  );

  app.post(
    '/api/employer/upgrade-demo/:employerId',
    {
      onRequest: requireAuth('employer'),
      schema: { tags, params: employerIdParamsSchema, body: upgradeDemoRequestSchema, response: { 200: upgradeDemoResponseSchema } },
    },
    async (request) =>
      subscriptionsService.upgradeToBoostedDemo(app.db, currentUser(request), request.params.employerId, isTestMode, app.clock()),
  );
};
