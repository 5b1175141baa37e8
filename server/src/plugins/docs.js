import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@core/shared/error-response';
import { SESSION_COOKIE } from './auth';
export const docsPlugin = fp(async (app) => {
    await app.register(swagger, {
        openapi: {
            info: { title: 'CrewBridge API', version: '1.0.0' },
            // Routes guarded by requireAuth list these as their `security` (plugins/auth.ts).
            components: {
                securitySchemes: {
                    bearerAuth: { type: 'http', scheme: 'bearer' },
                    cookieAuth: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
                },
            },
        },
        // Every operation documents the error answer next to its own responses.
        transform: (route) => jsonSchemaTransform(route.schema
            ? {
                ...route,
                schema: {
                    ...route.schema,
                    response: { '4XX': errorResponseSchema, '5XX': errorResponseSchema, ...route.schema.response },
                },
            }
            : route),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
