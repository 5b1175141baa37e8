import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_MESSAGES } from '@core/shared/messages';
import { readBearerToken, SESSION_COOKIE } from './auth';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isOwnOrigin(request: FastifyRequest, origin: string, publicOrigin: string | null): boolean {
  if (origin === publicOrigin) return true;
  try {
    // Host only, read with the Origin's scheme (default ports drop out): behind a TLS proxy that
    // is not trusted, the request itself looks like http.
    const { protocol, host } = new URL(origin);
    return host === new URL(`${protocol}//${request.host}`).host;
  } catch {
    return false;
  }
}

/** Whether the browser says this request came from this site: Sec-Fetch-Site when sent, else Origin. */
export function comesFromThisSite(request: FastifyRequest, publicOrigin: string | null): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  return fetchSite
    ? fetchSite === 'same-origin' || fetchSite === 'none'
    : origin === undefined || isOwnOrigin(request, origin, publicOrigin);
}

export function publicOriginOf(publicUrl: string | undefined): string | null {
  return publicUrl ? new URL(publicUrl).origin : null;
}

/**
 * Refuses (403) a state-changing request authenticated by the session cookie unless the browser
 * says it came from this site: Sec-Fetch-Site when sent, else Origin. Bearer-token requests
 * cannot be forged cross-site and pass; so do requests with neither header (not a browser).
 */
export const csrfPlugin = fp(async (app: FastifyInstance) => {
  const publicOrigin = publicOriginOf(app.env.PUBLIC_URL);
  app.addHook('onRequest', (request, _reply, done) => {
    const isRefused =
      !SAFE_METHODS.has(request.method) &&
      Boolean(request.cookies[SESSION_COOKIE]) &&
      !readBearerToken(request) &&
      !comesFromThisSite(request, publicOrigin);
    done(isRefused ? new AppError(403, REQUEST_MESSAGES.crossSite) : undefined);
  });
});
