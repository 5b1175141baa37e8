import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnRandomPort, openSocket } from '../messaging/test-helpers';
import { CLOSE_SERVICE_RESTART } from '../../plugins/realtime';
import { injectAs } from '../../test/api';
import { createTestApp, registerUser } from '../../test/test-app';
import { drainAndClose } from '../../lib/shutdown';
let ctx;
beforeAll(async () => {
    ctx = await createTestApp();
});
afterAll(async () => {
    await ctx?.close();
});
describe('a graceful stop (SIGTERM)', () => {
    it('turns readiness false while still serving, then tells live sockets to reconnect elsewhere and stops', async () => {
        const baseUrl = await listenOnRandomPort(ctx.app);
        const worker = await registerUser(ctx.app, 'worker');
        const live = openSocket(baseUrl, { query: `?token=${worker.token}` });
        await live.next('ready');
        expect((await injectAs(ctx.app, null).get('/readyz')).statusCode).toBe(200);
        const stopping = drainAndClose(ctx.app, { drainMs: 400 });
        const readiness = await injectAs(ctx.app, null).get('/readyz');
        expect(readiness.statusCode).toBe(503);
        expect(readiness.json()).toEqual({ status: 'not ready', reason: 'shutting down' });
        // Still served during the drain, but the load balancer is asked not to reuse the connection.
        const served = await injectAs(ctx.app, worker).get(`/api/worker-profile/${worker.user.id}`);
        expect(served.statusCode).toBe(200);
        expect(served.headers.connection).toBe('close');
        expect(live.socket.readyState).toBe(live.socket.OPEN);
        await stopping;
        expect(await live.closed).toBe(CLOSE_SERVICE_RESTART);
    });
});
