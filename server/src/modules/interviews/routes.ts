import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled by the interviews issue.
export const interviewsRoutes: FastifyPluginAsyncZod = async () => {};
