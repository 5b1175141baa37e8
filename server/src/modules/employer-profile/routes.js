import { employerProfileParamsSchema, employerProfileResponseSchema, updateEmployerProfileSchema } from '@core/employer-profile/schemas';
import { employerIdParamsSchema, payPerHireRequestSchema, payPerHireResponseSchema } from '@core/subscriptions/schemas';
import { currentUser, requireAuth } from '../../plugins/auth';
import * as service from './service';
export const employerProfileRoutes = async (app) => {
    const tags = ['employer-profile'];
    app.get('/api/employer-profile', { onRequest: requireAuth('employer'), schema: { tags, response: { 200: employerProfileResponseSchema } } }, async (request) => {
        const user = currentUser(request);
        return service.getEmployerProfile(app.db, user, user.id);
    });
    app.get('/api/employer-profile/:userId', {
        onRequest: requireAuth('employer'),
        schema: { tags, params: employerProfileParamsSchema, response: { 200: employerProfileResponseSchema } },
    }, async (request) => service.getEmployerProfile(app.db, currentUser(request), request.params.userId));
    app.put('/api/employer-profile/:userId', {
        onRequest: requireAuth('employer'),
        schema: {
            tags,
            params: employerProfileParamsSchema,
            body: updateEmployerProfileSchema,
            response: { 200: employerProfileResponseSchema },
        },
    }, async (request) => service.updateEmployerProfile(app.db, currentUser(request), request.params.userId, request.body));
    app.patch('/api/employer-profile/:employerId', {
        onRequest: requireAuth('employer'),
        schema: { tags, params: employerIdParamsSchema, body: payPerHireRequestSchema, response: { 200: payPerHireResponseSchema } },
    }, async (request) => service.setPayPerHire(app.db, currentUser(request), request.params.employerId, request.body.payPerHireEnabled));
};
