import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled by the subscriptions issue.
export const subscriptionsRoutes: FastifyPluginAsyncZod = async () => {};
