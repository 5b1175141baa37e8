import { afterEach, describe, expect, it } from 'vitest';
import { injectAs } from '../test/api';
import { createTestApp } from '../test/test-app';
import { BOOT_SCRIPT_SOURCE } from './security-headers';
let ctx;
afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
});
function directives(header) {
    return Object.fromEntries(String(header)
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]));
}
describe('content security policy', () => {
    it('allows no Stripe host when no publishable key is set', async () => {
        ctx = await createTestApp();
        const response = await injectAs(ctx.app, null).get('/readyz');
        const csp = directives(response.headers['content-security-policy']);
        expect(csp['script-src']).toEqual(["'self'", BOOT_SCRIPT_SOURCE]);
        expect(csp['connect-src']).toEqual(["'self'", 'ws:', 'wss:']);
        expect(csp['frame-src']).toBeUndefined();
        expect(String(response.headers['content-security-policy'])).not.toContain('stripe');
    });
    it("allows exactly Stripe's script, frame and API hosts when a publishable key is set", async () => {
        ctx = await createTestApp({ STRIPE_PUBLISHABLE_KEY: 'pk_test_123', STRIPE_SECRET_KEY: 'sk_test_123' });
        const response = await injectAs(ctx.app, null).get('/readyz');
        const csp = directives(response.headers['content-security-policy']);
        expect(csp['script-src']).toEqual(["'self'", BOOT_SCRIPT_SOURCE, 'https://js.stripe.com', 'https://*.js.stripe.com']);
        expect(csp['frame-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
        expect(csp['connect-src']).toEqual(["'self'", 'ws:', 'wss:', 'https://api.stripe.com']);
        expect(csp['default-src']).toEqual(["'self'"]);
    });
});
