import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES, type User } from '@core/auth/schemas';
import type { AccountType } from '@core/shared/options';
import type { SessionStore } from '../lib/session-cache';
import { AppError } from './errors';

export const SESSION_COOKIE = 'token';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
  }
  interface FastifyInstance {
    sessions: SessionStore;
  }
}

/** The token from `Authorization: Bearer ...`, if any. */
export function readBearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  return token && token !== 'null' && token !== 'undefined' ? token : null;
}

/** The token from `Authorization: Bearer ...`, else from the httpOnly cookie. */
export function readSessionToken(request: FastifyRequest): string | null {
  return readBearerToken(request) ?? (request.cookies?.[SESSION_COOKIE] || null);
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, ttlDays: number) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
    maxAge: ttlDays * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

const authGuards = new WeakSet<object>();
const HOOKS_AFTER_PARSING = ['preParsing', 'preValidation', 'preHandler'] as const;
/** How the OpenAPI document (/api/docs/json) marks a route that needs a session. */
const SESSION_SECURITY: Record<string, string[]>[] = [{ bearerAuth: [] }, { cookieAuth: [] }];

const hasAuthGuard = (hooks: unknown) => [hooks].flat().some((hook) => authGuards.has(hook as object));

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  // A signed-in answer (or one that sets or clears the session) must never be kept by a browser or proxy.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && (readSessionToken(request) || reply.hasHeader('set-cookie'))) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
  app.addHook('onRoute', (route) => {
    if (HOOKS_AFTER_PARSING.some((hook) => hasAuthGuard(route[hook]))) {
      const where = `${String(route.method)} ${route.url}`;
      throw new Error(`${where}: attach requireAuth as onRequest, so a signed-out call is 401 before its body is judged`);
    }
    if (hasAuthGuard(route.onRequest)) route.schema = { ...route.schema, security: SESSION_SECURITY };
  });
});

/**
 * onRequest hook: 401 unless signed in; 403 unless the user has one of `roles` (when given).
 * It runs before the body is parsed or validated (any other hook refuses to start).
 */
export function requireAuth(...roles: AccountType[]) {
  async function authenticate(this: FastifyInstance, request: FastifyRequest) {
    const token = readSessionToken(request);
    const user = token ? await this.sessions.findUser(token) : null;
    if (!user) throw new AppError(401, AUTH_MESSAGES.notSignedIn);
    // Set before the role check, so that its refusal speaks the user's language.
    request.user = user;
    if (roles.length > 0 && !roles.includes(user.userType)) {
      throw new AppError(403, AUTH_MESSAGES.wrongAccountType.coded({ userTypes: roles.join(' or ') }));
    }
  }
  authGuards.add(authenticate);
  return authenticate;
}

/** The signed-in user of a route guarded by requireAuth. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw new AppError(401, AUTH_MESSAGES.notSignedIn);
  return request.user;
}
