import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled by the estimator issue.
export const estimatorRoutes: FastifyPluginAsyncZod = async () => {};
