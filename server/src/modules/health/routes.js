import { z } from 'zod';
import { newestMigrationMillis } from '../../db/client';
import { createReadinessProbe } from './readiness-probe';
import { notReadyReason } from './readiness';
const statusSchema = z.object({ status: z.string() });
const notReadySchema = z.object({ status: z.literal('not ready'), reason: z.string() });
// The index is judged live by the probe's caller; the database part alone is cached.
const ALWAYS_LOADED = { isLoaded: () => true };
export const healthRoutes = async (app) => {
    // Read once: the build's migrations do not change while it runs.
    const expectedMigration = newestMigrationMillis();
    const databaseReadiness = createReadinessProbe(async () => {
        try {
            return await notReadyReason(app.db, ALWAYS_LOADED, expectedMigration);
        }
        catch (error) {
            app.log.warn({ err: error }, 'database not ready');
            return 'database unavailable';
        }
    }, app.env.READINESS_CACHE_MS);
    app.get('/healthz', { schema: { tags: ['health'], response: { 200: statusSchema } } }, async () => ({
        status: 'ok',
    }));
    app.get('/readyz', { schema: { tags: ['health'], response: { 200: statusSchema, 503: notReadySchema } } }, async (request, reply) => {
        const reason = app.draining
            ? 'shutting down'
            : ((await databaseReadiness()) ?? (app.jobSearch.isLoaded() ? null : 'job search index not loaded'));
        if (reason === null)
            return { status: 'ready' };
        request.log.warn({ reason }, 'not ready');
        return reply.status(503).send({ status: 'not ready', reason });
    });
};
