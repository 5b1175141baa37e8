import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES, type JobDto, type JobSearchResponse } from '@core/jobs/schemas';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { completeWorker, employerWithJob, insertJob } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';

const TEMPLATE = `<!doctype html><html lang="en"><head><meta name="description" content="CrewBridge" /><title>CrewBridge</title></head><body><div id="root"><div>shell</div></div></body></html>`;

let ctx: TestContext;
let clientDir: string;
let employer: Awaited<ReturnType<typeof employerWithJob>>;
let electrician: Awaited<ReturnType<typeof insertJob>>;
const visitor = () => injectAs(ctx.app, null);
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'crewbridge-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
  ctx = await createTestApp({ CLIENT_DIST_DIR: clientDir, PUBLIC_URL: 'https://crewbridge.example.com' });
  // employerWithJob posts a Pipeline Welder in Houston.
  employer = await employerWithJob(ctx, 'Gulf <Rigging> Co');
  electrician = await insertJob(ctx, employer.user.id, {
    title: 'Electrician <b>Lead</b> & Foreman',
    description: 'Run conduit crews on a hospital build.',
    industry: 'construction',
    location: 'Chicago, IL',
    salaryMin: 90000,
    salaryMax: 120000,
    requiredCredentials: ['osha-30'],
    postedAt: new Date(Date.now() - DAY_MS),
  });
  await insertJob(ctx, employer.user.id, { title: 'Closed Rigger', isActive: false });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const titlesOf = (body: JobSearchResponse) => body.jobs.map((job) => job.title);
// What only a worker's own search adds to a card.
const WORKER_ONLY_FIELDS = ['score', 'matchReasons', 'credentialCoverage', 'distanceMiles'] as const;

