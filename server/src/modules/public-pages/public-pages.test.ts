import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '@core/jobs/schemas';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { deleteJob, employerWithJob, insertJob } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';

// The client's publicPage.gone* texts, which the server's page says before the script starts.
const UNAVAILABLE_EXPLANATION = 'This job may have been filled or closed, or the link may be wrong. Open jobs are in the job search.';
const SEARCH_JOBS_LINK = 'Search open jobs';

// The built index.html's shape: a title, a description and a #root the server fills.
const TEMPLATE = `<!doctype html><html lang="en"><head><meta name="description" content="CrewBridge" /><title>CrewBridge</title></head><body><div id="root"><div>shell</div></div></body></html>`;

let ctx: TestContext;
let clientDir: string;
let employer: Awaited<ReturnType<typeof employerWithJob>>;
let openJob: Awaited<ReturnType<typeof insertJob>>;
let closedJob: Awaited<ReturnType<typeof insertJob>>;
const visitor = () => injectAs(ctx.app, null);

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'crewbridge-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
  ctx = await createTestApp({ CLIENT_DIST_DIR: clientDir, PUBLIC_URL: 'https://crewbridge.example.com' });
  employer = await employerWithJob(ctx, 'Gulf <Rigging> Co');
  openJob = await insertJob(ctx, employer.user.id, {
    title: 'Data Center Electrician',
    industry: 'construction',
    description: 'Pull cable & terminate.</script><script>alert(1)</script>',
    salaryMin: 60000,
    salaryMax: 80000,
  });
  closedJob = await insertJob(ctx, employer.user.id, { title: 'Closed Rigger', industry: 'construction', isActive: false });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const escapeHtmlText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

function jsonLdOf(html: string) {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]![1]!) as Record<string, unknown>;
}

