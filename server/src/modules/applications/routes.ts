import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled by the applications issue.
export const applicationsRoutes: FastifyPluginAsyncZod = async () => {};
