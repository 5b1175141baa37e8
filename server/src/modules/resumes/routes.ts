import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled by the resumes issue.
export const resumesRoutes: FastifyPluginAsyncZod = async () => {};
