import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_MESSAGES, uploadMaxBytes } from '@core/uploads/file-types';
import { uploadResponseSchema, uploadUrlQuerySchema, uploadUrlResponseSchema } from '@core/uploads/schemas';
import { currentUser, requireAuth } from '../../plugins/auth';
import * as uploadsService from './service';
import { loadSigningSecret, type UploadGrant } from '../../lib/signing';

const objectParamsSchema = z.object({
  folder: z.string().regex(/^[\w-]+$/),
  id: z.string().regex(/^[\w-]+$/),
});
const MAX_UPLOAD_BYTES = Math.max(uploadMaxBytes('resume'), uploadMaxBytes('avatar'));

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = await loadSigningSecret(app.env);
  const { storage } = app;

  app.get(
    '/api/upload-url',
    {
      onRequest: requireAuth(),
      schema: { tags: ['uploads'], querystring: uploadUrlQuerySchema, response: { 200: uploadUrlResponseSchema } },
    },
    async (request) => ({
      uploadURL: uploadsService.createUploadUrl(secret, currentUser(request).id, request.query.fileType),
    }),
  );

  // The upload URL is the credential (like a presigned URL), so this route needs no session.
  const rawUploadRoutes: FastifyPluginAsyncZod = async (raw) => {
    const grants = new WeakMap<object, UploadGrant>();
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    raw.put(
      '/api/uploads/private/:folder/:id',
      {
        bodyLimit: MAX_UPLOAD_BYTES,
        // Checked before the body is read, so a bad link or a declared oversize file costs nothing.
        onRequest: async (request) => {
          const { folder, id } = request.params as Record<string, string>;
          const { token } = request.query as Record<string, unknown>;
          const grant = uploadsService.checkUploadGrant(secret, typeof token === 'string' ? token : '', `${folder}/${id}`);
          uploadsService.checkDeclaredSize(grant, request.headers['content-length']);
          grants.set(request, grant);
        },
        schema: {
          tags: ['uploads'],
          params: objectParamsSchema,
          querystring: z.object({ token: z.string({ error: UPLOAD_MESSAGES.linkInvalid }) }),
          response: { 200: uploadResponseSchema },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return uploadsService.storeUpload(app.db, storage, grants.get(request)!, body);
      },
    );
  };
  await app.register(rawUploadRoutes);

  app.get(
    '/objects/:folder/:id',
    { onRequest: requireAuth(), schema: { tags: ['uploads'], params: objectParamsSchema } },
    async (request, reply) => {
      const { folder, id } = request.params;
      const file = await uploadsService.readObject(app.db, storage, currentUser(request), `${folder}/${id}`);
      return reply
        .type(file.mimeType)
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline')
        .send(file.body);
    },
  );
};
