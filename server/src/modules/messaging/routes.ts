import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled by the messaging issue.
export const messagingRoutes: FastifyPluginAsyncZod = async () => {};
