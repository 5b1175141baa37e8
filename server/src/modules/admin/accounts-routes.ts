import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountDetailSchema,
  accountIdParamsSchema,
  accountSearchQuerySchema,
  accountSearchResponseSchema,
  adminJobIdParamsSchema,
  closeJobRequestSchema,
  closeJobResponseSchema,
  freezeAccountRequestSchema,
  freezeResponseSchema,
  unfreezeAccountRequestSchema,
} from '@core/admin/account-schemas';
import { unverifiedEmployersResponseSchema } from '@core/admin/schemas';
import { currentUser, requireAuth } from '../../plugins/auth';
import * as accounts from './accounts';
import { listUnverifiedEmployersWithJobs } from './unverified-employers';

const tags = ['admin'];

/** Accounts and jobs in the operator console: search, look up, freeze and unfreeze, close a job. */
export const adminAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireAuth('operator');

  app.get(
    '/api/admin/accounts',
    { onRequest, schema: { tags, querystring: accountSearchQuerySchema, response: { 200: accountSearchResponseSchema } } },
    async (request) => accounts.searchAccounts(app.db, request.query),
  );

  app.get(
    '/api/admin/accounts/:id',
    { onRequest, schema: { tags, params: accountIdParamsSchema, response: { 200: accountDetailSchema } } },
    async (request) => accounts.getAccountDetail(app.db, request.params.id, app.clock()),
  );

  app.get(
    '/api/admin/unverified-employers',
    { onRequest, schema: { tags, response: { 200: unverifiedEmployersResponseSchema } } },
    async () => ({ employers: await listUnverifiedEmployersWithJobs(app.db, app.clock()) }),
  );

  app.post(
    '/api/admin/accounts/:id/freeze',
    {
      onRequest,
      schema: { tags, params: accountIdParamsSchema, body: freezeAccountRequestSchema, response: { 200: freezeResponseSchema } },
    },
    async (request) =>
      accounts.freezeAccount(app, request.params.id, {
        operatorId: currentUser(request).id,
        reason: request.body.reason,
        now: app.clock(),
      }),
  );

  app.post(
    '/api/admin/accounts/:id/unfreeze',
    {
      onRequest,
      schema: { tags, params: accountIdParamsSchema, body: unfreezeAccountRequestSchema, response: { 200: freezeResponseSchema } },
    },
    async (request) =>
      accounts.unfreezeAccount(app, request.params.id, {
        operatorId: currentUser(request).id,
        reason: request.body?.reason ?? '',
        now: app.clock(),
      }),
  );

  app.post(
    '/api/admin/jobs/:id/close',
    { onRequest, schema: { tags, params: adminJobIdParamsSchema, body: closeJobRequestSchema, response: { 200: closeJobResponseSchema } } },
    async (request) =>
      accounts.closeJob(app, request.params.id, { operatorId: currentUser(request).id, reason: request.body.reason, now: app.clock() }),
  );
};
