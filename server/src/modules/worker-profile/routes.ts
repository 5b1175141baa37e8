import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled by the worker-profile issue.
export const workerProfileRoutes: FastifyPluginAsyncZod = async () => {};
