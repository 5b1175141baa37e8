import { pipeline, Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicBaseUrl } from '../../lib/public-url';
import * as jobsService from '../jobs/service';
import { jobFileWriter, planSitemap, writePagesUrlset, writeSitemapIndex, writeUrlset } from './sitemap';

/** Company pages listed at most (those with the newest posts), so jobs keep most of a file. */
const SITEMAP_COMPANY_LIMIT = 10_000;

const sitemapFileParams = z.object({ file: z.string() });
const JOB_FILE = /^jobs-([1-9]\d{0,5})\.xml$/;

// gzip unless the reader refuses it (q=0) or does not name it.
function acceptsGzip(header: string | string[] | undefined): boolean {
  return String(header ?? '')
    .split(',')
    .some((part) => {
      const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
      if (name !== 'gzip' && name !== '*') return false;
      const quality = params.find((param) => param.startsWith('q='));
      return !quality || Number(quality.slice(2)) > 0;
    });
}

function sendXml(request: FastifyRequest, reply: FastifyReply, body: string | AsyncIterable<string>) {
  reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').header('vary', 'accept-encoding');
  // Fastify answers HEAD with this GET's body thrown away: a jobs file would be read whole for nothing.
  if (request.method === 'HEAD') return reply.send();
  if (typeof body === 'string' && body.length < 64_000) return reply.send(body);
  const stream = Readable.from(body, { objectMode: false });
  if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(stream);
  // A failed read mid-way destroys both streams: the crawler sees a cut response, never a short file that looks whole.
  const gzipped = pipeline(stream, createGzip(), (error) => {
    if (error) request.log.warn({ err: error, url: request.url }, 'sitemap stream failed');
  });
  return reply.header('content-encoding', 'gzip').send(gzipped);
}

/**
 * /sitemap.xml: one file of every public page, company page and listed job while they fit in one
 * sitemap's 50,000 addresses; past that, an index of /sitemaps/pages.xml and /sitemaps/jobs-N.xml (50,000
 * jobs each, newest post first). Job files stream in keyset batches; every job and company line has its lastmod.
 */
export const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  const origin = publicBaseUrl(app.env);

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const now = app.clock();
    const companies = await jobsService.listSitemapCompanies(app.db, SITEMAP_COMPANY_LIMIT);
    const plan = await planSitemap(app.db, now, companies.length);
    if (plan.kind === 'index') return sendXml(request, reply, writeSitemapIndex(origin, companies, plan.jobFiles));
    return sendXml(request, reply, writeUrlset({ db: app.db, origin, now }, companies));
  });

  app.get('/sitemaps/:file', { schema: { hide: true, params: sitemapFileParams } }, async (request, reply) => {
    const { file } = request.params;
    if (file === 'pages.xml') {
      const companies = await jobsService.listSitemapCompanies(app.db, SITEMAP_COMPANY_LIMIT);
      return sendXml(request, reply, writePagesUrlset(origin, companies));
    }
    const number = JOB_FILE.exec(file)?.[1];
    const writer = number ? await jobFileWriter({ db: app.db, origin, now: app.clock() }, Number(number)) : null;
    if (!writer) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return sendXml(request, reply, writer);
  });
};
