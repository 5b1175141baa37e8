import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '@core/auth/schemas';
import {
  CREW_MESSAGES,
  createCrewRequestSchema,
  crewIdParamsSchema,
  crewInvitationRequestSchema,
  crewInvitationResponseSchema,
  crewInvitationSchema,
  crewInvitationPreviewSchema,
  crewInvitationTokenParamsSchema,
  crewMemberParamsSchema,
  crewSchema,
  crewSearchQuerySchema,
  updateCrewRequestSchema,
} from '@core/crews/schemas';
import { workerIdParamsSchema } from '@core/applications/schemas';
import { crewJobInvitationRequestSchema, crewJobInvitationResponseSchema } from '@core/crews/job-invitations';
import { crewPlanMatchQuerySchema, crewPlanMatchSchema } from '@core/crews/plan-match';
import { currentUser, requireAuth } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { matchCrewsToPlan } from './crew-matching';
import { inviteCrewToJob } from './job-invitations';
import * as service from './service';

export const crewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['crews'];

  app.post(
    '/api/crews',
    { onRequest: requireAuth('worker'), schema: { tags, body: createCrewRequestSchema, response: { 201: crewSchema } } },
    async (request, reply) => reply.status(201).send(await service.createCrew(app.db, currentUser(request).id, request.body, app.clock())),
  );

  app.get(
    '/api/crews',
    { onRequest: requireAuth('employer'), schema: { tags, querystring: crewSearchQuerySchema, response: { 200: z.array(crewSchema) } } },
    async (request) => service.searchCrews(app.db, request.query, app.clock()),
  );

  // Employers: the crews an estimate's crew plan could use, and an invitation to apply to one of their jobs.
  app.get(
    '/api/crews/matches',
    {
      onRequest: requireAuth('employer'),
      schema: { tags, querystring: crewPlanMatchQuerySchema, response: { 200: z.array(crewPlanMatchSchema) } },
    },
    async (request) => matchCrewsToPlan(app.db, currentUser(request).id, request.query, app.clock()),
  );

  app.post(
    '/api/crews/:id/job-invitations',
    {
      onRequest: requireAuth('employer'),
      schema: {
        tags,
        params: crewIdParamsSchema,
        body: crewJobInvitationRequestSchema,
        response: { 201: crewJobInvitationResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await inviteCrewToJob(app.db, app.notifier, currentUser(request), request.params.id, request.body, app.clock())),
  );

  app.get(
    '/api/crews/:id',
    { onRequest: requireAuth('worker', 'employer'), schema: { tags, params: crewIdParamsSchema, response: { 200: crewSchema } } },
    async (request) => service.getCrew(app.db, currentUser(request), request.params.id, app.clock()),
  );

  app.get(
    '/api/worker/:userId/crews',
    { onRequest: requireAuth('worker'), schema: { tags, params: workerIdParamsSchema, response: { 200: z.array(crewSchema) } } },
    async (request) => {
      const user = currentUser(request);
      if (request.params.userId !== user.id) throw new AppError(403, CREW_MESSAGES.notYourCrews);
      return service.listWorkerCrews(app.db, user.id, app.clock());
    },
  );

  app.put(
    '/api/crews/:id',
    {
      onRequest: requireAuth('worker'),
      schema: { tags, params: crewIdParamsSchema, body: updateCrewRequestSchema, response: { 200: crewSchema } },
    },
    async (request) => service.updateCrew(app.db, currentUser(request).id, request.params.id, request.body, app.clock()),
  );

  app.post(
    '/api/crews/:id/invitations',
    {
      onRequest: requireAuth('worker'),
      schema: { tags, params: crewIdParamsSchema, body: crewInvitationRequestSchema, response: { 201: crewInvitationResponseSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const sent = await service.inviteToCrew(
        app.db,
        app.notifier,
        app.channelProviders,
        user,
        request.params.id,
        request.body,
        app.clock(),
      );
      return reply.status(201).send(sent);
    },
  );

  app.get(
    '/api/crews/:id/invitations',
    { onRequest: requireAuth('worker'), schema: { tags, params: crewIdParamsSchema, response: { 200: z.array(crewInvitationSchema) } } },
    async (request) => service.listCrewInvitations(app.db, currentUser(request).id, request.params.id, app.clock()),
  );

  app.get(
    '/api/crew-invitations/:token',
    { schema: { tags, params: crewInvitationTokenParamsSchema, response: { 200: crewInvitationPreviewSchema } } },
    async (request) => service.previewCrewInvitation(app.db, request.params.token, app.clock()),
  );

  app.post(
    '/api/crew-invitations/:token/accept',
    { onRequest: requireAuth('worker'), schema: { tags, params: crewInvitationTokenParamsSchema, response: { 200: crewSchema } } },
    async (request) => service.acceptCrewInvitation(app.db, currentUser(request), request.params.token, app.clock()),
  );

  app.delete(
    '/api/crews/:id/members/:userId',
    { onRequest: requireAuth('worker'), schema: { tags, params: crewMemberParamsSchema, response: { 200: messageResponseSchema } } },
    async (request) => service.removeMember(app.db, currentUser(request).id, request.params.id, request.params.userId),
  );
};
