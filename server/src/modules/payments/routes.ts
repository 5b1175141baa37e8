import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled by the payments issue.
export const paymentsRoutes: FastifyPluginAsyncZod = async () => {};
