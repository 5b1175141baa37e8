import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  deleteAccountRequestSchema,
  updateAccountRequestSchema,
  updateAccountResponseSchema,
} from '@core/auth/account-schemas';
import { messageResponseSchema, userSchema } from '@core/auth/schemas';
import { updateUserRequestSchema, userIdParamsSchema } from '@core/worker-profile/schemas';
import { clearSessionCookie, currentUser, requireAuth } from '../../plugins/auth';
import * as accountService from './account-service';
import * as userService from './user-service';
import { SIGN_IN_THROTTLE, toUserDto } from './service';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['auth'];
  const { storage } = app;
  // The database's counters go in the deletion's transaction; this also clears an instance's in-memory ones (PGlite).
  const signInThrottle = app.createThrottle(SIGN_IN_THROTTLE);

  app.put(
    '/api/users/:userId',
    {
      onRequest: requireAuth(),
      schema: {
        tags: ['users'],
        params: userIdParamsSchema,
        body: updateUserRequestSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => userService.updateUser(app.db, app.sessions, currentUser(request), request.params.userId, request.body),
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
      await accountService.deactivateAccount(app.db, app.sessions, currentUser(request).id);
      clearSessionCookie(reply);
      return { message: ACCOUNT_MESSAGES.deactivated };
    },
  );

  app.delete(
    '/api/auth/delete-permanently',
    {
      onRequest: requireAuth(),
      // Same budget as sign-in: the password check must not be a guessing oracle.
      config: { rateLimit: { max: app.env.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      schema: { tags, body: deleteAccountRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request, reply) => {
      await accountService.deleteAccountPermanently(
        { db: app.db, sessions: app.sessions, storage, log: request.log },
        currentUser(request).id,
        request.body.confirmPassword,
      );
      await signInThrottle.reset(currentUser(request).email);
      clearSessionCookie(reply);
      return { message: ACCOUNT_MESSAGES.deleted };
    },
  );
};
