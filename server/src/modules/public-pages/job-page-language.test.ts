import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../test/api';
import { employerWithJob, insertJob } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';

// The server-written /jobs/{id} page in the reader's language: a Spanish speaker opening a shared link reads it in
// Spanish before the script starts (and a crawler asking ?lang=es indexes that page).
const TEMPLATE = `<!doctype html><html lang="en"><head><meta name="description" content="CrewBridge" /><title>CrewBridge</title></head><body><div id="root"><div>shell</div></div></body></html>`;

let ctx: TestContext;
let clientDir: string;
let jobId: string;
let closedJobId: string;
const visitor = () => injectAs(ctx.app, null);
const itemsOf = (html: string) => [...html.matchAll(/<li>([^<]*)<\/li>/g)].map((match) => match[1]);

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'crewbridge-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
  ctx = await createTestApp({ CLIENT_DIST_DIR: clientDir, PUBLIC_URL: 'https://crewbridge.example.com' });
  const employer = await employerWithJob(ctx, '');
  const job = await insertJob(ctx, employer.user.id, {
    title: 'Pipe Welder',
    location: 'Baytown, TX',
    description: 'Weld carbon steel pipe.',
    salaryMin: 38,
    salaryMax: 45,
    payUnit: 'hour',
    perDiemCents: 12_500,
    lodgingProvided: true,
    rotation: '14/7',
    overtimeExpected: true,
    requiredCredentials: ['twic'],
  });
  jobId = job.id;
  closedJobId = (await insertJob(ctx, employer.user.id, { title: 'Closed Fitter', isActive: false })).id;
});
afterAll(async () => {
  await ctx?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe("GET /jobs/:jobId in the reader's language", () => {
  it('speaks Spanish for ?lang=es, kept in the canonical URL: terms, pay, company fallback, title and description', async () => {
    const res = await visitor().get(`/jobs/${jobId}?lang=es`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<html lang="es"');
    expect(html).toContain(`<link rel="canonical" href="https://crewbridge.example.com/jobs/${jobId}?lang=es" />`);
    expect(html).toContain('<title>Pipe Welder - Empleador de CrewBridge | CrewBridge</title>');
    expect(html).toContain('<meta name="description" content="Pipe Welder en Baytown, TX. Weld carbon steel pipe." />');
    expect(html).toContain('<p>$38-45/h</p>');
    expect(itemsOf(html)).toEqual([
      'Viático: $125/día',
      'Alojamiento incluido',
      'Rotación: 14/7',
      'Horas extra previstas',
      expect.stringMatching(/^Credenciales obligatorias: .*TWIC/),
    ]);
    // The employer's own words and the JobPosting stay as written.
    expect(html).toContain('Weld carbon steel pipe.');
    expect(html).toContain('"unitText":"HOUR"');
  });

  it("follows a Spanish browser's Accept-Language without changing the canonical URL, and says it varies by it", async () => {
    const res = await visitor().get(`/jobs/${jobId}`, { headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' } });
    expect(res.body).toContain('<html lang="es"');
    expect(res.body).toContain('Viático: $125/día');
    expect(res.body).toContain(`<link rel="canonical" href="https://crewbridge.example.com/jobs/${jobId}" />`);
    expect(res.headers.vary).toContain('accept-language');
  });

  it('stays English for an English or unknown language, and for a ?lang it does not speak', async () => {
    for (const [url, header] of [
      [`/jobs/${jobId}`, 'en-US,en;q=0.9'],
      [`/jobs/${jobId}`, 'fr-FR'],
      [`/jobs/${jobId}?lang=fr`, ''],
    ] as const) {
      const res = await visitor().get(url, { headers: { 'accept-language': header } });
      expect(res.statusCode, url + header).toBe(200);
      expect(res.body).toContain('<html lang="en"');
      expect(res.body).toContain('<p>$38-45/hr</p>');
      expect(itemsOf(res.body)).toContain('Per diem: $125/day');
      expect(res.body).toContain(`<link rel="canonical" href="https://crewbridge.example.com/jobs/${jobId}" />`);
    }
  });

  it('says why a closed or unknown job is gone in Spanish, with the link to the search', async () => {
    const closed = await visitor().get(`/jobs/${closedJobId}?lang=es`);
    expect(closed.statusCode).toBe(410);
    expect(closed.body).toContain('<html lang="es"');
    expect(closed.body).toContain('<h1 class="text-2xl font-bold">Este empleo ya no está disponible</h1>');
    expect(closed.body).toContain('<title>Este empleo ya no está disponible | CrewBridge</title>');
    expect(closed.body).toContain('<a href="/jobs">Buscar empleos abiertos</a>');
    expect(closed.body).toContain('Es posible que este empleo ya se haya cubierto o cerrado');

    const unknown = await visitor().get('/jobs/not-a-job', { headers: { 'accept-language': 'es' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<h1 class="text-2xl font-bold">No se encontró el empleo</h1>');
  });
});
