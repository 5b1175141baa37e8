import { z } from 'zod';
import { applicationIdParamsSchema } from '@core/applications/schemas';
import { scheduleInterviewRequestSchema, scheduleInterviewResponseSchema } from '@core/interviews/schemas';
import { currentUser, requireAuth } from '../../plugins/auth';
import * as service from './service';
export const interviewsRoutes = async (app) => {
    const tags = ['interviews'];
    app.post('/api/applications/:id/interview', {
        onRequest: requireAuth('employer'),
        schema: {
            tags,
            params: applicationIdParamsSchema,
            body: scheduleInterviewRequestSchema,
            response: { 201: scheduleInterviewResponseSchema },
        },
    }, async (request, reply) => {
        const interview = await service.scheduleInterview(app.db, app.events, app.notifier, currentUser(request).id, request.params.id, request.body);
        return reply.status(201).send({ message: 'Interview scheduled!', interview });
    });
    app.get('/api/interviews/:id.ics', { onRequest: requireAuth(), schema: { tags, params: z.object({ id: z.string() }) } }, async (request, reply) => {
        const calendar = await service.getInterviewCalendar(app.db, currentUser(request), request.params.id);
        return reply
            .type('text/calendar; charset=utf-8')
            .header('content-disposition', 'attachment; filename="interview.ics"')
            .send(calendar);
    });
};
