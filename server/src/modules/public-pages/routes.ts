import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  jobCountResponseSchema,
  jobIdParamsSchema,
  jobSchema,
  jobSearchResponseSchema,
  publicJobSearchQuerySchema,
  similarJobsResponseSchema,
  type JobDto,
  type JobSearchResponse,
} from '@core/jobs/schemas';
import { publicCompanySchema } from '@core/employer-profile/public-company';
import { employerReviewsParamsSchema, REVIEW_MESSAGES } from '@core/reviews/schemas';
import { isUuid } from '@core/shared/ids';
import { z } from 'zod';
import type { Language } from '@core/shared/options';
import { localizeMessage, pageLanguage, publicPageTexts } from '../../lib/language';
import { publicBaseUrl } from '../../lib/public-url';
import { clientRootFor } from '../../plugins/client';
import { AppError } from '../../plugins/errors';
import * as jobsService from '../jobs/service';
import { getPublicCompany } from './company';
import { renderCompanyPage, renderUnknownCompanyPage } from './company-page';
import { renderJobPage, renderUnavailableJobPage } from './job-page';
import { canonicalSearchPath, renderJobSearchPage } from './job-search-page';
import { createPageRenderer } from './page-renderer';
import { sitemapRoutes } from './sitemap-routes';

const tags = ['public-pages'];

