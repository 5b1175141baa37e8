import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../test/api';
import { createTestApp, type TestContext } from '../test/test-app';

// A build's shape: the SPA's shell and the pages client/build/prerender.ts wrote.
const SHELL = '<div id="root"><div>shell</div></div>';
const LANDING = '<div id="root" data-prerendered="en"><h1>Skilled trades.</h1></div>';
const PRICING = '<div id="root" data-prerendered="en"><h2>Basic Job Post</h2></div>';
const LANDING_ES = '<div id="root" data-prerendered="es"><h1>Oficios especializados.</h1></div>';

let ctx: TestContext;
let clientDir: string;
const visitor = () => injectAs(ctx.app, null);

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'crewbridge-client-'));
  mkdirSync(path.join(clientDir, 'prerender', 'es'), { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), SHELL);
  writeFileSync(path.join(clientDir, 'prerender', 'index.html'), LANDING);
  writeFileSync(path.join(clientDir, 'prerender', 'pricing.html'), PRICING);
  // /pricing has no Spanish rendering in this build.
  writeFileSync(path.join(clientDir, 'prerender', 'es', 'index.html'), LANDING_ES);
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

  it('answers a Spanish browser or ?lang=es with the Spanish rendering, and ?lang=en with the English one on a Spanish browser', async () => {
    const spanish = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' };
    expect((await visitor().get('/', { headers: spanish })).body).toBe(LANDING_ES);
    expect((await visitor().get('/?lang=es')).body).toBe(LANDING_ES);
    expect((await visitor().get('/?lang=en', { headers: spanish })).body).toBe(LANDING);
  });

  it('answers with the shell the client renders where there is no rendering in the language, or the query asks more than it', async () => {
    expect((await visitor().get('/pricing', { headers: { 'accept-language': 'es-MX,es;q=0.9' } })).body).toBe(SHELL);
    expect((await visitor().get('/pricing?plan=basic')).body).toBe(SHELL);
    expect((await visitor().get('/?lang=es&ref=mail')).body).toBe(SHELL);
  });

  it('answers a page that was not pre-rendered (a dashboard) with the shell, and a missing script with 404', async () => {
    const dashboard = await visitor().get('/worker-dashboard');
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toBe(SHELL);
    expect((await visitor().get('/assets/missing-chunk.js')).statusCode).toBe(404);
  });
});
