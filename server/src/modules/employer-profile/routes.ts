import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { employerProfileParamsSchema, employerProfileResponseSchema, updateEmployerProfileSchema } from '@core/employer-profile/schemas';
import { employerIdParamsSchema, payPerHireRequestSchema, payPerHireResponseSchema } from '@core/subscriptions/schemas';
import { domainProofResponseSchema } from '@core/employer-profile/domain-proof';
import { createDomainProofChecker } from '../../lib/domain-proof';
import { currentUser, requireAuth } from '../../plugins/auth';
import * as service from './service';

export const employerProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['employer-profile'];
  const list = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
  const domainProofChecker = createDomainProofChecker({
    dnsServers: list(app.env.DOMAIN_PROOF_DNS_SERVERS),
    scheme: app.env.DOMAIN_PROOF_SCHEME,
    port: app.env.DOMAIN_PROOF_PORT ?? null,
    timeoutMs: app.env.DOMAIN_PROOF_TIMEOUT_MS,
    allowedAddresses: list(app.env.DOMAIN_PROOF_ALLOWED_ADDRESSES),
  });

  app.get(
    '/api/employer-profile',
    { onRequest: requireAuth('employer'), schema: { tags, response: { 200: employerProfileResponseSchema } } },
    async (request) => {
      const user = currentUser(request);
      return service.getEmployerProfile(app.db, user, user.id);
    },
  );

  app.get(
    '/api/employer-profile/:userId',
    {
      onRequest: requireAuth('employer'),
      schema: { tags, params: employerProfileParamsSchema, response: { 200: employerProfileResponseSchema } },
    },
    async (request) => service.getEmployerProfile(app.db, currentUser(request), request.params.userId),
  );

  app.put(
    '/api/employer-profile/:userId',
    {
      onRequest: requireAuth('employer'),
      schema: {
        tags,
        params: employerProfileParamsSchema,
        body: updateEmployerProfileSchema,
        response: { 200: employerProfileResponseSchema },
      },
    },
    async (request) => service.updateEmployerProfile(app.db, currentUser(request), request.params.userId, request.body, app.clock()),
  );

  app.patch(
    '/api/employer-profile/:employerId',
    {
      onRequest: requireAuth('employer'),
      schema: { tags, params: employerIdParamsSchema, body: payPerHireRequestSchema, response: { 200: payPerHireResponseSchema } },
    },
    async (request) => service.setPayPerHire(app.db, currentUser(request), request.params.employerId, request.body.payPerHireEnabled),
  );

  app.get(
    '/api/employer-profile/:userId/domain-proof',
    {
      onRequest: requireAuth('employer'),
      schema: { tags, params: employerProfileParamsSchema, response: { 200: domainProofResponseSchema } },
    },
    async (request) => service.getDomainProof(app.db, currentUser(request), request.params.userId),
  );

  // Each check looks up DNS and fetches a file from the employer's website: capped per address as sign-in is.
  app.post(
    '/api/employer-profile/:userId/domain-proof/check',
    {
      onRequest: requireAuth('employer'),
      config: { rateLimit: { max: app.env.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      schema: { tags, params: employerProfileParamsSchema, response: { 200: domainProofResponseSchema } },
    },
    async (request) => service.checkDomainProof(app.db, domainProofChecker, currentUser(request), request.params.userId, app.clock()),
  );
};
