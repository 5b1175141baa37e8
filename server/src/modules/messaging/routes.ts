import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  conversationIdSchema,
  conversationListSchema,
  conversationParamsSchema,
  listMessagesQuerySchema,
  messageListSchema,
  messageSchema,
  sendMessageRequestSchema,
  startConversationRequestSchema,
  whatsappLinkSchema,
} from '@core/messaging/schemas';
import { currentUser, requireAuth } from '../../plugins/auth';
import * as messagingService from './service';

export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['messaging'];

  app.get(
    '/api/conversations',
    { onRequest: requireAuth(), schema: { tags, response: { 200: conversationListSchema } } },
    async (request) => messagingService.listConversations(app.db, currentUser(request).id),
  );

  app.post(
    '/api/conversations',
    {
      onRequest: requireAuth(),
      schema: { tags, body: startConversationRequestSchema, response: { 200: conversationIdSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const { otherUserId, jobId, applicationId } = request.body;
      if (applicationId) return messagingService.startCrewConversation(app.db, user, applicationId);
      if (jobId) {
        return messagingService.startConversationAboutJob(app.db, { userId: user.id, userType: user.userType, jobId, now: app.clock() });
      }
      return messagingService.startConversation(app.db, { userId: user.id, userType: user.userType, otherUserId: otherUserId! });
    },
  );

  app.get(
    '/api/conversations/:id/messages',
    {
      onRequest: requireAuth(),
      schema: {
        tags,
        params: conversationParamsSchema,
        querystring: listMessagesQuerySchema,
        response: { 200: messageListSchema },
      },
    },
    async (request) =>
      messagingService.readConversation(app.db, {
        userId: currentUser(request).id,
        userType: currentUser(request).userType,
        conversationId: request.params.id,
        after: request.query.after,
        now: app.clock(),
      }),
  );

  app.post(
    '/api/conversations/:id/messages',
    {
      onRequest: requireAuth(),
      schema: {
        tags,
        params: conversationParamsSchema,
        body: sendMessageRequestSchema,
        response: { 201: messageSchema },
      },
    },
    async (request, reply) => {
      const message = await messagingService.sendMessage(app.db, app.events, {
        senderId: currentUser(request).id,
        conversationId: request.params.id,
        receiverId: request.body.receiverId,
        content: request.body.content,
        platform: request.body.platform,
      });
      return reply.status(201).send(message);
    },
  );

  app.post(
    '/api/conversations/:id/whatsapp-link',
    {
      onRequest: requireAuth(),
      schema: { tags, params: conversationParamsSchema, response: { 200: whatsappLinkSchema } },
    },
    async (request) =>
      messagingService.createWhatsappLink(app.db, app.events, {
        userId: currentUser(request).id,
        conversationId: request.params.id,
      }),
  );
};
