import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled by the training issue.
export const trainingRoutes: FastifyPluginAsyncZod = async () => {};
