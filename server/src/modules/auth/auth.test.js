import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@core/auth/schemas';
import { injectAs } from '../../test/api';
import { createTestApp, registerUser } from '../../test/test-app';
import { errorBody } from '../../test/error-body';
let ctx;
beforeAll(async () => {
    ctx = await createTestApp();
});
afterAll(async () => {
    await ctx?.close();
});
const visitor = () => injectAs(ctx.app, null);
const register = (payload) => visitor().post('/api/auth/register', payload);
const login = (payload) => visitor().post('/api/auth/login', payload);
const me = (caller) => injectAs(ctx.app, caller).get('/api/auth/me');
describe('register', () => {
    it.each(['worker', 'employer'])('creates a %s with an empty profile and a session', async (userType) => {
        const response = await register({
            email: `  New.${userType}@Example.com `,
            password: 'longenough',
            userType,
            firstName: 'Ana',
            lastName: '',
        });
        expect(response.statusCode).toBe(201);
        const body = response.json();
        expect(body.user).toMatchObject({ email: `new.${userType}@example.com`, userType, firstName: 'Ana', lastName: null });
        expect(body.profile.userId).toBe(body.user.id);
        expect(body.token).toMatch(/^[\w-]{40,}$/);
        expect(response.headers['set-cookie']).toMatch(/token=.+HttpOnly/i);
        expect(response.body).not.toMatch(/password|scrypt/i);
        const current = await me(body.token);
        expect(current.statusCode).toBe(200);
        expect(current.json().user.id).toBe(body.user.id);
        expect(current.json().profile).toHaveProperty(userType === 'worker' ? 'primaryTrade' : 'companyName');
    });
    it.each([
        [{ password: 'longenough', userType: 'worker' }, AUTH_MESSAGES.emailRequired],
        [{ email: '', password: 'longenough', userType: 'worker' }, AUTH_MESSAGES.emailRequired],
        [{ email: 'not-an-email', password: 'longenough', userType: 'worker' }, AUTH_MESSAGES.emailInvalid],
        [{ email: 'a@b.example.com', userType: 'worker' }, AUTH_MESSAGES.passwordRequired],
        [{ email: 'a@b.example.com', password: '', userType: 'worker' }, AUTH_MESSAGES.passwordRequired],
        [{ email: 'a@b.example.com', password: 'short', userType: 'worker' }, AUTH_MESSAGES.passwordTooShort],
        [{ email: 'a@b.example.com', password: 'longenough' }, AUTH_MESSAGES.userTypeRequired],
        [{ email: 'a@b.example.com', password: 'longenough', userType: 'admin' }, AUTH_MESSAGES.userTypeRequired],
    ])('rejects %j with 400', async (payload, message) => {
        const response = await register(payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(errorBody(message));
    });
    it('refuses a taken e-mail with 409 whatever its case', async () => {
        const { user } = await registerUser(ctx.app, 'worker');
        const response = await register({ email: user.email.toUpperCase(), password: 'longenough', userType: 'employer' });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual(errorBody(AUTH_MESSAGES.emailTaken));
    });
    it('answers malformed JSON with 400', async () => {
        const response = await visitor().post('/api/auth/register', '{"email": ', { headers: { 'content-type': 'application/json' } });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(errorBody('Request body is not valid JSON', 'request.invalid_json'));
    });
});
describe('login', () => {
    it('signs in with the right password, by bearer and by cookie', async () => {
        const { user, password } = await registerUser(ctx.app, 'employer');
        const response = await login({ email: user.email, password });
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body.user.id).toBe(user.id);
        expect(body.profile.userId).toBe(user.id);
        expect(response.body).not.toMatch(/passwordHash|scrypt/);
        const byCookie = await visitor().get('/api/auth/me', { cookies: { token: body.token } });
        expect(byCookie.statusCode).toBe(200);
    });
    it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
        const { user } = await registerUser(ctx.app, 'worker');
        const wrongPassword = await login({ email: user.email, password: 'wrong password' });
        const unknownEmail = await login({ email: 'nobody@example.com', password: 'wrong password' });
        for (const response of [wrongPassword, unknownEmail]) {
            expect(response.statusCode).toBe(401);
            expect(response.json()).toEqual(errorBody(AUTH_MESSAGES.invalidCredentials, 'auth.invalid_credentials'));
        }
    });
    it('validates its input', async () => {
        const response = await login({ email: 'bad', password: 'longenough' });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(errorBody(AUTH_MESSAGES.emailInvalid, 'field.email_invalid'));
    });
});
describe('me and logout', () => {
    it('refuses a missing or unknown token', async () => {
        expect((await me(null)).statusCode).toBe(401);
        const response = await me('not-a-real-token');
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(errorBody(AUTH_MESSAGES.notSignedIn, 'auth.not_signed_in'));
    });
    it('revokes the token on logout, even one just used, and clears the cookie', async () => {
        const { token } = await registerUser(ctx.app, 'worker');
        expect((await me(token)).statusCode).toBe(200);
        const response = await injectAs(ctx.app, token).post('/api/auth/logout');
        expect(response.statusCode).toBe(200);
        expect(response.headers['set-cookie']).toMatch(/token=;/);
        expect((await me(token)).statusCode).toBe(401);
    });
    it('answers tokens looked up at the same time each as its own user (they share one statement)', async () => {
        const [worker, employer, revoked] = await Promise.all([
            registerUser(ctx.app, 'worker'),
            registerUser(ctx.app, 'employer'),
            registerUser(ctx.app, 'worker'),
        ]);
        await ctx.database.db.execute(sql `update sessions set revoked_at = now() where user_id = ${revoked.user.id}`);
        const answers = await Promise.all([me(worker.token), me('not-a-real-token'), me(employer.token), me(revoked.token)]);
        expect(answers.map((response) => response.statusCode)).toEqual([200, 401, 200, 401]);
        expect(answers[0].json().user).toMatchObject({ id: worker.user.id, userType: 'worker' });
        expect(answers[2].json().user).toMatchObject({ id: employer.user.id, userType: 'employer' });
    });
    it('refuses an expired token', async () => {
        const { token, user } = await registerUser(ctx.app, 'employer');
        await ctx.database.db.execute(sql `update sessions set expires_at = now() - interval '1 minute' where user_id = ${user.id}`);
        expect((await me(token)).statusCode).toBe(401);
    });
    it('stores only a hash of the token', async () => {
        const { token, user } = await registerUser(ctx.app, 'worker');
        const { rows } = await ctx.database.db.execute(sql `select token_hash from sessions where user_id = ${user.id}`);
        expect(rows).toHaveLength(1);
        expect(rows[0].token_hash).not.toContain(token);
        expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    });
});
describe('health', () => {
    it('answers /healthz and /readyz', async () => {
        expect((await visitor().get('/healthz')).json()).toEqual({ status: 'ok' });
        expect((await visitor().get('/readyz')).json()).toEqual({ status: 'ready' });
    });
    it('sends security headers and JSON 404s for unknown API routes', async () => {
        const response = await visitor().get('/api/nope');
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toMatch(/not found/);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['content-security-policy']).toContain("connect-src 'self' ws: wss:");
    });
    it('serves the OpenAPI document', async () => {
        const response = await visitor().get('/api/docs/json');
        expect(response.statusCode).toBe(200);
        expect(Object.keys(response.json().paths)).toContain('/api/auth/login');
    });
});
