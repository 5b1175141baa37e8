import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { REQUEST_MESSAGES } from '@core/shared/messages';
import { languageFromHeader } from '../lib/language';
const clientDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/client');
/** The folder of the built client: CLIENT_DIST_DIR, else dist/client. */
export function clientRootFor(env) {
    return env.CLIENT_DIST_DIR ? path.resolve(env.CLIENT_DIST_DIR) : clientDistDir;
}
/**
 * Build files under assets/ carry their content hash in the name, so browsers keep them a year
 * without asking; everything else (index.html, sw.js, the manifest) is revalidated on every visit
 * so a release reaches users at once.
 */
function cacheHeadersFor(root) {
    const hashedAssetsDir = path.join(root, 'assets') + path.sep;
    return (reply, filePath) => {
        reply.header('cache-control', filePath.startsWith(hashedAssetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache');
    };
}
/**
 * The public pages the build pre-rendered in English (client/build/prerender.ts: prerender/index.html
 * for /, prerender/pricing.html for /pricing), by path.
 */
function prerenderedPages(root) {
    const dir = path.join(root, 'prerender');
    const files = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.html')) : [];
    return new Map(files.map((file) => [file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`, `prerender/${file}`]));
}
/**
 * Serves the built React app, brotli or gzip files written at build time when the browser takes
 * them; other unknown paths get index.html so the client router decides.
 */
export const clientPlugin = fp(async (app) => {
    const root = clientRootFor(app.env);
    const hasClient = existsSync(path.join(root, 'index.html'));
    if (hasClient) {
        await app.register(fastifyStatic, {
            root,
            wildcard: false,
            // `/` is a page like the others: pre-rendered or the SPA's index.html, below.
            index: false,
            preCompressed: true,
            cacheControl: false,
            setHeaders: cacheHeadersFor(root),
        });
        // A pre-rendered page shows its content before any script runs. It is English, so a browser
        // asking for Spanish gets the app's shell (the client renders Spanish as before); a query
        // string may change what a page shows, so it does too. The answer varies with the language.
        for (const [pagePath, file] of prerenderedPages(root)) {
            app.get(pagePath, (request, reply) => {
                const isPrerenderedFor = !request.url.includes('?') && languageFromHeader(request.headers['accept-language']) !== 'es';
                reply.header('vary', 'accept-language').type('text/html');
                return reply.sendFile(isPrerenderedFor ? file : 'index.html');
            });
        }
    }
    app.setNotFoundHandler((request, reply) => {
        // A missing build file (from an older release) is a 404, never index.html posing as a script.
        const isPage = !['/api/', '/objects/', '/assets/'].some((prefix) => request.url.startsWith(prefix));
        if (hasClient && (request.method === 'GET' || request.method === 'HEAD') && isPage) {
            return reply.type('text/html').sendFile('index.html');
        }
        return reply.status(404).send(REQUEST_MESSAGES.notFound.coded({ method: request.method, path: request.url.split('?')[0] }));
    });
});
