import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@core/auth/schemas';
import { languageFromHeader } from '../lib/language';
import { injectAs } from '../test/api';
import { errorBody } from '../test/error-body';
import { createTestApp, registerUser } from '../test/test-app';
let ctx;
beforeAll(async () => {
    ctx = await createTestApp();
});
afterAll(async () => {
    await ctx?.close();
});
const spanishBrowser = { headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' } };
describe('the language of an error answer', () => {
    it('is English by default, as the spec words it', async () => {
        const response = await injectAs(ctx.app, null).get('/api/auth/me');
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(errorBody(AUTH_MESSAGES.notSignedIn));
    });
    it('follows Accept-Language, with the same code', async () => {
        const response = await injectAs(ctx.app, null).get('/api/auth/me', spanishBrowser);
        expect(response.json()).toEqual({ message: 'Inicie sesión para continuar', code: 'auth.not_signed_in' });
    });
    it('words a message with parameters from its values', async () => {
        const response = await injectAs(ctx.app, null).get('/api/no-such-route', spanishBrowser);
        expect(response.json()).toEqual({
            message: 'No existe la ruta GET /api/no-such-route',
            code: 'request.not_found',
            params: { method: 'GET', path: '/api/no-such-route' },
        });
    });
    it("is the signed-in user's saved language over the browser's", async () => {
        const worker = await registerUser(ctx.app, 'worker');
        expect((await injectAs(ctx.app, worker).patch('/api/auth/me', { language: 'es' })).statusCode).toBe(200);
        const refused = await injectAs(ctx.app, worker).get('/api/employer-profile', { headers: { 'accept-language': 'en-US' } });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({
            message: 'Esta acción solo está disponible para cuentas de empleador',
            code: 'auth.wrong_account_type',
            params: { userTypes: 'employer' },
        });
    });
});
describe('languageFromHeader', () => {
    it.each([
        ['es', 'es'],
        ['es-US', 'es'],
        ['fr-FR, es;q=0.5, en;q=0.4', 'es'],
        ['en;q=0.5, es-MX;q=0.8', 'es'],
        ['en-GB,es;q=0.9', 'en'],
        ['es;q=0, en', 'en'],
        ['fr', undefined],
        [undefined, undefined],
    ])('%s -> %s', (header, language) => {
        expect(languageFromHeader(header)).toBe(language);
    });
});
