import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EMAIL_VERIFICATION_MESSAGES, verifyEmailRequestSchema } from '@core/auth/email-verification-schemas';
import { messageResponseSchema } from '@core/auth/schemas';
import { currentUser, requireAuth } from '../../plugins/auth';
import * as verificationService from './email-verification-service';

/** A new account proves its address with a one-use link before notifications are e-mailed to it. */
export const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['auth'];
  const resendThrottle = app.createThrottle(verificationService.EMAIL_VERIFICATION_RESEND_THROTTLE);

  // The link may open in another browser, or one signed in as someone else: the token is the proof.
  app.post(
    '/api/auth/verify-email',
    {
      config: { rateLimit: { max: app.env.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      schema: { tags, body: verifyEmailRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await verificationService.verifyEmail(app.db, app.sessions, request.body.token, app.clock());
      return { message: EMAIL_VERIFICATION_MESSAGES.verified };
    },
  );

  app.post(
    '/api/auth/verify-email/resend',
    { onRequest: requireAuth(), schema: { tags, response: { 200: messageResponseSchema } } },
    async (request) => {
      await verificationService.resendVerificationEmail(
        { db: app.db, notifier: app.notifier, throttle: resendThrottle, now: app.clock() },
        currentUser(request).id,
      );
      return { message: EMAIL_VERIFICATION_MESSAGES.linkSent };
    },
  );
};
