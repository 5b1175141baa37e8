import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnRandomPort, openSocket } from '../modules/messaging/test-helpers';
import { createTestApp, registerUser } from './test-app';
const REQUEST_TIMEOUT_MS = 600;
let ctx;
let port;
let wsBaseUrl;
const trickles = [];
let liveSocket;
beforeAll(async () => {
    ctx = await createTestApp({ HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) });
    wsBaseUrl = await listenOnRandomPort(ctx.app);
    port = Number(new URL(wsBaseUrl).port);
});
afterAll(async () => {
    for (const socket of trickles)
        socket.destroy();
    liveSocket?.socket.terminate();
    await ctx?.close();
});
/** Sends a login's headers at once, then its body one byte every `everyMs`, the way the attack did. */
function trickleLogin(everyMs) {
    const socket = net.connect(port, '127.0.0.1');
    trickles.push(socket);
    const body = JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(40) });
    socket.write(`POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
    let sent = 0;
    const timer = setInterval(() => {
        if (sent < body.length && socket.writable)
            socket.write(body[sent++]);
    }, everyMs);
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise((resolve) => {
        const started = Date.now();
        socket.on('close', () => {
            clearInterval(timer);
            resolve({ answer, afterMs: Date.now() - started });
        });
        socket.on('error', () => undefined);
    });
    return closed;
}
describe('slow requests', () => {
    it('answers a body trickled past the request timeout with 408 and closes, while /healthz and a live socket carry on', async () => {
        const account = await registerUser(ctx.app, 'worker');
        liveSocket = openSocket(wsBaseUrl, { query: `?token=${account.token}` });
        await liveSocket.next('ready');
        const outcome = trickleLogin(100);
        const health = await fetch(`http://127.0.0.1:${port}/healthz`);
        expect(health.status).toBe(200);
        const { answer, afterMs } = await Promise.race([
            outcome,
            new Promise((resolve) => setTimeout(() => resolve({ answer: 'still open', afterMs: Infinity }), REQUEST_TIMEOUT_MS * 5)),
        ]);
        expect(answer).toMatch(/^HTTP\/1\.1 408 /);
        expect(afterMs).toBeLessThan(REQUEST_TIMEOUT_MS * 3);
        expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
        // Upgraded sockets are no request: the timeout must not cut them.
        expect(liveSocket.socket.readyState).toBe(liveSocket.socket.OPEN);
    });
});
