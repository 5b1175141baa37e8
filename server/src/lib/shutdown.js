import { setTimeout as delay } from 'node:timers/promises';
import fp from 'fastify-plugin';
/**
 * While draining, every answer asks its client (the load balancer) to close the connection, so no
 * kept-alive connection is reused after the server stops: such a request would get Fastify's 503.
 */
export const drainingPlugin = fp(async (app) => {
    app.decorate('draining', false);
    app.addHook('onSend', async (_request, reply) => {
        if (app.draining)
            reply.header('connection', 'close');
    });
});
/**
 * A graceful stop: readiness turns false at once, requests keep being served for `drainMs` while the
 * load balancer notices, then the server stops accepting, tells live sockets to reconnect elsewhere
 * (1012), lets in-flight requests finish and writes the counted job views (the app's onClose hooks).
 */
export async function drainAndClose(app, { drainMs }) {
    app.draining = true;
    if (drainMs > 0)
        await delay(drainMs);
    await app.close();
}
