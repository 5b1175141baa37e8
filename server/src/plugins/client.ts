import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const clientDistDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../dist/client',
);

/** Serves the built React app; unknown non-API paths get index.html so the client router decides. */
export const clientPlugin = fp(async (app: FastifyInstance) => {
  const hasClient = existsSync(path.join(clientDistDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, { root: clientDistDir, wildcard: false });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/objects/');
    if (hasClient && request.method === 'GET' && !isApi) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
});
