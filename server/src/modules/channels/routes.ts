import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@core/auth/schemas';
import {
  confirmPhoneCodeSchema,
  phoneStatusSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  sendPhoneCodeSchema,
} from '@core/channels/schemas';
import { currentUser, requireAuth } from '../../plugins/auth';
import * as channelsService from './service';
import type { PhoneCodeRules, PhoneTakenNotice } from './verification';

const tags = ['channels'];

export const channelsRoutes: FastifyPluginAsyncZod = async (app) => {
  const rules: PhoneCodeRules = {
    countries: app.env.PHONE_CODE_COUNTRIES,
    perIpPerHour: app.env.PHONE_CODES_PER_IP_PER_HOUR,
    perDay: app.env.PHONE_CODES_PER_DAY,
    accountCheck: app.env.PHONE_CODE_ACCOUNT_CHECK,
    minAccountAgeMinutes: app.env.PHONE_CODE_MIN_ACCOUNT_AGE_MINUTES,
  };
  const noticeTaken: PhoneTakenNotice = (db, previous, phone) =>
    app.notifier.email(db, {
      userId: previous.userId,
      to: previous.email,
      language: previous.language,
      kind: 'phone_taken_over',
      compose: ({ t }) => ({
        subject: t('phone_taken.subject'),
        content: {
          heading: t('phone_taken.heading'),
          paragraphs: [t('phone_taken.body', { ending: phone.slice(-4) }), t('phone_taken.not_you')],
        },
      }),
    });

  app.get(
    '/api/phone-verification',
    { onRequest: requireAuth(), schema: { tags, response: { 200: phoneStatusSchema } } },
    async (request) => channelsService.getPhoneStatus(app.db, currentUser(request).id, app.channelProviders.pushPublicKey, app.clock()),
  );

  app.post(
    '/api/phone-verification',
    { onRequest: requireAuth(), schema: { tags, body: sendPhoneCodeSchema, response: { 200: messageResponseSchema } } },
    async (request) =>
      channelsService.sendPhoneCode(
        app.db,
        app.channelProviders,
        currentUser(request),
        request.body,
        { ip: request.ip, rules },
        app.clock(),
      ),
  );

  app.post(
    '/api/phone-verification/confirm',
    { onRequest: requireAuth(), schema: { tags, body: confirmPhoneCodeSchema, response: { 200: messageResponseSchema } } },
    async (request) => channelsService.confirmPhoneCode(app.db, currentUser(request).id, request.body.code, app.clock(), noticeTaken),
  );

  app.post(
    '/api/push-subscriptions',
    { onRequest: requireAuth(), schema: { tags, body: pushSubscriptionSchema } },
    async (request, reply) => {
      await channelsService.subscribePush(app.db, currentUser(request).id, app.channelProviders, request.body);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/push-subscriptions',
    { onRequest: requireAuth(), schema: { tags, body: pushUnsubscribeSchema } },
    async (request, reply) => {
      await channelsService.unsubscribePush(app.db, currentUser(request).id, request.body.endpoint);
      return reply.code(204).send();
    },
  );
};
