import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountCodeRequestSchema,
  phoneResetCodeRequestSchema,
  phoneResetPasswordSchema,
  setPasswordByCodeSchema,
} from '@core/auth/phone-account-schemas';
import { authResponseSchema, messageResponseSchema } from '@core/auth/schemas';
import { hashSessionToken } from '../../lib/tokens';
import { currentUser, readSessionToken, requireAuth, setSessionCookie } from '../../plugins/auth';
import type { PhoneCodeRules } from '../channels/verification';
import * as phoneAccount from './phone-account-service';

const tags = ['auth'];

/** What a texted code does for an account (issue 55): confirm its deletion, reset or set its password. */
export const phoneAccountRoutes: FastifyPluginAsyncZod<{ rules: PhoneCodeRules }> = async (app, { rules }) => {
  const ttlDays = app.env.SESSION_TTL_DAYS;
  // The same per-IP limit as sign-in: every one of these sends a text or checks a code.
  const rateLimit = { max: app.env.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' };
  const caller = (request: { ip: string }) => ({ ip: request.ip, rules });
  const deps = (instance: FastifyInstance) => ({ db: instance.db, providers: instance.channelProviders });

  app.post(
    '/api/auth/delete-permanently/code',
    {
      onRequest: requireAuth(),
      config: { rateLimit },
      schema: { tags, body: accountCodeRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) =>
      phoneAccount.sendAccountCode(
        deps(app),
        currentUser(request),
        { channel: request.body.channel, purpose: 'delete_account' },
        caller(request),
        app.clock(),
      ),
  );

  app.post(
    '/api/auth/password/code',
    {
      onRequest: requireAuth(),
      config: { rateLimit },
      schema: { tags, body: accountCodeRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) =>
      phoneAccount.sendAccountCode(
        deps(app),
        currentUser(request),
        { channel: request.body.channel, purpose: 'password_reset' },
        caller(request),
        app.clock(),
      ),
  );

  app.post(
    '/api/auth/password',
    {
      onRequest: requireAuth(),
      config: { rateLimit },
      schema: { tags, body: setPasswordByCodeSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const token = readSessionToken(request);
      return phoneAccount.setPasswordByCode(
        { db: app.db, sessions: app.sessions },
        currentUser(request).id,
        { ...request.body, keepTokenHash: token ? hashSessionToken(token) : null },
        app.clock(),
      );
    },
  );

  app.post(
    '/api/auth/forgot-password/phone',
    { config: { rateLimit }, schema: { tags, body: phoneResetCodeRequestSchema, response: { 200: messageResponseSchema } } },
    async (request) =>
      phoneAccount.requestPhonePasswordReset(
        { ...deps(app), log: request.log },
        { ...request.body, language: request.body.language ?? 'en' },
        caller(request),
        app.clock(),
      ),
  );

  app.post(
    '/api/auth/reset-password/phone',
    { config: { rateLimit }, schema: { tags, body: phoneResetPasswordSchema, response: { 200: authResponseSchema } } },
    async (request, reply) => {
      const session = await phoneAccount.resetPasswordByPhone({ db: app.db, sessions: app.sessions }, request.body, {
        ttlDays,
        now: app.clock(),
      });
      setSessionCookie(request, reply, session.token, ttlDays);
      return session;
    },
  );
};
