import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../test/api';
import { createTestApp, registerUser } from '../test/test-app';
import { errorsPlugin } from './errors';
import { requestIdGenerator, requestIdPlugin } from './request-id';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let direct;
let behindProxy;
let logged = '';
beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk) => (logged += chunk.toString()));
    direct = await createTestApp({}, { logger: { level: 'info', stream } });
    // app.inject's peer is 127.0.0.1: here that is the trusted proxy.
    behindProxy = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
    await direct?.close();
    await behindProxy?.close();
});
describe('request ids', () => {
    it('are generated and returned in X-Request-Id, one per request', async () => {
        const first = await injectAs(direct.app, null).get('/healthz');
        const second = await injectAs(direct.app, null).get('/healthz');
        expect(first.headers['x-request-id']).toMatch(UUID);
        expect(second.headers['x-request-id']).toMatch(UUID);
        expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
    });
    it("ignore a client's own X-Request-Id when no proxy is trusted", async () => {
        const response = await injectAs(direct.app, null).get('/healthz', { headers: { 'x-request-id': 'chosen-by-client' } });
        expect(response.headers['x-request-id']).toMatch(UUID);
    });
    it("take a trusted proxy's id, unless it could forge a log line", async () => {
        const taken = await injectAs(behindProxy.app, null).get('/healthz', { headers: { 'x-request-id': 'haproxy-7f3a:12' } });
        expect(taken.headers['x-request-id']).toBe('haproxy-7f3a:12');
        const forged = await injectAs(behindProxy.app, null).get('/healthz', { headers: { 'x-request-id': 'a b\tc' } });
        expect(forged.headers['x-request-id']).toMatch(UUID);
    });
    it('are logged once per answer with the route, status and signed-in user', async () => {
        const worker = await registerUser(direct.app, 'worker');
        logged = '';
        const response = await injectAs(direct.app, worker).get(`/api/worker-profile/${worker.user.id}`);
        const lines = logged
            .trim()
            .split('\n')
            .map((line) => JSON.parse(line))
            .filter((line) => line.msg === 'request completed');
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatchObject({
            reqId: response.headers['x-request-id'],
            method: 'GET',
            route: '/api/worker-profile/:userId',
            statusCode: response.statusCode,
            userId: worker.user.id,
        });
    });
    it('are given in a 5xx answer, so a user can quote it', async () => {
        const app = Fastify({ genReqId: requestIdGenerator(false) });
        await app.register(errorsPlugin);
        await app.register(requestIdPlugin);
        app.get('/boom', async () => {
            throw new Error('database exploded');
        });
        const response = await app.inject({ method: 'GET', url: '/boom' });
        expect(response.statusCode).toBe(500);
        expect(response.json().requestId).toBe(response.headers['x-request-id']);
        expect(response.json().requestId).toMatch(UUID);
        await app.close();
    });
});
