import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled by the contact issue.
export const contactRoutes: FastifyPluginAsyncZod = async () => {};
