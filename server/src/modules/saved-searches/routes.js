import { messageResponseSchema } from '@core/auth/schemas';
import { createSavedSearchSchema, savedSearchIdParamsSchema, savedSearchListSchema, savedSearchSchema, updateSavedSearchSchema, } from '@core/saved-searches/schemas';
import { currentUser, requireAuth } from '../../plugins/auth';
import * as savedSearchesService from './service';
const tags = ['saved-searches'];
/** Job alerts: a worker's saved job searches, each only for its owner. */
export const savedSearchesRoutes = async (app) => {
    app.get('/api/saved-searches', { onRequest: requireAuth('worker'), schema: { tags, response: { 200: savedSearchListSchema } } }, async (request) => savedSearchesService.listSavedSearches(app.db, currentUser(request).id));
    app.post('/api/saved-searches', {
        onRequest: requireAuth('worker'),
        schema: { tags, body: createSavedSearchSchema, response: { 201: savedSearchSchema } },
    }, async (request, reply) => {
        const saved = await savedSearchesService.createSavedSearch(app.db, currentUser(request).id, request.body, app.clock());
        return reply.status(201).send(saved);
    });
    app.patch('/api/saved-searches/:id', {
        onRequest: requireAuth('worker'),
        schema: { tags, params: savedSearchIdParamsSchema, body: updateSavedSearchSchema, response: { 200: savedSearchSchema } },
    }, async (request) => savedSearchesService.updateSavedSearch(app.db, currentUser(request).id, request.params.id, request.body, app.clock()));
    app.delete('/api/saved-searches/:id', {
        onRequest: requireAuth('worker'),
        schema: { tags, params: savedSearchIdParamsSchema, response: { 200: messageResponseSchema } },
    }, async (request) => {
        await savedSearchesService.deleteSavedSearch(app.db, currentUser(request).id, request.params.id);
        return { message: 'Saved search deleted' };
    });
};
