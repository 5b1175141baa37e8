import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled by the uploads issue.
export const uploadsRoutes: FastifyPluginAsyncZod = async () => {};
