import { z } from 'zod';
import { UPLOAD_MESSAGES, uploadMaxBytes } from '@core/uploads/file-types';
import { uploadResponseSchema, uploadUrlQuerySchema, uploadUrlResponseSchema } from '@core/uploads/schemas';
import { currentUser, requireAuth } from '../../plugins/auth';
import * as uploadsService from './service';
import { loadSigningSecret } from '../../lib/signing';
import { bytesToReserve, claimLink, openUploadLink, releaseClaim, uploadLimits } from './limits';
const objectParamsSchema = z.object({
    folder: z.string().regex(/^[\w-]+$/),
    id: z.string().regex(/^[\w-]+$/),
});
const MAX_UPLOAD_BYTES = Math.max(uploadMaxBytes('resume'), uploadMaxBytes('avatar'));
export const uploadsRoutes = async (app) => {
    const secret = await loadSigningSecret(app.env, app.database);
    const { storage } = app;
    const limits = uploadLimits(app.env);
    app.get('/api/upload-url', {
        onRequest: requireAuth(),
        schema: { tags: ['uploads'], querystring: uploadUrlQuerySchema, response: { 200: uploadUrlResponseSchema } },
    }, async (request) => {
        const grant = uploadsService.newUploadGrant(currentUser(request).id, request.query.fileType, app.clock());
        await openUploadLink(app.db, limits, grant, app.clock());
        return { uploadURL: uploadsService.uploadUrlFor(secret, grant) };
    });
    // The upload URL is the credential (like a presigned URL), so this route needs no session.
    const rawUploadRoutes = async (raw) => {
        // A PUT's claim from onRequest until it is settled (the link used) or released (given back).
        const puts = new WeakMap();
        const release = async (request) => {
            const put = puts.get(request);
            if (!put || put.done)
                return;
            put.done = true;
            await releaseClaim(app.db, put.claim);
        };
        raw.removeAllContentTypeParsers();
        raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
        raw.put('/api/uploads/private/:folder/:id', {
            bodyLimit: MAX_UPLOAD_BYTES,
            // Checked before the body is read, so a bad link, a declared oversize file, one PUT too many
            // or a file the quota has no room for costs nothing.
            onRequest: async (request) => {
                const { folder, id } = request.params;
                const { token } = request.query;
                const now = app.clock();
                const grant = uploadsService.checkUploadGrant(secret, typeof token === 'string' ? token : '', `${folder}/${id}`, now);
                const contentLength = request.headers['content-length'];
                uploadsService.checkDeclaredSize(grant, contentLength);
                const claim = await claimLink(app.db, limits, grant, bytesToReserve(grant, contentLength), now);
                puts.set(request, { claim, done: false });
            },
            // A refused, failed or abandoned PUT gives its link and its reservation back.
            onError: async (request) => release(request),
            onRequestAbort: async (request) => release(request),
            onResponse: async (request) => release(request),
            schema: {
                tags: ['uploads'],
                params: objectParamsSchema,
                querystring: z.object({ token: z.string({ error: UPLOAD_MESSAGES.linkInvalid }) }),
                response: { 200: uploadResponseSchema },
            },
        }, async (request) => {
            const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
            const put = puts.get(request);
            const stored = await uploadsService.storeUpload(app.db, storage, limits, put.claim, body, app.clock());
            put.done = true;
            return stored;
        });
    };
    await app.register(rawUploadRoutes);
    app.get('/objects/:folder/:id', { onRequest: requireAuth(), schema: { tags: ['uploads'], params: objectParamsSchema } }, async (request, reply) => {
        const { folder, id } = request.params;
        const file = await uploadsService.readObject(app.db, storage, currentUser(request), `${folder}/${id}`);
        return reply
            .type(file.mimeType)
            .header('cache-control', 'private, max-age=300')
            .header('content-disposition', 'inline')
            .send(file.body);
    });
};
