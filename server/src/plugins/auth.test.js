import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@core/auth/schemas';
import { createInProcessEventBus } from '../lib/event-bus';
import { injectAs } from '../test/api';
import { createTestApp, registerUser } from '../test/test-app';
import { authPlugin, requireAuth } from './auth';
import { errorBody } from '../test/error-body';
let ctx;
let routesNeedingSession;
beforeAll(async () => {
    ctx = await createTestApp();
    const doc = (await injectAs(ctx.app, null).get('/api/docs/json')).json();
    routesNeedingSession = Object.entries(doc.paths).flatMap(([path, operations]) => Object.entries(operations)
        .filter(([, operation]) => operation.security)
        .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })));
});
afterAll(async () => {
    await ctx?.close();
});
const HAS_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const fillParams = (path) => path.replace(/\{[^}]+\}/g, 'not-a-real-id');
describe('routes that need a session', () => {
    it('are marked in the OpenAPI document', () => {
        expect(routesNeedingSession.length).toBeGreaterThan(50);
        const listed = routesNeedingSession.map(({ method, path }) => `${method} ${path}`);
        expect(listed).toEqual(expect.arrayContaining(['POST /api/jobs', 'GET /api/auth/me', 'PUT /api/auth/deactivate']));
        expect(listed).not.toContain('POST /api/auth/login');
    });
    it('cannot attach requireAuth where it would run after the body is parsed', async () => {
        const bare = Fastify();
        bare.decorate('db', ctx.database.db);
        bare.decorate('events', createInProcessEventBus());
        await bare.register(authPlugin);
        for (const hook of ['preParsing', 'preValidation', 'preHandler']) {
            expect(() => bare.post(`/${hook}`, { [hook]: requireAuth() }, async () => ({}))).toThrow(/attach requireAuth as onRequest/);
        }
        expect(() => bare.post('/on-request', { onRequest: [requireAuth('worker')] }, async () => ({}))).not.toThrow();
        await bare.close();
    });
    it('answer 401 before judging the body, the params or the query', async () => {
        for (const { method, path } of routesNeedingSession) {
            for (const payload of HAS_BODY.has(method) ? [{}, '{"not json'] : [undefined]) {
                const response = await injectAs(ctx.app, null).send(method, `${fillParams(path)}?page=-1&limit=abc`, payload, payload === undefined ? {} : { headers: { 'content-type': 'application/json' } });
                expect(response.statusCode, `${method} ${path} with ${String(JSON.stringify(payload))}`).toBe(401);
                expect(response.json()).toEqual(errorBody(AUTH_MESSAGES.notSignedIn));
            }
        }
    });
});
describe('routes for one account type', () => {
    it('answer 403 with the account type they need', async () => {
        const employer = await registerUser(ctx.app, 'employer');
        const response = await injectAs(ctx.app, employer).get(`/api/worker-profile/${employer.user.id}`);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
            ...errorBody('This action is only available to worker accounts', 'auth.wrong_account_type'),
            params: { userTypes: 'worker' },
        });
    });
});
describe('Cache-Control of private answers', () => {
    it('is no-store on every signed-in API answer, whatever its status', async () => {
        const worker = await registerUser(ctx.app, 'worker');
        // Files under /objects keep their own private caching (see docs/decisions.md).
        const reads = routesNeedingSession.filter(({ method, path }) => method === 'GET' && path.startsWith('/api/'));
        expect(reads.length).toBeGreaterThan(10);
        for (const { path } of reads) {
            const response = await injectAs(ctx.app, worker).get(fillParams(path));
            expect(response.headers['cache-control'], `GET ${path} (${response.statusCode})`).toBe('no-store');
        }
        const byCookie = await injectAs(ctx.app, null).get('/api/auth/me', { cookies: { token: worker.token } });
        expect(byCookie.statusCode).toBe(200);
        expect(byCookie.headers['cache-control']).toBe('no-store');
    });
    it('is no-store on the answers that hand out or end a session', async () => {
        const { user, password, token } = await registerUser(ctx.app, 'employer');
        const login = await injectAs(ctx.app, null).post('/api/auth/login', { email: user.email, password });
        expect(login.statusCode).toBe(200);
        expect(login.headers['cache-control']).toBe('no-store');
        const logout = await injectAs(ctx.app, token).post('/api/auth/logout');
        expect(logout.headers['cache-control']).toBe('no-store');
    });
    it('is left alone on public answers to signed-out visitors', async () => {
        const response = await injectAs(ctx.app, null).get('/api/training-programs');
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).not.toBe('no-store');
    });
});
