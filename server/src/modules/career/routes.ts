import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled by the career issue.
export const careerRoutes: FastifyPluginAsyncZod = async () => {};
