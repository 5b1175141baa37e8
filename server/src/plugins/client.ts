import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_MESSAGES } from '@core/shared/messages';
import { LANGUAGES, type Language } from '@core/shared/options';
import { pageLanguage } from '../lib/language';
import { repoRoot } from '../lib/run-time-paths';
import type { Env } from '../config/env';

const clientDistDir = path.join(repoRoot, 'dist/client');

/** The folder of the built client: CLIENT_DIST_DIR, else dist/client. */
export function clientRootFor(env: Pick<Env, 'CLIENT_DIST_DIR'>): string {
  return env.CLIENT_DIST_DIR ? path.resolve(env.CLIENT_DIST_DIR) : clientDistDir;
}

/**
 * Build files under assets/ carry their content hash in the name, so browsers keep them a year
 * without asking; everything else (index.html, sw.js, the manifest) is revalidated on every visit
 * so a release reaches users at once.
 */
function cacheHeadersFor(root: string) {
  const hashedAssetsDir = path.join(root, 'assets') + path.sep;
  return (reply: FastifyReply, filePath: string) => {
    reply.header('cache-control', filePath.startsWith(hashedAssetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache');
  };
}

/**
 * The public pages the build pre-rendered (client/build/prerender.ts: prerender/index.html for /,
 * prerender/pricing.html for /pricing, the Spanish ones under prerender/es/), by path and language.
 */
function prerenderedPages(root: string): Map<string, Partial<Record<Language, string>>> {
  const pages = new Map<string, Partial<Record<Language, string>>>();
  for (const language of LANGUAGES) {
    const folder = language === 'en' ? 'prerender' : `prerender/${language}`;
    const dir = path.join(root, folder);
    const files = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.html')) : [];
    for (const file of files) {
      const pagePath = file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`;
      pages.set(pagePath, { ...pages.get(pagePath), [language]: `${folder}/${file}` });
    }
  }
  return pages;
}

/**
 * Serves the built React app, brotli or gzip files written at build time when the browser takes
 * them; other unknown paths get index.html so the client router decides.
 */
export const clientPlugin = fp(async (app: FastifyInstance) => {
  const root = clientRootFor(app.env);
  const hasClient = existsSync(path.join(root, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      // `/` is a page like the others: pre-rendered or the SPA's index.html, below.
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheHeadersFor(root),
    });
    // A pre-rendered page shows its content before any script runs, in the page's language (?lang,
    // else the browser's). Another query string may change what the page shows: the app's shell,
    // which the client renders. The answer varies with the language.
    for (const [pagePath, files] of prerenderedPages(root)) {
      app.get(pagePath, (request, reply) => {
        const query = request.query as Record<string, unknown>;
        const { language } = pageLanguage(query, request.headers['accept-language']);
        const onlyLanguageAsked = Object.keys(query).every((key) => key === 'lang');
        reply.header('vary', 'accept-language').type('text/html');
        return reply.sendFile((onlyLanguageAsked && files[language]) || 'index.html');
      });
    }
  }

  app.setNotFoundHandler((request, reply) => {
    // A missing build file (from an older release) is a 404, never index.html posing as a script.
    const isPage = !['/api/', '/objects/', '/assets/'].some((prefix) => request.url.startsWith(prefix));
    if (hasClient && (request.method === 'GET' || request.method === 'HEAD') && isPage) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send(REQUEST_MESSAGES.notFound.coded({ method: request.method, path: request.url.split('?')[0]! }));
  });
});
