import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES, updateAccountRequestSchema, updateAccountResponseSchema } from '@core/auth/account-schemas';
import { confirmEmailChangeRequestSchema, EMAIL_CHANGE_MESSAGES, updateUserResponseSchema } from '@core/auth/email-change-schemas';
import { deleteAccountBodySchema } from '@core/auth/phone-account-schemas';
import { messageResponseSchema } from '@core/auth/schemas';
import { updateUserRequestSchema, userIdParamsSchema } from '@core/worker-profile/schemas';
import { hashSessionToken } from '../../lib/tokens';
import { clearSessionCookie, currentUser, readSessionToken, requireAuth } from '../../plugins/auth';
import * as accountService from './account-service';
import * as emailChangeService from './email-change-service';
import * as userService from './user-service';
import { SIGN_IN_THROTTLE, toUserDto } from './service';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['auth'];
  const { storage } = app;
  // Sign-in's per-account budget: an e-mail change checks the password too. The deletion also
  // clears an instance's in-memory counters with it (the database's go in its transaction).
  const signInThrottle = app.createThrottle(SIGN_IN_THROTTLE);

  app.put(
    '/api/users/:userId',
    {
      onRequest: requireAuth(),
      schema: {
        tags: ['users'],
        params: userIdParamsSchema,
        body: updateUserRequestSchema,
        response: { 200: updateUserResponseSchema },
      },
    },
    async (request) =>
      userService.updateUser(
        { db: app.db, sessions: app.sessions, notifier: app.notifier, throttle: signInThrottle, now: app.clock() },
        currentUser(request),
        request.params.userId,
        request.body,
      ),
  );

  // The link e-mailed to a new address; it may open in another browser, so the token is the proof.
  app.post(
    '/api/auth/confirm-email',
    {
      config: { rateLimit: { max: app.env.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      schema: { tags, body: confirmEmailChangeRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const sessionToken = readSessionToken(request);
      await emailChangeService.confirmEmailChange(app.db, app.sessions, {
        token: request.body.token,
        now: app.clock(),
        keepTokenHash: sessionToken ? hashSessionToken(sessionToken) : null,
      });
      return { message: EMAIL_CHANGE_MESSAGES.confirmed };
    },
  );

  // No user id in the path: the session says whose account this is, so nobody can set another's.
  app.patch(
    '/api/auth/me',
    { onRequest: requireAuth(), schema: { tags, body: updateAccountRequestSchema, response: { 200: updateAccountResponseSchema } } },
    async (request) => ({
      user: toUserDto(await accountService.updateAccount(app.db, app.sessions, currentUser(request).id, request.body)),
    }),
  );

  app.put(
    '/api/auth/deactivate',
    { onRequest: requireAuth(), schema: { tags, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      await accountService.deactivateAccount(app.db, app.sessions, currentUser(request).id, app.clock());
      clearSessionCookie(reply);
      return { message: ACCOUNT_MESSAGES.deactivated };
    },
  );

  app.delete(
    '/api/auth/delete-permanently',
    {
      onRequest: requireAuth(),
      // Same budget as sign-in: the password (or code) check must not be a guessing oracle.
      config: { rateLimit: { max: app.env.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      schema: { tags, body: deleteAccountBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request, reply) => {
      await accountService.deleteAccountPermanently(
        { db: app.db, sessions: app.sessions, storage, log: request.log, now: app.clock() },
        currentUser(request).id,
        request.body,
      );
      await signInThrottle.reset(currentUser(request).email);
      clearSessionCookie(reply);
      return { message: ACCOUNT_MESSAGES.deleted };
    },
  );
};
