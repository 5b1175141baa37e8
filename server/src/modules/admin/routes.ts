import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListResponseSchema } from '@core/admin/schemas';
import {
  consoleIdParamsSchema,
  consolePaymentSchema,
  consolePaymentsResponseSchema,
  contactInboxMessageSchema,
  contactInboxResponseSchema,
  contactReplyRequestSchema,
  paymentsQuerySchema,
  refundRequestSchema,
  todayResponseSchema,
} from '@core/admin/console';
import { googleIndexingListSchema } from '@core/admin/google-indexing';
import { readerTimeZone } from '@core/shared/time-zone';
import { publicBaseUrl } from '../../lib/public-url';
import { currentUser, requireAuth } from '../../plugins/auth';
import { listGoogleIndexing } from '../channels/service';
import { listInbox } from '../contact/service';
import { listConsolePayments } from '../payments/service';
import { listAudit } from './audit';
import { replyToContactMessage } from './contact-inbox';
import { refundPayment } from './refunds';
import { getToday } from './today';
import {
  employerIdParamsSchema,
  employerVerificationSchema,
  moderationListResponseSchema,
  rejectJobSchema,
  reviewedJobSchema,
} from '@core/admin/moderation-schemas';
import { jobIdParamsSchema } from '@core/jobs/schemas';
import { listHeldJobs } from '../jobs/service';
import { approveJob, rejectJob, setEmployerVerified } from './moderation';

const tags = ['admin'];

/** The operator console's API: every route is for operators only (401 signed out, 403 anyone else). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireAuth('operator');

  app.get('/api/admin/audit', { onRequest, schema: { tags, response: { 200: auditListResponseSchema } } }, async () => ({
    entries: await listAudit(app.db),
  }));

  app.get('/api/admin/today', { onRequest, schema: { tags, response: { 200: todayResponseSchema } } }, async (request) =>
    getToday(app.db, readerTimeZone(currentUser(request)), app.clock()),
  );

  // Issue 53: what was (or, without a service account, would have been) sent to Google's Indexing API.
  app.get('/api/admin/google-indexing', { onRequest, schema: { tags, response: { 200: googleIndexingListSchema } } }, async () =>
    listGoogleIndexing(app.db, app.googleIndexing, {
      baseUrl: publicBaseUrl(app.env),
      dailyLimit: app.env.GOOGLE_INDEXING_DAILY_LIMIT,
      now: app.clock(),
    }),
  );

  app.get('/api/admin/contact', { onRequest, schema: { tags, response: { 200: contactInboxResponseSchema } } }, async () => ({
    messages: await listInbox(app.db),
  }));

  app.post(
    '/api/admin/contact/:id/reply',
    {
      onRequest,
      schema: { tags, params: consoleIdParamsSchema, body: contactReplyRequestSchema, response: { 200: contactInboxMessageSchema } },
    },
    async (request) =>
      replyToContactMessage(app.db, app.notifier, currentUser(request), {
        id: request.params.id,
        body: request.body.body,
        now: app.clock(),
      }),
  );

  app.get(
    '/api/admin/payments',
    { onRequest, schema: { tags, querystring: paymentsQuerySchema, response: { 200: consolePaymentsResponseSchema } } },
    async (request) => ({ payments: await listConsolePayments(app.db, request.query.q || undefined) }),
  );

  app.post(
    '/api/admin/payments/:id/refund',
    { onRequest, schema: { tags, params: consoleIdParamsSchema, body: refundRequestSchema, response: { 200: consolePaymentSchema } } },
    async (request) =>
      refundPayment(app.db, app.paymentProviders, currentUser(request), { ...request.body, id: request.params.id, now: app.clock() }),
  );

  app.get('/api/admin/moderation', { onRequest, schema: { tags, response: { 200: moderationListResponseSchema } } }, async () => ({
    jobs: await listHeldJobs(app.db),
  }));

  app.post(
    '/api/admin/jobs/:jobId/approve',
    { onRequest, schema: { tags, params: jobIdParamsSchema, response: { 200: reviewedJobSchema } } },
    async (request) => approveJob(app.db, currentUser(request), request.params.jobId, app.clock()),
  );

  app.post(
    '/api/admin/jobs/:jobId/reject',
    { onRequest, schema: { tags, params: jobIdParamsSchema, body: rejectJobSchema, response: { 200: reviewedJobSchema } } },
    async (request) => rejectJob(app.db, app.notifier, currentUser(request), request.params.jobId, request.body.reason, app.clock()),
  );

  for (const [action, verified] of [
    ['verify', true],
    ['unverify', false],
  ] as const) {
    app.post(
      `/api/admin/employers/:id/${action}`,
      { onRequest, schema: { tags, params: employerIdParamsSchema, response: { 200: employerVerificationSchema } } },
      async (request) => setEmployerVerified(app.db, currentUser(request), request.params.id, verified, app.clock()),
    );
  }
};
