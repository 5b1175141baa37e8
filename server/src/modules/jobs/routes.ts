import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled by the jobs issue.
export const jobsRoutes: FastifyPluginAsyncZod = async () => {};
