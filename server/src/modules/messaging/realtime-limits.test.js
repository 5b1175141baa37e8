import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser } from '../../test/test-app';
import { listenOnRandomPort, openSocket } from './test-helpers';
// Behind one trusted proxy hop, so each test can speak for its own client address through X-Forwarded-For.
let ctx;
let baseUrl;
let opened = [];
beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: '1' });
    baseUrl = await listenOnRandomPort(ctx.app);
});
afterEach(async () => {
    // Each test starts with no socket counted against any user or address.
    for (const { socket } of opened)
        socket.close();
    await Promise.all(opened.map((socket) => socket.closed));
    opened = [];
});
afterAll(async () => {
    await ctx?.close();
});
function open(options) {
    const socket = openSocket(baseUrl, {
        query: options.token ? `?token=${options.token}` : '',
        headers: { 'x-forwarded-for': options.address },
    });
    opened.push(socket);
    return socket;
}
/** How the server closed `socket`, or 'still open' after a few seconds. */
function closeReason(socket) {
    return new Promise((resolve) => {
        const timer = setTimeout(() => resolve({ code: 0, reason: 'still open' }), 3000);
        socket.socket.on('close', (code, reason) => {
            clearTimeout(timer);
            resolve({ code, reason: reason.toString() });
        });
    });
}
describe('live socket limits', () => {
    it("closes a user's oldest socket with 4008 when an 11th opens, and keeps the others and other users connected", async () => {
        const user = await registerUser(ctx.app, 'worker');
        const sockets = [];
        for (let i = 0; i < 10; i += 1) {
            const socket = open({ token: user.token, address: '198.51.100.1' });
            await socket.next('ready');
            sockets.push(socket);
        }
        const firstClosed = closeReason(sockets[0]);
        const eleventh = open({ token: user.token, address: '198.51.100.1' });
        await eleventh.next('ready');
        expect(await firstClosed).toEqual({ code: 4008, reason: 'Too many connections' });
        for (const socket of [...sockets.slice(1), eleventh])
            expect(socket.socket.readyState).toBe(socket.socket.OPEN);
        const other = await registerUser(ctx.app, 'employer');
        const otherSocket = open({ token: other.token, address: '198.51.100.1' });
        await otherSocket.next('ready');
    });
    it('refuses a socket with 4029 when its client address already holds 50, counting sockets still to sign in', async () => {
        const user = await registerUser(ctx.app, 'worker');
        // Unauthenticated sockets wait 5 s for their auth message: long enough for the rest of the test.
        const waiting = [];
        for (let i = 0; i < 50; i += 1)
            waiting.push(open({ address: '203.0.113.7' }));
        await Promise.all(waiting.map((socket) => new Promise((resolve) => socket.socket.once('open', resolve))));
        const refused = open({ token: user.token, address: '203.0.113.7' });
        expect(await closeReason(refused)).toEqual({ code: 4029, reason: 'Too many connections' });
        // The same user from another address (the proxy is the same peer) still connects.
        const elsewhere = open({ token: user.token, address: '203.0.113.8' });
        await elsewhere.next('ready');
        for (const socket of waiting)
            expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    });
});
