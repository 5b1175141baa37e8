import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@core/auth/account-schemas';
import { AUTH_MESSAGES } from '@core/auth/schemas';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { createTestApp, registerUser } from '../../test/test-app';
let ctx;
beforeAll(async () => {
    ctx = await createTestApp();
});
afterAll(async () => {
    await ctx?.close();
});
const setLanguage = (caller, payload) => injectAs(ctx.app, caller).patch('/api/auth/me', payload);
const languageOf = async (caller) => (await injectAs(ctx.app, caller).get('/api/auth/me')).json().user.language;
describe('PATCH /api/auth/me (language)', () => {
    it('starts in English, saves Spanish, and every session and sign-in sees it', async () => {
        const worker = await registerUser(ctx.app, 'worker');
        expect(await languageOf(worker)).toBe('en');
        const response = await setLanguage(worker, { language: 'es' });
        expect(response.statusCode).toBe(200);
        expect(response.json().user).toMatchObject({ id: worker.user.id, email: worker.user.email, language: 'es' });
        expect(response.json().user).not.toHaveProperty('passwordHash');
        // The cached session answers with the new language at once.
        expect(await languageOf(worker)).toBe('es');
        const login = await injectAs(ctx.app, null).post('/api/auth/login', { email: worker.user.email, password: worker.password });
        expect(login.json().user.language).toBe('es');
    });
    it('keeps the language a visitor signs up in', async () => {
        const employer = await registerUser(ctx.app, 'employer', { language: 'es' });
        expect(await languageOf(employer)).toBe('es');
    });
    it('changes only the caller: another user keeps their own language', async () => {
        const employer = await registerUser(ctx.app, 'employer');
        const worker = await registerUser(ctx.app, 'worker');
        await setLanguage(employer, { language: 'es' });
        expect(await languageOf(worker)).toBe('en');
        // An id in the body is not a way to reach someone else's account.
        const response = await setLanguage(worker, { language: 'en', id: employer.user.id });
        expect(response.statusCode).toBe(400);
        expect(await languageOf(employer)).toBe('es');
    });
    it.each([[{ language: 'fr' }], [{ language: '' }], [{}], [{ language: 42 }]])('refuses %j with 400', async (payload) => {
        const worker = await registerUser(ctx.app, 'worker');
        const response = await setLanguage(worker, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(errorBody(ACCOUNT_MESSAGES.languageInvalid));
        expect(await languageOf(worker)).toBe('en');
    });
    it('refuses a signed-out visitor with 401', async () => {
        const response = await setLanguage(null, { language: 'es' });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(errorBody(AUTH_MESSAGES.notSignedIn));
    });
});
