import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_CREATED_EVENT } from '@core/messaging/schemas';
import { applications } from '../../db/schema/applications';
import { injectAs } from '../../test/api';
import { createTestApp, registerUser } from '../../test/test-app';
import { listenOnRandomPort, openSocket } from './test-helpers';
let ctx;
let baseUrl;
let worker;
let employer;
let bystander;
const sockets = [];
beforeAll(async () => {
    ctx = await createTestApp();
    baseUrl = await listenOnRandomPort(ctx.app);
    worker = await registerUser(ctx.app, 'worker');
    employer = await registerUser(ctx.app, 'employer');
    bystander = await registerUser(ctx.app, 'worker');
    await ctx.app.db.insert(applications).values({ workerId: worker.user.id, employerId: employer.user.id, jobTitle: 'Rigger' });
});
afterAll(async () => {
    for (const { socket } of sockets)
        socket.terminate();
    await ctx?.close();
});
function track(socket) {
    sockets.push(socket);
    return socket;
}
describe('GET /ws', () => {
    it('closes with 4401 without a valid session', async () => {
        const badToken = track(openSocket(baseUrl, { query: '?token=not-a-session' }));
        expect(await badToken.closed).toBe(4401);
        const badFirstMessage = track(openSocket(baseUrl));
        badFirstMessage.socket.on('open', () => badFirstMessage.socket.send('{"type":"auth","token":"nope"}'));
        expect(await badFirstMessage.closed).toBe(4401);
    });
    it("ignores the session cookie when another site's page opens the socket", async () => {
        const crossSite = track(openSocket(baseUrl, { headers: { cookie: `token=${employer.token}`, origin: 'https://evil.example' } }));
        expect(await crossSite.closed).toBe(4401);
        const sameSite = track(openSocket(baseUrl, { headers: { cookie: `token=${employer.token}`, origin: baseUrl } }));
        expect((await sameSite.next('ready')).payload).toEqual({ userId: employer.user.id });
    });
    it("delivers a new message to both participants' sockets, whichever way they authenticated", async () => {
        const workerSocket = track(openSocket(baseUrl, { query: `?token=${worker.token}` }));
        const employerSocket = track(openSocket(baseUrl, { headers: { cookie: `token=${employer.token}` } }));
        const bystanderSocket = track(openSocket(baseUrl));
        bystanderSocket.socket.on('open', () => bystanderSocket.socket.send(JSON.stringify({ type: 'auth', token: bystander.token })));
        for (const socket of [workerSocket, employerSocket, bystanderSocket])
            await socket.next('ready');
        const writing = injectAs(ctx.app, worker);
        const started = await writing.post('/api/conversations', { otherUserId: employer.user.id });
        const sent = await writing.post(`/api/conversations/${started.json().conversationId}/messages`, {
            content: 'On my way',
            platform: 'internal',
            messageType: 'text',
            receiverId: employer.user.id,
        });
        expect(sent.statusCode).toBe(201);
        for (const socket of [workerSocket, employerSocket]) {
            const frame = await socket.next(MESSAGE_CREATED_EVENT);
            expect(frame.payload).toMatchObject({ id: sent.json().id, content: 'On my way' });
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(bystanderSocket.frames.map((frame) => frame.type)).toEqual(['ready']);
    });
    it("closes the sockets of a session that ends and keeps the user's other sessions live", async () => {
        const account = await registerUser(ctx.app, 'worker');
        const login = await injectAs(ctx.app, null).post('/api/auth/login', { email: account.user.email, password: account.password });
        const otherToken = login.json().token;
        const endingSocket = track(openSocket(baseUrl, { query: `?token=${account.token}` }));
        const otherSocket = track(openSocket(baseUrl, { query: `?token=${otherToken}` }));
        for (const socket of [endingSocket, otherSocket])
            await socket.next('ready');
        await injectAs(ctx.app, account).post('/api/auth/logout');
        expect(await endingSocket.closed).toBe(4401);
        // Both sockets are rechecked together; give the live one the same time to be (wrongly) closed.
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(otherSocket.socket.readyState).toBe(otherSocket.socket.OPEN);
        expect(otherSocket.frames.map((frame) => frame.type)).toEqual(['ready']);
        await injectAs(ctx.app, otherToken).put('/api/auth/deactivate');
        expect(await otherSocket.closed).toBe(4401);
    });
});
