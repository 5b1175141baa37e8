import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobIdParamsSchema, jobSchema, similarJobsResponseSchema } from '@core/jobs/schemas';
import { publicBaseUrl } from '../../lib/public-url';
import { clientRootFor } from '../../plugins/client';
import { AppError } from '../../plugins/errors';
import * as jobsService from '../jobs/service';
import { renderJobPage, renderUnavailableJobPage } from './job-page';
import { renderSitemap } from './sitemap';

const tags = ['public-pages'];

export const publicPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const origin = publicBaseUrl(app.env);

  app.get('/api/public/jobs/:jobId', { schema: { tags, params: jobIdParamsSchema, response: { 200: jobSchema } } }, async (request) =>
    jobsService.viewPublicJob(app.db, { jobViews: app.jobViews, now: app.clock() }, request.params.jobId),
  );

  app.get(
    '/api/public/jobs/:jobId/similar',
    { schema: { tags, params: jobIdParamsSchema, response: { 200: similarJobsResponseSchema } } },
    async (request) => jobsService.listSimilarJobs(app.db, request.params.jobId),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const jobs = await jobsService.listSitemapJobs(app.db, SITEMAP_JOB_LIMIT);
    return reply.type('application/xml').header('cache-control', 'public, max-age=3600').send(renderSitemap(origin, jobs));
  });

  // Crawlers need the sitemap's absolute address, which only the server knows.
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain')
      .header('cache-control', 'public, max-age=3600')
      .send(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /objects/\n\nSitemap: ${origin}/sitemap.xml\n`),
  );

  // Job pages hold the job in the HTML itself, so search engines index them without running scripts.
  const indexHtml = path.join(clientRootFor(app.env), 'index.html');
  if (!existsSync(indexHtml)) return;
  const template = readFileSync(indexHtml, 'utf8');

  app.get('/jobs/:jobId', { schema: { hide: true, params: jobIdParamsSchema } }, async (request, reply) => {
    const { jobId } = request.params;
    const canonicalUrl = `${origin}/jobs/${encodeURIComponent(jobId)}`;
    reply.type('text/html').header('cache-control', 'no-cache');
    try {
      const page = await jobsService.getPublicJobPage(app.db, jobId, app.clock());
      return reply.send(renderJobPage(template, page, canonicalUrl));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const similarJobs = await jobsService.listSimilarJobs(app.db, jobId);
      return reply.status(error.statusCode).send(renderUnavailableJobPage(template, error.message, similarJobs, canonicalUrl));
    }
  });
};

/** A sitemap file holds at most 50,000 addresses; the public pages take a few of them. */
const SITEMAP_JOB_LIMIT = 49_900;
