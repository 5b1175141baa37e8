import { z } from 'zod';
import { messageResponseSchema } from '@core/auth/schemas';
import { CREDENTIAL_MESSAGES, createWorkerCredentialSchema, credentialDefinitionSchema, updateWorkerCredentialSchema, workerCredentialParamsSchema, workerCredentialSchema, } from '@core/credentials/schemas';
import { currentUser, requireAuth } from '../../plugins/auth';
import * as credentialsService from './service';
const tags = ['credentials'];
export const credentialsRoutes = async (app) => {
    // Public and the same for everyone until a deploy changes it: browsers and proxies may keep it a day.
    app.get('/api/credentials/catalogue', { schema: { tags, response: { 200: z.array(credentialDefinitionSchema) } } }, async (_request, reply) => reply.header('cache-control', 'public, max-age=86400').send([...credentialsService.catalogue()]));
    app.get('/api/worker/credentials', { onRequest: requireAuth('worker'), schema: { tags, response: { 200: z.array(workerCredentialSchema) } } }, async (request) => credentialsService.listWorkerCredentials(app.db, currentUser(request).id));
    app.post('/api/worker/credentials', {
        onRequest: requireAuth('worker'),
        schema: { tags, body: createWorkerCredentialSchema, response: { 201: workerCredentialSchema } },
    }, async (request, reply) => reply
        .status(201)
        .send(await credentialsService.createWorkerCredential(app.db, app.matchInputs, currentUser(request).id, request.body)));
    app.patch('/api/worker/credentials/:id', {
        onRequest: requireAuth('worker'),
        schema: { tags, params: workerCredentialParamsSchema, body: updateWorkerCredentialSchema, response: { 200: workerCredentialSchema } },
    }, async (request) => credentialsService.updateWorkerCredential(app.db, app.matchInputs, currentUser(request).id, request.params.id, request.body));
    app.delete('/api/worker/credentials/:id', {
        onRequest: requireAuth('worker'),
        schema: { tags, params: workerCredentialParamsSchema, response: { 200: messageResponseSchema } },
    }, async (request) => {
        await credentialsService.deleteWorkerCredential(app.db, app.matchInputs, currentUser(request).id, request.params.id);
        return { message: CREDENTIAL_MESSAGES.deleted };
    });
};
