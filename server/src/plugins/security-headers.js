import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { BOOT_SCRIPT } from '@core/shared/boot-script';
// Stripe.js and its Elements iframes (https://docs.stripe.com/security/guide#content-security-policy).
const STRIPE_SCRIPT_HOSTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_FRAME_HOSTS = ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_API_HOSTS = ['https://api.stripe.com'];
/** The built pages' one inline script, allowed by its hash; every other script stays same-origin. */
export const BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
/**
 * Helmet's headers on every response. The middleware is built once: @fastify/helmet rebuilt it,
 * CSP directives included, on every request, which cost the busiest routes a visible share.
 * Stripe's hosts are allowed only when a publishable key is set, the only case the checkout loads Stripe.js.
 */
export const securityHeadersPlugin = fp(async (app) => {
    const stripe = Boolean(app.env.STRIPE_PUBLISHABLE_KEY);
    const applyHeaders = helmet({
        contentSecurityPolicy: {
            directives: {
                'script-src': ["'self'", BOOT_SCRIPT_SOURCE, ...(stripe ? STRIPE_SCRIPT_HOSTS : [])],
                // Swagger UI and Vite's build use inline styles; scripts stay same-origin.
                'style-src': ["'self'", "'unsafe-inline'"],
                'img-src': ["'self'", 'data:', 'blob:'],
                'connect-src': ["'self'", 'ws:', 'wss:', ...(stripe ? STRIPE_API_HOSTS : [])],
                ...(stripe && { 'frame-src': ["'self'", ...STRIPE_FRAME_HOSTS] }),
            },
        },
    });
    app.addHook('onRequest', (request, reply, done) => {
        applyHeaders(request.raw, reply.raw, (error) => done(error));
    });
});
