import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../test/api';
import { createTestApp, registerUser } from '../test/test-app';
import { REQUEST_MESSAGES } from '@core/shared/messages';
let ctx;
beforeAll(async () => {
    ctx = await createTestApp();
});
afterAll(async () => {
    await ctx?.close();
});
// What a hostile page can make a browser send: the cookie, a simple content type, an empty body.
const formPost = (method, url, token, headers) => injectAs(ctx.app, null).send(method, url, '', { cookies: { token }, headers: { 'content-type': 'text/plain', ...headers } });
const isSignedIn = async (token) => (await injectAs(ctx.app, token).get('/api/auth/me')).statusCode === 200;
describe('cookie-authenticated requests from another site', () => {
    const crossSite = {
        'Origin of another site': { origin: 'https://evil.example' },
        'Sec-Fetch-Site: cross-site': { 'sec-fetch-site': 'cross-site' },
        'Sec-Fetch-Site: same-site (a sibling subdomain)': {
            'sec-fetch-site': 'same-site',
            origin: 'https://evil.localhost',
        },
        'Origin: null (sandboxed frame)': { origin: 'null' },
        'the app host on another port': { origin: 'http://localhost:8080' },
    };
    for (const [label, headers] of Object.entries(crossSite)) {
        it(`refuses with 403 when the browser sends ${label}`, async () => {
            const { token } = await registerUser(ctx.app, 'worker');
            for (const [method, url] of [
                ['PUT', '/api/auth/deactivate'],
                ['POST', '/api/resume-subscription/free-trial'],
                ['POST', '/api/auth/logout'],
            ]) {
                const response = await formPost(method, url, token, headers);
                expect(response.statusCode, `${method} ${url}`).toBe(403);
                expect(response.json()).toEqual({ message: REQUEST_MESSAGES.crossSite, code: 'request.cross_site' });
            }
            expect(await isSignedIn(token)).toBe(true);
            const subscription = await injectAs(ctx.app, token).get('/api/resume-subscription');
            expect(subscription.json()).toMatchObject({ hasUsedFreeTrial: false, isActive: false });
        });
    }
});
describe('requests the app itself makes', () => {
    it('allows the cookie with Sec-Fetch-Site: same-origin', async () => {
        const { token } = await registerUser(ctx.app, 'worker');
        const response = await formPost('POST', '/api/auth/logout', token, {
            'sec-fetch-site': 'same-origin',
            origin: 'http://localhost',
        });
        expect(response.statusCode).toBe(200);
        expect(await isSignedIn(token)).toBe(false);
    });
    it('allows the cookie with the app’s own Origin (a browser without Fetch Metadata)', async () => {
        const { token } = await registerUser(ctx.app, 'worker');
        const response = await formPost('PUT', '/api/auth/deactivate', token, { origin: 'http://localhost' });
        expect(response.statusCode).toBe(200);
    });
    it('allows a bearer token whatever the origin says', async () => {
        const { token } = await registerUser(ctx.app, 'worker');
        const response = await injectAs(ctx.app, token).post('/api/resume-subscription/free-trial', undefined, {
            cookies: { token },
            headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        });
        expect(response.statusCode).toBe(201);
        expect(response.json()).toMatchObject({ hasUsedFreeTrial: true, isActive: true });
    });
    it('allows a client that sends neither header (not a browser)', async () => {
        const { token } = await registerUser(ctx.app, 'worker');
        expect((await formPost('POST', '/api/auth/logout', token, {})).statusCode).toBe(200);
    });
    it('leaves reads and cookie-less requests alone', async () => {
        const { token } = await registerUser(ctx.app, 'worker');
        const read = await injectAs(ctx.app, null).get('/api/auth/me', { cookies: { token }, headers: { 'sec-fetch-site': 'cross-site' } });
        expect(read.statusCode).toBe(200);
        const signIn = await injectAs(ctx.app, null).post('/api/auth/login', { email: 'nobody@example.com', password: 'wrong password' }, { headers: { origin: 'https://evil.example' } });
        expect(signIn.statusCode).toBe(401);
    });
});
