import { pipeline, Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { genericFeedQuerySchema, jobDistributionSchema, updateJobDistributionSchema } from '@core/feeds/schemas';
import type { ApplicationSource } from '@core/feeds/sources';
import { jobIdParamsSchema } from '@core/jobs/schemas';
import { publicBaseUrl } from '../../lib/public-url';
import { currentUser, requireAuth } from '../../plugins/auth';
import { GENERIC_FEED, INDEED_FEED, type FeedFormat } from './formats';
import { isNotModified, acceptsGzip } from './conditional';
import * as feedsService from './service';

const tags = ['feeds'];
// A feed is large and boards fetch it a few times a day: a reader asking more often than this is refused.
const FEED_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

export const feedsRoutes: FastifyPluginAsyncZod = async (app) => {
  const origin = publicBaseUrl(app.env);

  // Answers 304 when the reader's copy is current; otherwise streams the feed, gzipped when the reader accepts it.
  async function sendFeed(request: FastifyRequest, reply: FastifyReply, feedName: string, format: FeedFormat, source: ApplicationSource) {
    const now = app.clock();
    const version = await feedsService.readFeedVersion(app.db, feedName, source, now);
    reply
      .type('application/xml; charset=utf-8')
      .header('etag', version.etag)
      .header('last-modified', version.lastModified.toUTCString())
      .header('cache-control', 'public, max-age=900')
      .header('vary', 'accept-encoding');
    if (isNotModified(request.headers, version)) return reply.code(304).send();
    // HEAD (Fastify's, from this GET) would read and drop the whole feed: its headers say all a HEAD asks.
    if (request.method === 'HEAD') return reply.send();
    const body = Readable.from(feedsService.writeFeed(app.db, format, { origin, source, now, builtAt: version.lastModified }), {
      objectMode: false,
    });
    if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(body);
    // A failed read mid-way destroys both streams, so the reader sees a cut response, never a short feed that looks whole.
    const gzipped = pipeline(body, createGzip(), (error) => {
      if (error) request.log.warn({ err: error, feed: feedName }, 'feed stream failed');
    });
    return reply.header('content-encoding', 'gzip').send(gzipped);
  }

  app.get('/feeds/indeed.xml', { config: { rateLimit: FEED_RATE_LIMIT }, schema: { hide: true } }, (request, reply) =>
    sendFeed(request, reply, 'indeed', INDEED_FEED, 'indeed'),
  );

  // One feed for ZipRecruiter, Talent.com and Jooble: ?source=<board> tags its links with that board, else 'feed'.
  app.get(
    '/feeds/jobs.xml',
    { config: { rateLimit: FEED_RATE_LIMIT }, schema: { hide: true, querystring: genericFeedQuerySchema } },
    (request, reply) => sendFeed(request, reply, 'jobs', GENERIC_FEED, request.query.source ?? 'feed'),
  );

  app.get(
    '/api/employer/jobs/:jobId/distribution',
    { onRequest: requireAuth('employer'), schema: { tags, params: jobIdParamsSchema, response: { 200: jobDistributionSchema } } },
    async (request) => feedsService.getJobDistribution(app.db, currentUser(request).id, request.params.jobId, app.clock()),
  );

  app.put(
    '/api/employer/jobs/:jobId/distribution',
    {
      onRequest: requireAuth('employer'),
      schema: { tags, params: jobIdParamsSchema, body: updateJobDistributionSchema, response: { 200: jobDistributionSchema } },
    },
    async (request) =>
      feedsService.setJobListInFeeds(app.db, currentUser(request).id, request.params.jobId, request.body.listInFeeds, app.clock()),
  );
};
