import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES, type User } from '@core/auth/schemas';
import type { UserType } from '@core/shared/options';
import { createSessionStore, type SessionStore } from '../modules/auth/service';
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

/** The token from `Authorization: Bearer ...`, else from the httpOnly cookie. */
export function readSessionToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice('Bearer '.length).trim();
    if (token && token !== 'null' && token !== 'undefined') return token;
  }
  return request.cookies?.[SESSION_COOKIE] || null;
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

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  const sessions = createSessionStore(app.db, app.events);
  app.decorate('sessions', sessions);
  app.addHook('onClose', async () => sessions.close());
});

/** preHandler: 401 unless signed in; 403 unless the user has one of `roles` (when given). */
export function requireAuth(...roles: UserType[]) {
  return async function authenticate(this: FastifyInstance, request: FastifyRequest) {
    const token = readSessionToken(request);
    const user = token ? await this.sessions.findUser(token) : null;
    if (!user) throw new AppError(401, AUTH_MESSAGES.notSignedIn);
    if (roles.length > 0 && !roles.includes(user.userType)) {
      throw new AppError(403, `This action is only available to ${roles.join(' or ')} accounts`);
    }
    request.user = user;
  };
}

/** The signed-in user of a route guarded by requireAuth. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw new AppError(401, AUTH_MESSAGES.notSignedIn);
  return request.user;
}