describe('GET /jobs/:jobId (the HTML page)', () => {
  it('holds the job, escaped, and a JobPosting with the properties Google requires, for a signed-out visitor', async () => {
    const res = await visitor().get(`/jobs/${openJob.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<title>Data Center Electrician - Gulf &lt;Rigging&gt; Co | CrewBridge</title>');
    expect(html).toContain('<h1 class="text-2xl font-bold">Data Center Electrician</h1>');
    expect(html).toContain('Pull cable &amp; terminate.&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(`<link rel="canonical" href="https://crewbridge.example.com/jobs/${openJob.id}" />`);
    expect(html).toMatch(/<meta name="description" content="Data Center Electrician in Houston, TX\. Pull cable &amp; terminate/);

    const posting = jsonLdOf(html);
    for (const property of ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation']) {
      expect(posting[property], property).toBeTruthy();
    }
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Data Center Electrician',
      description: 'Pull cable & terminate.</script><script>alert(1)</script>',
      datePosted: openJob.postedAt.toISOString(),
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Gulf <Rigging> Co' },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Houston', addressRegion: 'TX', addressCountry: 'US' } },
      baseSalary: { currency: 'USD', value: { minValue: 60000, maxValue: 80000, unitText: 'YEAR' } },
    });
    expect(posting.validThrough).toBe(openJob.expiresAt.toISOString());
  });

  it("keeps replacement patterns ($&, $`, $', $1, $<x>) in the title, description and company as plain text, the page bounded", async () => {
    const patterns = "$&$`$'$1$<x>$$";
    const hostile = await employerWithJob(ctx, `Co ${patterns.repeat(10)}`);
    const job = await insertJob(ctx, hostile.user.id, {
      title: `Rigger ${patterns.repeat(10)}`,
      description: `Lift ${'$`'.repeat(75)} ${patterns.repeat(40)}`,
      rotation: patterns.repeat(3),
    });
    const res = await visitor().get(`/jobs/${job.id}`);
    await deleteJob(ctx, job.id);
    await deleteJob(ctx, hostile.job.id);
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeLessThan(100_000);
    // The template's markers each once: no copy of the document was spliced in.
    for (const marker of ['<!doctype html>', '</head>', '<div id="root">', '<title>'])
      expect(res.body.split(marker), marker).toHaveLength(2);
    expect(res.body).toContain(`<h1 class="text-2xl font-bold">Rigger ${escapeHtmlText(patterns.repeat(10))}</h1>`);
    expect(res.body).toContain(
      `<title>Rigger ${escapeHtmlText(patterns.repeat(10))} - Co ${escapeHtmlText(patterns.repeat(10))} | CrewBridge</title>`,
    );
    const posting = jsonLdOf(res.body);
    expect(posting).toMatchObject({
      title: `Rigger ${patterns.repeat(10)}`,
      description: `Lift ${'$`'.repeat(75)} ${patterns.repeat(40)}`,
      hiringOrganization: { name: `Co ${patterns.repeat(10)}` },
    });
  });

  it('answers 410 "no longer available" for a job whose post has expired, before the sweep closes it', async () => {
    const expired = await insertJob(ctx, employer.user.id, { title: 'Expired Lineman', expiresAt: new Date(Date.now() - 1000) });
    const res = await visitor().get(`/jobs/${expired.id}`);
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain(`<h1 class="text-2xl font-bold">${JOB_MESSAGES.noLongerAvailable}</h1>`);
    expect(res.body).not.toContain('application/ld+json');
    await deleteJob(ctx, expired.id);
  });

  it('answers 410 with a "no longer available" page and links to open jobs in the same industry for a closed job', async () => {
    const res = await visitor().get(`/jobs/${closedJob.id}`);
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain(`<h1 class="text-2xl font-bold">${JOB_MESSAGES.noLongerAvailable}</h1>`);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).toContain(`<a href="/jobs">${SEARCH_JOBS_LINK}</a>`);
    expect(res.body).toContain(`<a href="/jobs/${openJob.id}">Data Center Electrician</a>`);
    expect(res.body).not.toContain('application/ld+json');
  });

  it('answers 404 for an unknown, a deleted or a malformed id, with why, a link to the job search and open jobs', async () => {
    const deleted = await insertJob(ctx, employer.user.id);
    await deleteJob(ctx, deleted.id);
    for (const id of ['00000000-0000-4000-8000-000000000000', deleted.id, 'not-a-job']) {
      const res = await visitor().get(`/jobs/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(`<h1 class="text-2xl font-bold">${JOB_MESSAGES.notFound}</h1>`);
      expect(res.body).toContain(`<p>${UNAVAILABLE_EXPLANATION}</p>`);
      expect(res.body).toContain(`<a href="/jobs">${SEARCH_JOBS_LINK}</a>`);
      expect(res.body).toContain(`<a href="/jobs/${openJob.id}">`);
    }
  });
});

describe('GET /api/public/jobs/:jobId', () => {
  it('gives an open job to a signed-out visitor, 410 for a closed one and 404 for an unknown one', async () => {
    const open = await visitor().get(`/api/public/jobs/${openJob.id}`);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({
      id: openJob.id,
      title: 'Data Center Electrician',
      companyName: 'Gulf <Rigging> Co',
      isActive: true,
    });

    const closed = await visitor().get(`/api/public/jobs/${closedJob.id}`);
    expect(closed.statusCode).toBe(410);
    expect(closed.json()).toEqual(errorBody(JOB_MESSAGES.noLongerAvailable));

    const unknown = await visitor().get('/api/public/jobs/not-a-job');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(errorBody(JOB_MESSAGES.notFound));
  });

  it('lists similar open jobs without the job itself, or the newest open jobs for an unknown id', async () => {
    const similar = await visitor().get(`/api/public/jobs/${openJob.id}/similar`);
    expect(similar.statusCode).toBe(200);
    const ids = (similar.json() as Array<{ id: string }>).map((job) => job.id);
    expect(ids).not.toContain(openJob.id);
    expect(ids).not.toContain(closedJob.id);
    expect(ids).toContain(employer.job.id);

    const forUnknown = await visitor().get('/api/public/jobs/not-a-job/similar');
    expect(forUnknown.statusCode).toBe(200);
    expect((forUnknown.json() as Array<{ id: string }>)[0]).toEqual({
      id: openJob.id,
      title: 'Data Center Electrician',
      companyName: 'Gulf <Rigging> Co',
      location: 'Houston, TX',
    });
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages and every open job, not closed ones', async () => {
    const res = await visitor().get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<loc>https://crewbridge.example.com/</loc>');
    expect(res.body).toContain('<loc>https://crewbridge.example.com/pricing</loc>');
    expect(res.body).toContain(`<loc>https://crewbridge.example.com/jobs/${openJob.id}</loc>`);
    expect(res.body).toContain(`<loc>https://crewbridge.example.com/jobs/${employer.job.id}</loc>`);
    expect(res.body).not.toContain(closedJob.id);
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the API and points them to the sitemap by its full address', async () => {
    const res = await visitor().get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: https://crewbridge.example.com/sitemap.xml');
  });
});
