import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkJobsFromEstimateSchema,
  bulkJobsResponseSchema,
  createJobSchema,
  deleteJobResponseSchema,
  employerJobParamsSchema,
  jobActivityResponseSchema,
  jobCountResponseSchema,
  jobIdParamsSchema,
  jobListResponseSchema,
  jobSchema,
  jobSearchQuerySchema,
  jobSearchResponseSchema,
  type JobSearchResponse,
  jobStatusSchema,
  postedJobSchema,
  renewedJobSchema,
  updateJobSchema,
} from '@core/jobs/schemas';
import { JOB_MESSAGES } from '@core/jobs/messages';
import { currentUser, requireAuth } from '../../plugins/auth';
import * as jobsService from './service';

const tags = ['jobs'];

export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Per account (the limit's hook runs after requireAuth): a crew behind one address searches apart.
  const searchRateLimit = {
    max: app.env.JOB_SEARCH_RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : request.ip),
  };

  app.get(
    '/api/jobs',
    {
      onRequest: requireAuth(),
      config: { rateLimit: searchRateLimit },
      schema: { tags, querystring: jobSearchQuerySchema, response: { 200: jobSearchResponseSchema } },
    },
    // The busiest route: the service answers JSON text (cards PostgreSQL wrote), sent as it is;
    // the schema above documents it in OpenAPI.
    async (request, reply) => {
      const now = app.clock();
      const page = await jobsService.searchJobCards(app.db, app.jobSearch, currentUser(request), request.query, {
        now,
        matchInputs: app.matchInputs,
      });
      const rated = await jobsService.withEmployerRatings(app.db, page, app.employerRatings, now);
      // JSON text of a JobSearchResponse: Fastify sends a string with a JSON content type unchanged.
      const body = jobsService.searchResponseJson(rated) as unknown as JobSearchResponse;
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  app.get(
    '/api/jobs/count',
    {
      onRequest: requireAuth(),
      config: { rateLimit: searchRateLimit },
      schema: { tags, querystring: jobSearchQuerySchema, response: { 200: jobCountResponseSchema } },
    },
    async (request) => jobsService.countJobs(app.db, app.jobSearch, request.query, currentUser(request), app.matchInputs),
  );

  app.get(
    '/api/jobs/:jobId',
    { onRequest: requireAuth(), schema: { tags, params: jobIdParamsSchema, response: { 200: jobSchema } } },
    async (request) =>
      jobsService.getJob(app.db, { jobViews: app.jobViews, now: app.clock() }, currentUser(request), request.params.jobId, app.matchInputs),
  );

  app.get(
    '/api/employer/:userId/jobs',
    {
      onRequest: requireAuth('employer'),
      schema: { tags, params: z.object({ userId: z.string() }), response: { 200: jobListResponseSchema } },
    },
    async (request) =>
      jobsService.listEmployerJobs(app.db, { jobViews: app.jobViews, now: app.clock() }, currentUser(request), request.params.userId),
  );

  app.get(
    '/api/employer/:userId/jobs/:jobId/activity',
    {
      onRequest: requireAuth('employer'),
      schema: { tags, params: employerJobParamsSchema, response: { 200: jobActivityResponseSchema } },
    },
    async (request) =>
      jobsService.getJobActivity(
        app.db,
        { jobViews: app.jobViews, now: app.clock() },
        currentUser(request),
        request.params.userId,
        request.params.jobId,
      ),
  );

  app.post(
    '/api/jobs',
    { onRequest: requireAuth(), schema: { tags, body: createJobSchema, response: { 201: postedJobSchema } } },
    async (request, reply) => {
      const job = await jobsService.createJob(app.db, currentUser(request), request.body, app.clock());
      return reply.status(201).send(job);
    },
  );

  app.post(
    '/api/jobs/bulk-from-estimate',
    {
      onRequest: requireAuth(),
      schema: { tags, body: bulkJobsFromEstimateSchema, response: { 201: bulkJobsResponseSchema } },
    },
    async (request, reply) => {
      const result = await jobsService.createJobsFromEstimate(app.db, currentUser(request), request.body, app.clock());
      return reply.status(201).send(result);
    },
  );

  app.put(
    '/api/jobs/:jobId',
    {
      onRequest: requireAuth(),
      schema: { tags, params: jobIdParamsSchema, body: updateJobSchema, response: { 200: postedJobSchema } },
    },
    async (request) => jobsService.updateJob(app.db, currentUser(request), request.params.jobId, request.body, app.clock()),
  );

  app.patch(
    '/api/jobs/:jobId/status',
    {
      onRequest: requireAuth(),
      schema: { tags, params: jobIdParamsSchema, body: jobStatusSchema, response: { 200: jobSchema } },
    },
    async (request) => jobsService.setJobStatus(app.db, currentUser(request), request.params.jobId, request.body.isActive, app.clock()),
  );

  app.post(
    '/api/jobs/:jobId/renew',
    { onRequest: requireAuth(), schema: { tags, params: jobIdParamsSchema, response: { 200: renewedJobSchema } } },
    async (request) => jobsService.renewJob(app.db, currentUser(request), request.params.jobId, app.clock()),
  );

  app.delete(
    '/api/jobs/:jobId',
    { onRequest: requireAuth(), schema: { tags, params: jobIdParamsSchema, response: { 200: deleteJobResponseSchema } } },
    async (request) => {
      await jobsService.deleteJob(app.db, currentUser(request), request.params.jobId);
      return { message: JOB_MESSAGES.deleted };
    },
  );
};
