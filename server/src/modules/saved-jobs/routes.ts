import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled by the saved-jobs issue.
export const savedJobsRoutes: FastifyPluginAsyncZod = async () => {};
