import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../test/api';
import { createTestApp } from '../test/test-app';
// A build's shape: the SPA's shell and the pages client/build/prerender.ts wrote.
const SHELL = '<div id="root"><div>shell</div></div>';
const LANDING = '<div id="root" data-prerendered><h1>Skilled trades.</h1></div>';
const PRICING = '<div id="root" data-prerendered><h2>Basic Job Post</h2></div>';
let ctx;
let clientDir;
const visitor = () => injectAs(ctx.app, null);
beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'crewbridge-client-'));
    mkdirSync(path.join(clientDir, 'prerender'));
    writeFileSync(path.join(clientDir, 'index.html'), SHELL);
    writeFileSync(path.join(clientDir, 'prerender', 'index.html'), LANDING);
    writeFileSync(path.join(clientDir, 'prerender', 'pricing.html'), PRICING);
    ctx = await createTestApp({ CLIENT_DIST_DIR: clientDir });
});
afterAll(async () => {
    await ctx?.close();
    rmSync(clientDir, { recursive: true, force: true });
});
describe('pre-rendered public pages', () => {
    it.each([
        ['/', LANDING],
        ['/pricing', PRICING],
    ])('%s answers with its pre-rendered HTML for an English or unknown language', async (url, html) => {
        for (const language of ['en-US,en;q=0.9', undefined]) {
            const res = await visitor().get(url, { headers: language ? { 'accept-language': language } : {} });
            expect(res.statusCode).toBe(200);
            expect(res.headers['content-type']).toContain('text/html');
            expect(res.headers.vary).toContain('accept-language');
            expect(res.body).toBe(html);
        }
    });
    it('answers a Spanish browser, or a URL with a query string, with the shell the client renders', async () => {
        expect((await visitor().get('/', { headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' } })).body).toBe(SHELL);
        expect((await visitor().get('/pricing?plan=basic')).body).toBe(SHELL);
    });
    it('answers a page that was not pre-rendered (a dashboard) with the shell, and a missing script with 404', async () => {
        const dashboard = await visitor().get('/worker-dashboard');
        expect(dashboard.statusCode).toBe(200);
        expect(dashboard.body).toBe(SHELL);
        expect((await visitor().get('/assets/missing-chunk.js')).statusCode).toBe(404);
    });
});
