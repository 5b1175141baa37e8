import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled by the employer-profile issue.
export const employerProfileRoutes: FastifyPluginAsyncZod = async () => {};
