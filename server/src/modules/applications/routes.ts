import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APPLICATION_MESSAGES,
  applicationIdParamsSchema,
  applicationReviewRequestSchema,
  bulkUpdateApplicationStatusRequestSchema,
  contactCandidateRequestSchema,
  contactCandidateResponseSchema,
  createApplicationRequestSchema,
  employerApplicationSchema,
  employerApplicationsPageSchema,
  employerApplicationsQuerySchema,
  resumeResponseSchema,
  updateApplicationRequestSchema,
  updateApplicationStatusRequestSchema,
  workerApplicationSchema,
  workerIdParamsSchema,
} from '@core/applications/schemas';
import { messageResponseSchema } from '@core/auth/schemas';
import { crewApplicationResponseSchema } from '@core/crews/schemas';
import { currentUser, requireAuth } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import * as service from './service';

export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['applications'];

  app.post(
    '/api/applications',
    {
      onRequest: requireAuth('worker'),
      schema: {
        tags,
        body: createApplicationRequestSchema,
        response: { 201: z.union([workerApplicationSchema, crewApplicationResponseSchema]) },
      },
    },
    async (request, reply) => {
      const { body } = request;
      // A foreman applying with his crew sends crewId and memberIds (issue 51); a worker applying alone neither.
      const isCrew = body.crewId !== undefined || body.memberIds !== undefined;
      const application = isCrew
        ? await service.applyAsCrew(app.db, app.events, app.notifier, currentUser(request), body, app.clock())
        : await service.applyToJob(app.db, app.events, app.notifier, currentUser(request).id, body, app.clock());
      return reply.status(201).send(application);
    },
  );

  app.get(
    '/api/worker/:userId/applications',
    {
      onRequest: requireAuth('worker'),
      schema: { tags, params: workerIdParamsSchema, response: { 200: z.array(workerApplicationSchema) } },
    },
    async (request) => {
      const user = currentUser(request);
      if (request.params.userId !== user.id) throw new AppError(403, APPLICATION_MESSAGES.notYourApplications);
      return service.listWorkerApplications(app.db, user.id);
    },
  );

  app.put(
    '/api/applications/:id',
    {
      onRequest: requireAuth('worker'),
      schema: {
        tags,
        params: applicationIdParamsSchema,
        body: updateApplicationRequestSchema,
        response: { 200: workerApplicationSchema },
      },
    },
    async (request) => service.updateWorkerApplication(app.db, currentUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/applications/:id',
    {
      onRequest: requireAuth('worker'),
      schema: { tags, params: applicationIdParamsSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await service.deleteWorkerApplication(app.db, currentUser(request).id, request.params.id);
      return { message: APPLICATION_MESSAGES.deleted };
    },
  );

  app.get(
    '/api/employer/applications',
    {
      onRequest: requireAuth('employer'),
      schema: {
        tags,
        querystring: employerApplicationsQuerySchema,
        response: { 200: z.union([z.array(employerApplicationSchema), employerApplicationsPageSchema]) },
      },
    },
    async (request) => service.searchEmployerApplications(app.db, currentUser(request).id, request.query, app.clock()),
  );

  app.patch(
    '/api/employer/applications/:id/review',
    {
      onRequest: requireAuth('employer'),
      schema: {
        tags,
        params: applicationIdParamsSchema,
        body: applicationReviewRequestSchema,
        response: { 200: employerApplicationSchema },
      },
    },
    async (request) => service.reviewApplication(app.db, currentUser(request).id, request.params.id, request.body, app.clock()),
  );

  app.post(
    '/api/employer/applications/bulk-status',
    {
      onRequest: requireAuth('employer'),
      schema: { tags, body: bulkUpdateApplicationStatusRequestSchema, response: { 200: z.array(employerApplicationSchema) } },
    },
    async (request) =>
      service.bulkUpdateApplicationStatus(
        app.db,
        app.events,
        app.notifier,
        currentUser(request).id,
        request.body.applicationIds,
        request.body.status,
        app.clock(),
      ),
  );

  app.patch(
    '/api/applications/:id/status',
    {
      onRequest: requireAuth('employer'),
      schema: {
        tags,
        params: applicationIdParamsSchema,
        body: updateApplicationStatusRequestSchema,
        response: { 200: employerApplicationSchema },
      },
    },
    async (request) =>
      service.updateApplicationStatus(
        app.db,
        app.events,
        app.notifier,
        currentUser(request).id,
        request.params.id,
        request.body,
        app.clock(),
      ),
  );

  app.get(
    '/api/applications/:id/resume',
    {
      onRequest: requireAuth('employer'),
      schema: { tags, params: applicationIdParamsSchema, response: { 200: resumeResponseSchema } },
    },
    async (request) => service.getApplicationResume(app.db, currentUser(request).id, request.params.id),
  );

  app.post(
    '/api/applications/:id/contact',
    {
      onRequest: requireAuth('employer'),
      schema: {
        tags,
        params: applicationIdParamsSchema,
        body: contactCandidateRequestSchema,
        response: { 200: contactCandidateResponseSchema },
      },
    },
    async (request) => service.contactCandidate(app.db, app.events, currentUser(request).id, request.params.id, request.body),
  );
};