export const publicPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const origin = publicBaseUrl(app.env);

  // The job with its employer's rating where one is shown (search cards carry it too).
  const withRating = async <T extends { job: JobDto }>(page: T, now: Date) =>
    (await jobsService.withJobEmployerRatings(app.db, [page], app.employerRatings, now))[0]!;

  app.get('/api/public/jobs/:jobId', { schema: { tags, params: jobIdParamsSchema, response: { 200: jobSchema } } }, async (request) => {
    const now = app.clock();
    const job = await jobsService.viewPublicJob(app.db, { jobViews: app.jobViews, now }, request.params.jobId);
    return (await withRating({ job }, now)).job;
  });

  // A company's public page: its profile's public fields, open jobs and rating (its reviews: GET /api/employers/{id}/reviews).
  app.get(
    '/api/public/employers/:id',
    { schema: { tags, params: employerReviewsParamsSchema, response: { 200: publicCompanySchema } } },
    async (request) => getPublicCompany(app.db, request.params.id, { now: app.clock(), readRatings: app.employerRatings }),
  );

  app.get(
    '/api/public/jobs/:jobId/similar',
    { schema: { tags, params: jobIdParamsSchema, response: { 200: similarJobsResponseSchema } } },
    async (request) => jobsService.listSimilarJobs(app.db, request.params.jobId),
  );

  // Anyone's job search (/jobs): the same index and cards as the worker's, without best match or credentials.
  app.get(
    '/api/public/jobs',
    {
      config: { rateLimit: PUBLIC_SEARCH_RATE_LIMIT },
      schema: { tags, querystring: publicJobSearchQuerySchema, response: { 200: jobSearchResponseSchema } },
    },
    async (request, reply) => {
      const now = app.clock();
      const page = await jobsService.searchJobCards(app.db, app.jobSearch, null, request.query, { now });
      const rated = await jobsService.withEmployerRatings(app.db, page, app.employerRatings, now);
      // JSON text of a JobSearchResponse, sent as it is (as GET /api/jobs does).
      const body = jobsService.searchResponseJson(rated) as unknown as JobSearchResponse;
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  // How many jobs the public search finds (its "N jobs"), capped as the worker's count is.
  app.get(
    '/api/public/jobs/count',
    {
      config: { rateLimit: PUBLIC_SEARCH_RATE_LIMIT },
      schema: { tags, querystring: publicJobSearchQuerySchema, response: { 200: jobCountResponseSchema } },
    },
    async (request) => jobsService.countJobs(app.db, app.jobSearch, request.query),
  );

  await app.register(sitemapRoutes);

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
  const renderer = createPageRenderer(clientRootFor(app.env), app.log);
  if (renderer) app.addHook('onClose', () => renderer.close());
  // The app's render of a page for this visitor: its API calls are the visitor's own (address, language), without credentials.
  const renderFor = async (request: FastifyRequest, language: Language) =>
    renderer?.render(origin + request.url, language, async (apiPath) => {
      if (!apiPath.startsWith('/api/')) return { status: 403, contentType: 'text/plain', body: '' };
      const answer = await app.inject({
        method: 'GET',
        url: apiPath,
        remoteAddress: request.ip,
        headers: { 'accept-language': request.headers['accept-language'] ?? '' },
      });
      return { status: answer.statusCode, contentType: String(answer.headers['content-type'] ?? ''), body: answer.body };
    }) ?? null;

  // In the asked language (?lang, kept in the canonical URL), else Accept-Language's: a shared link opens in the reader's words.
  app.get('/jobs/:jobId', { schema: { hide: true, params: jobIdParamsSchema } }, async (request, reply) => {
    const { jobId } = request.params;
    const { language, askedLanguage } = pageLanguage(request.query, request.headers['accept-language']);
    const canonicalUrl = `${origin}/jobs/${encodeURIComponent(jobId)}${askedLanguage ? `?lang=${askedLanguage}` : ''}`;
    reply.type('text/html').header('cache-control', 'no-cache').header('vary', 'accept-language');
    try {
      const now = app.clock();
      const page = await withRating(await jobsService.getPublicJobPage(app.db, jobId, now), now);
      return reply.send(renderJobPage(template, page, canonicalUrl, language, await renderFor(request, language)));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const similarJobs = await jobsService.listSimilarJobs(app.db, jobId);
      const message = localizeMessage(language, { message: error.message, code: error.code, params: error.params });
      return reply.status(error.statusCode).send(renderUnavailableJobPage(template, message, similarJobs, canonicalUrl, language));
    }
  });

  // A company's page with its data in the HTML, in the asked language (?lang, else Accept-Language), as a job's page.
  app.get('/companies/:id', { schema: { hide: true, params: z.object({ id: z.string() }) } }, async (request, reply) => {
    const { id } = request.params;
    const { language, askedLanguage } = pageLanguage(request.query, request.headers['accept-language']);
    const canonicalUrl = `${origin}/companies/${encodeURIComponent(id)}${askedLanguage ? `?lang=${askedLanguage}` : ''}`;
    reply.type('text/html').header('cache-control', 'no-cache').header('vary', 'accept-language');
    try {
      // A malformed id names no company: the page's 404 (the API's 400 is for callers).
      if (!isUuid(id)) throw new AppError(404, REVIEW_MESSAGES.employerNotFound);
      const company = await getPublicCompany(app.db, id, { now: app.clock(), readRatings: app.employerRatings });
      return reply.send(renderCompanyPage(template, company, canonicalUrl, language, await renderFor(request, language)));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const message = localizeMessage(language, { message: error.message, code: error.code, params: error.params });
      return reply.status(error.statusCode).send(renderUnknownCompanyPage(template, message, canonicalUrl, language));
    }
  });

  // The search's first page in the HTML, in the asked language (?lang, else Accept-Language), so search engines index it.
  app.get('/jobs', { config: { rateLimit: PUBLIC_SEARCH_RATE_LIMIT }, schema: { hide: true } }, async (request, reply) => {
    const raw = request.query as Record<string, unknown>;
    const { language, askedLanguage } = pageLanguage(raw, request.headers['accept-language']);
    // A link with a bad filter still shows jobs (the newest), kept out of indexes; the script then says what was wrong.
    const parsed = publicJobSearchQuerySchema.safeParse(raw);
    const query = parsed.success ? parsed.data : publicJobSearchQuerySchema.parse({});
    // The app's rendering holds the cards; the plain list is written only without it.
    const rendered = parsed.success ? await renderFor(request, language) : null;
    const now = app.clock();
    const count = rendered ? { total: 0, isCapped: false } : await jobsService.countJobs(app.db, app.jobSearch, query);
    const jobs = rendered
      ? []
      : (
          await jobsService.withJobEmployerRatings(
            app.db,
            (await jobsService.searchJobs(app.db, app.jobSearch, null, { ...query, cursor: undefined }, { now })).jobs.map((job) => ({
              job,
            })),
            app.employerRatings,
            now,
          )
        ).map(({ job }) => job);
    const html = renderJobSearchPage(
      template,
      { query, jobs, count, language, canonicalUrl: origin + canonicalSearchPath(query, askedLanguage), rendered },
      publicPageTexts(language),
    );
    return reply
      .type('text/html')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language')
      .send(parsed.success ? html : html.replace('</head>', () => '<meta name="robots" content="noindex" /></head>'));
  });
};

// Public, and asked on every keystroke (debounced) like the place suggestions.
const PUBLIC_SEARCH_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };
