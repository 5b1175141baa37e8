import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { phoneCodeRequestSchema, phoneSignInRequestSchema, phoneSignInResponseSchema } from '@core/auth/phone-sign-in-schemas';
import { messageResponseSchema } from '@core/auth/schemas';
import { setSessionCookie } from '../../plugins/auth';
import type { PhoneCodeRules } from '../channels/verification';
import { phoneAccountRoutes } from './phone-account-routes';
import * as phoneSignIn from './phone-sign-in-service';

const tags = ['auth'];

/** Sign-up and sign-in by phone and one-time code (issue 55): workers only; employers use e-mail. */
export const phoneSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const ttlDays = app.env.SESSION_TTL_DAYS;
  const rateLimit = { max: app.env.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' };
  const rules: PhoneCodeRules = {
    countries: app.env.PHONE_CODE_COUNTRIES,
    perIpPerHour: app.env.PHONE_CODES_PER_IP_PER_HOUR,
    perDay: app.env.PHONE_CODES_PER_DAY,
    accountCheck: app.env.PHONE_CODE_ACCOUNT_CHECK,
    minAccountAgeMinutes: app.env.PHONE_CODE_MIN_ACCOUNT_AGE_MINUTES,
  };
  // The account's own codes (delete, reset and set a password) share these rules and caps.
  await app.register(phoneAccountRoutes, { rules });

  app.post(
    '/api/auth/phone/code',
    { config: { rateLimit }, schema: { tags, body: phoneCodeRequestSchema, response: { 200: messageResponseSchema } } },
    async (request) =>
      phoneSignIn.sendSignInCode(
        app.db,
        app.channelProviders,
        { ...request.body, language: request.body.language ?? 'en' },
        { ip: request.ip, rules },
        app.clock(),
      ),
  );

  app.post(
    '/api/auth/phone/sign-in',
    { config: { rateLimit }, schema: { tags, body: phoneSignInRequestSchema, response: { 200: phoneSignInResponseSchema } } },
    async (request, reply) => {
      const session = await phoneSignIn.signInWithPhoneCode(
        { db: app.db, notifier: app.notifier },
        { ...request.body, language: request.body.language ?? 'en' },
        { ttlDays, now: app.clock() },
      );
      setSessionCookie(request, reply, session.token, ttlDays);
      return session;
    },
  );
};
