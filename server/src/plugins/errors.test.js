import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../test/api';
import { createTestApp, registerUser } from '../test/test-app';
import { errorBody } from '../test/error-body';
import { AppError, errorsPlugin } from './errors';
let ctx;
beforeAll(async () => {
    ctx = await createTestApp();
});
afterAll(async () => {
    await ctx?.close();
});
describe('error answers', () => {
    it('give a validation message that is not a registered rule the generic validation code', async () => {
        const worker = await registerUser(ctx.app, 'worker');
        const response = await injectAs(ctx.app, worker).put('/api/notification-preferences', {
            preferences: [{ type: 'job_alert', enabled: 'yes', frequency: 'instant' }],
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(errorBody('enabled must be true or false', 'validation.invalid'));
    });
    it('name an unknown API route', async () => {
        const response = await injectAs(ctx.app, null).get('/api/no-such-route?x=1');
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
            message: 'Route GET /api/no-such-route not found',
            code: 'request.not_found',
            params: { method: 'GET', path: '/api/no-such-route' },
        });
    });
    it('carry the values of a message with parameters', async () => {
        const worker = await registerUser(ctx.app, 'worker');
        const response = await injectAs(ctx.app, worker).get('/api/employer-profile');
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
            message: 'This action is only available to employer accounts',
            code: 'auth.wrong_account_type',
            params: { userTypes: 'employer' },
        });
    });
    it('hide an unexpected failure behind the generic message', async () => {
        const bare = Fastify();
        await bare.register(errorsPlugin);
        bare.get('/boom', async () => {
            throw new Error('connection string with a password');
        });
        const response = await bare.inject({ method: 'GET', url: '/boom' });
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({
            ...errorBody('Something went wrong. Please try again.', 'server.error'),
            requestId: response.headers['x-request-id'] ?? expect.any(String),
        });
        await bare.close();
    });
    it('are documented with their code on every operation', async () => {
        const doc = (await injectAs(ctx.app, null).get('/api/docs/json')).json();
        for (const status of ['4XX', '5XX']) {
            const schema = doc.paths['/api/jobs'].post.responses[status].content['application/json'].schema;
            expect(schema.required).toEqual(['message', 'code']);
        }
    });
    it('take the code of their message, or the one given for a message with parameters', () => {
        expect(new AppError(404, 'Job not found').code).toBe('jobs.not_found');
        expect(new AppError(413, { message: 'File size must be less than 5MB', code: 'uploads.too_large', params: { maxMb: 5 } })).toMatchObject({
            code: 'uploads.too_large',
            params: { maxMb: 5 },
        });
        expect(new AppError(403, 'Your plan has 1 job post left', { code: 'subscriptions.not_enough_posts' }).code).toBe('subscriptions.not_enough_posts');
        expect(new AppError(429, 'Slow down').code).toBe('request.rate_limited');
    });
});