describe('GET /api/public/jobs', () => {
  it('searches open jobs for a signed-out visitor: keyword (a Spanish trade word too), place and radius, newest first', async () => {
    const all = await visitor().get('/api/public/jobs');
    expect(all.statusCode).toBe(200);
    expect(titlesOf(all.json())).toEqual(['Pipeline Welder', 'Electrician <b>Lead</b> & Foreman']);

    const welder = await visitor().get('/api/public/jobs?q=soldador');
    expect(titlesOf(welder.json())).toEqual(['Pipeline Welder']);

    const near = await visitor().get('/api/public/jobs?location=Chicago%2C%20IL&radiusMiles=25');
    expect(titlesOf(near.json())).toEqual(['Electrician <b>Lead</b> & Foreman']);

    const byPay = await visitor().get('/api/public/jobs?sort=pay');
    expect(titlesOf(byPay.json())[0]).toBe('Electrician <b>Lead</b> & Foreman');
  });

  it('says how far each job is from the searched place, and only then', async () => {
    const near = (await visitor().get('/api/public/jobs?location=Joliet%2C%20IL&radiusMiles=50')).json<JobSearchResponse>();
    expect(near.jobs.map((job) => [job.title, job.distanceMiles])).toEqual([['Electrician <b>Lead</b> & Foreman', 32]]);
    const anywhere = (await visitor().get('/api/public/jobs?q=electrician')).json<JobSearchResponse>();
    expect(anywhere.jobs[0]!.distanceMiles).toBeUndefined();
  });

  it('counts what the search finds (its "N jobs"), with the same filters and their errors', async () => {
    expect((await visitor().get('/api/public/jobs/count')).json()).toEqual({ total: 2, isCapped: false });
    expect((await visitor().get('/api/public/jobs/count?location=Chicago%2C%20IL&radiusMiles=25')).json()).toEqual({
      total: 1,
      isCapped: false,
    });
    expect((await visitor().get('/api/public/jobs/count?q=soldador&location=Chicago%2C%20IL')).json()).toEqual({
      total: 0,
      isCapped: false,
    });
    const bad = await visitor().get('/api/public/jobs/count?radiusMiles=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject(errorBody(JOB_MESSAGES.radiusTooSmall));
  });

  it('pages with a cursor', async () => {
    const first = (await visitor().get('/api/public/jobs?limit=1')).json<JobSearchResponse>();
    expect(first.jobs).toHaveLength(1);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await visitor().get(`/api/public/jobs?limit=1&cursor=${encodeURIComponent(first.nextCursor!)}`)
    ).json<JobSearchResponse>();
    expect(titlesOf(second)).toEqual(['Electrician <b>Lead</b> & Foreman']);
  });

  it('answers 400 with the rule for bad input, best match (it needs a worker) included', async () => {
    const cases: Array<[string, string]> = [
      ['sort=best', JOB_MESSAGES.sortUnknown],
      ['radiusMiles=0', JOB_MESSAGES.radiusTooSmall],
      ['industry=space', JOB_MESSAGES.industryUnknown],
      ['cursor=garbage', JOB_MESSAGES.invalidCursor],
    ];
    for (const [query, message] of cases) {
      const res = await visitor().get(`/api/public/jobs?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject(errorBody(message));
    }
    expect((await visitor().get(`/api/public/jobs?q=${'a'.repeat(201)}`)).statusCode).toBe(400);
  });

  it("gives a signed-in worker and employer the same public cards: no one's score, reasons or credential coverage", async () => {
    const worker = await completeWorker(ctx);
    const anonymous = (await visitor().get('/api/public/jobs')).json<JobSearchResponse>();
    for (const caller of [worker, employer]) {
      const res = await injectAs(ctx.app, caller).get('/api/public/jobs');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(anonymous);
    }
    // The worker's own search does add them, so the public one leaves something out.
    const own = (await injectAs(ctx.app, worker).get('/api/jobs?sort=best')).json<JobSearchResponse>();
    expect(own.jobs.find((job) => job.id === electrician.id)?.credentialCoverage).toBeDefined();
    for (const job of anonymous.jobs as Array<JobDto & Record<string, unknown>>) {
      for (const field of WORKER_ONLY_FIELDS) expect(job[field], field).toBeUndefined();
      expect(JSON.stringify(job)).not.toMatch(/password|email|phone/i);
    }
  });

  it('limits one address to 120 searches a minute', async () => {
    const remoteAddress = '203.0.113.77';
    for (let i = 0; i < 120; i += 1) await visitor().get('/api/public/jobs?sort=best', { remoteAddress });
    const limited = await visitor().get('/api/public/jobs', { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect((await visitor().get('/api/public/jobs', { remoteAddress: '203.0.113.78' })).statusCode).toBe(200);
  });
});

describe('GET /jobs (the HTML page)', () => {
  it('holds the first results, escaped, with a canonical URL that reflects the search, in English by default', async () => {
    const res = await visitor().get('/jobs?q=electrician&location=Chicago%2C%20IL&radiusMiles=25&cursor=x&limit=3');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>electrician, Chicago, IL jobs | CrewBridge</title>');
    expect(html).toContain('<h1 class="text-2xl font-bold">Find work</h1>');
    expect(html).toContain(`<a href="/jobs/${electrician.id}">Electrician &lt;b&gt;Lead&lt;/b&gt; &amp; Foreman</a>`);
    expect(html).toContain('<p role="status">1 job</p>');
    expect(html).toContain('Gulf &lt;Rigging&gt; Co · Chicago, IL (0 mi) · $90,000-120,000/yr');
    expect(html).not.toContain('<b>Lead</b>');
    expect(html).not.toContain('Pipeline Welder');
    expect(html).toContain(
      '<link rel="canonical" href="https://crewbridge.example.com/jobs?q=electrician&amp;location=Chicago%2C+IL&amp;radiusMiles=25" />',
    );
    expect(html).not.toContain('noindex');
  });

  it('speaks Spanish for ?lang=es (kept in the canonical URL) and for a Spanish Accept-Language', async () => {
    const asked = await visitor().get('/jobs?lang=es');
    expect(asked.body).toContain('<html lang="es"');
    expect(asked.body).toContain('<title>Empleos de oficios calificados | CrewBridge</title>');
    expect(asked.body).toContain('<h1 class="text-2xl font-bold">Buscar trabajo</h1>');
    expect(asked.body).toContain('$90,000-120,000/año');
    expect(asked.body).toContain('<p role="status">2 empleos</p>');
    expect(asked.body).toContain('<link rel="canonical" href="https://crewbridge.example.com/jobs?lang=es" />');

    const header = await visitor().get('/jobs?q=soldador', { headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' } });
    expect(header.body).toContain('<html lang="es"');
    expect(header.body).toContain('<title>Empleos de soldador | CrewBridge</title>');
    expect(header.body).toContain('>Pipeline Welder</a>');
    expect(header.headers.vary).toContain('accept-language');
  });

  it('shows the newest jobs for a link with a bad filter, kept out of search indexes', async () => {
    const res = await visitor().get('/jobs?radiusMiles=-4');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).toContain('>Pipeline Welder</a>');
    expect(res.body).toContain('<link rel="canonical" href="https://crewbridge.example.com/jobs" />');
  });

  it('is listed in the sitemap', async () => {
    const res = await visitor().get('/sitemap.xml');
    expect(res.body).toContain('<loc>https://crewbridge.example.com/jobs</loc>');
  });
});
