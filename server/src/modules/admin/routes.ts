import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListResponseSchema } from '@core/admin/schemas';
import {
  employerIdParamsSchema,
  employerVerificationSchema,
  moderationListResponseSchema,
  rejectJobSchema,
  reviewedJobSchema,
} from '@core/admin/moderation-schemas';
import { jobIdParamsSchema } from '@core/jobs/schemas';
import { currentUser, requireAuth } from '../../plugins/auth';
import { listHeldJobs } from '../jobs/service';
import { listAudit } from './audit';
import { approveJob, rejectJob, setEmployerVerified } from './moderation';

const tags = ['admin'];

/** The operator console's API: every route is for operators only (401 signed out, 403 anyone else). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const operatorOnly = requireAuth('operator');

  app.get('/api/admin/audit', { onRequest: operatorOnly, schema: { tags, response: { 200: auditListResponseSchema } } }, async () => ({
    entries: await listAudit(app.db),
  }));

  app.get(
    '/api/admin/moderation',
    { onRequest: operatorOnly, schema: { tags, response: { 200: moderationListResponseSchema } } },
    async () => ({ jobs: await listHeldJobs(app.db) }),
  );

  app.post(
    '/api/admin/jobs/:jobId/approve',
    { onRequest: operatorOnly, schema: { tags, params: jobIdParamsSchema, response: { 200: reviewedJobSchema } } },
    async (request) => approveJob(app.db, currentUser(request), request.params.jobId, app.clock()),
  );

  app.post(
    '/api/admin/jobs/:jobId/reject',
    { onRequest: operatorOnly, schema: { tags, params: jobIdParamsSchema, body: rejectJobSchema, response: { 200: reviewedJobSchema } } },
    async (request) => rejectJob(app.db, app.notifier, currentUser(request), request.params.jobId, request.body.reason, app.clock()),
  );

  for (const [action, verified] of [
    ['verify', true],
    ['unverify', false],
  ] as const) {
    app.post(
      `/api/admin/employers/:id/${action}`,
      { onRequest: operatorOnly, schema: { tags, params: employerIdParamsSchema, response: { 200: employerVerificationSchema } } },
      async (request) => setEmployerVerified(app.db, currentUser(request), request.params.id, verified, app.clock()),
    );
  }
};
