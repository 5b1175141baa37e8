import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../test/api';
import { employerWithJob, insertJob } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createPageRenderer } from './page-renderer';

// A stand-in for the built client/src/render-worker.ts that speaks its protocol: it asks the
// server for what the URL names (?ask=path), then answers with the page's language, the URL and
// the answer it got; ?hang never answers, ?crash ends the thread.
const FAKE_WORKER = `
import { parentPort } from 'node:worker_threads';
let asked = 0;
const waiting = new Map();
parentPort.on('message', async (message) => {
  if (message.type === 'answer') return waiting.get(message.id)(message);
  const url = new URL(message.url);
  if (url.searchParams.has('hang')) return;
  if (url.searchParams.has('crash')) process.exit(3);
  const id = ++asked;
  const answer = await new Promise((resolve) => {
    waiting.set(id, resolve);
    parentPort.postMessage({ type: 'fetch', id, renderId: message.id, path: url.searchParams.get('ask') ?? '/healthz' });
  });
  parentPort.postMessage({
    type: 'rendered',
    id: message.id,
    rendered: { html: '<main>rendered ' + message.language + ' ' + url.pathname + '</main>', state: { status: answer.status, body: answer.body } },
  });
});
parentPort.postMessage({ type: 'ready' });
`;

const TEMPLATE = `<!doctype html><html lang="en"><head><meta name="description" content="CrewBridge" /><title>CrewBridge</title></head><body><!-- skeleton --><div id="root"><div>shell</div></div></body></html>`;

let folder: string;
let clientDir: string;
let ctx: TestContext;
let jobId: string;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'crewbridge-render-'));
  clientDir = path.join(folder, 'client');
  mkdirSync(clientDir);
  mkdirSync(path.join(folder, 'client-server'));
  writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
  writeFileSync(path.join(folder, 'client-server', 'render-worker.mjs'), FAKE_WORKER);
  ctx = await createTestApp({ CLIENT_DIST_DIR: clientDir, PUBLIC_URL: 'https://crewbridge.example.com' });
  const employer = await employerWithJob(ctx, 'Gulf Rigging');
  jobId = (await insertJob(ctx, employer.user.id, { title: 'Pipe Welder </script><script>alert(1)</script>', industry: 'construction' }))
    .id;
});
afterAll(async () => {
  await ctx?.close();
  rmSync(folder, { recursive: true, force: true });
});

const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="rendered-state">([^<]*)<\/script>/.exec(html)![1]!) as { status: number; body: string };

describe('the server-rendered /jobs pages', () => {
  it("sends the app's rendering in place of the skeleton, in the asked language, with the data its API calls got, escaped for the script element", async () => {
    const res = await injectAs(ctx.app, null).get(`/jobs/${jobId}?lang=es&ask=${encodeURIComponent(`/api/public/jobs/${jobId}`)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<div id="root" data-rendered="es"><main>rendered es /jobs/${jobId}</main></div>`);
    expect(res.body).not.toContain('shell');
    expect(res.body).not.toContain('skeleton');
    expect(res.body).toContain('<html lang="es"');
    const state = stateOf(res.body);
    expect(state.status).toBe(200);
    expect(JSON.parse(state.body).title).toBe('Pipe Welder </script><script>alert(1)</script>');
    // The job's "</script>" stays inside the JSON: the only script elements are the page's own.
    expect(res.body.match(/<script/g)).toHaveLength(2);
  });

  it('renders the search page too, and answers its API calls with no credentials and none outside /api/', async () => {
    const search = await injectAs(ctx.app, null).get('/jobs?ask=%2Fapi%2Fpublic%2Fjobs%3Fq%3Dwelder');
    expect(search.body).toContain('<main>rendered en /jobs</main>');
    const found = JSON.parse(stateOf(search.body).body) as { jobs: { id: string }[] };
    expect(found.jobs.map((job) => job.id)).toContain(jobId);

    // Signed in or not, the render asks as nobody: the worker's own answers need a session.
    const own = await injectAs(ctx.app, null).get(`/jobs/${jobId}?ask=${encodeURIComponent('/api/auth/me')}`);
    expect(stateOf(own.body).status).toBe(401);
    const outside = await injectAs(ctx.app, null).get(`/jobs/${jobId}?ask=${encodeURIComponent('/sitemap.xml')}`);
    expect(stateOf(outside.body).status).toBe(403);
  });

  it('sends the plain page when the render fails, and renders again afterwards', async () => {
    const crashed = await injectAs(ctx.app, null).get(`/jobs/${jobId}?crash=1`);
    expect(crashed.statusCode).toBe(200);
    expect(crashed.body).not.toContain('data-rendered');
    expect(crashed.body).toContain('<h1 class="text-2xl font-bold">Pipe Welder &lt;/script&gt;');
    const again = await injectAs(ctx.app, null).get(`/jobs/${jobId}`);
    expect(again.body).toContain('data-rendered="en"');
  });

  it('gives up on a render that never ends, so the pages behind it are not held', async () => {
    const renderer = createPageRenderer(clientDir, pino({ level: 'silent' }), { timeoutMs: 1000 })!;
    const ask = async () => ({ status: 200, contentType: 'application/json', body: '{}' });
    try {
      const started = Date.now();
      expect(await renderer.render('https://x.example/jobs?hang=1', 'en', ask)).toBeNull();
      expect(Date.now() - started).toBeLessThan(4000);
      expect((await renderer.render('https://x.example/jobs', 'en', ask))?.html).toBe('<main>rendered en /jobs</main>');
    } finally {
      await renderer.close();
    }
  });

  it('has no renderer where the build has none: the pages go out as the server writes them', () => {
    expect(createPageRenderer(path.join(folder, 'no-build', 'client'), pino({ level: 'silent' }))).toBeNull();
  });
});
