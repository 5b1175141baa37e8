import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../test/api';
import { employerWithJob, insertJob } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { parseWellFormedXml, type XmlElement } from '../../test/well-formed-xml';
import { jobFileWriter, planSitemap, SITEMAP_URL_LIMIT } from './sitemap';

const ORIGIN = 'https://crewbridge.example.com';
const NAMESPACE = ' xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;

let ctx: TestContext;
let employerId: string;
let expiredId: string;
let closedId: string;
const visitor = () => injectAs(ctx.app, null);

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: ORIGIN });
  employerId = (await employerWithJob(ctx, 'Gulf Rigging Co')).user.id;
  // Its post has ended, and the sweep has not closed it yet.
  expiredId = (await insertJob(ctx, employerId, { title: 'Expired Lineman', expiresAt: new Date(Date.now() - 60_000) })).id;
  closedId = (await insertJob(ctx, employerId, { title: 'Closed Rigger', isActive: false })).id;
});
afterAll(async () => {
  await ctx?.close();
});

/** The sitemap's XML read strictly (the strict reader takes no attributes: the namespace is checked, then set aside). */
function parseSitemapXml(xml: string, root: 'urlset' | 'sitemapindex'): XmlElement {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  expect(xml).toContain(`<${root}${NAMESPACE}>`);
  const element = parseWellFormedXml(xml.replace(`<${root}${NAMESPACE}>`, () => `<${root}>`));
  expect(element.name).toBe(root);
  return element;
}

const childText = (element: XmlElement, name: string) => element.children.find((child) => child.name === name)?.text;
const jobIdOf = (loc: string) => /\/jobs\/([0-9a-f-]{36})$/.exec(loc)?.[1];

async function listedJobIds(): Promise<string[]> {
  const rows = await ctx.database.db.execute<{ id: string }>(
    sql`select id from jobs where is_active and expires_at > now() order by posted_at desc, id desc`,
  );
  return rows.rows.map((row) => row.id);
}

async function getXml(url: string) {
  const res = await visitor().get(url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toContain('application/xml');
  return res.body;
}

/** Every <url> of a urlset, each with a W3C datetime lastmod when it is a job's or a company's. */
function urlsOf(urlset: XmlElement) {
  return urlset.children.map((url) => {
    expect(url.name).toBe('url');
    const loc = childText(url, 'loc')!;
    const lastmod = childText(url, 'lastmod');
    if (loc.includes('/jobs/') || loc.includes('/companies/')) expect(lastmod, loc).toMatch(W3C_DATETIME);
    return { loc, lastmod };
  });
}

describe('GET /sitemap.xml under one file (issue 53)', () => {
  it('is one urlset: pages, the company, every listed job with its last change as lastmod; no expired or closed job', async () => {
    await ctx.database.db.execute(sql`update jobs set title = title || ' (edited)' where employer_id = ${employerId} and is_active`);
    const urls = urlsOf(parseSitemapXml(await getXml('/sitemap.xml'), 'urlset'));
    const locs = urls.map((url) => url.loc);
    expect(locs).toContain(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/companies/${employerId}`);
    const jobIds = locs.map(jobIdOf).filter(Boolean);
    expect(jobIds.sort()).toEqual((await listedJobIds()).sort());
    expect(jobIds).not.toContain(expiredId);
    expect(jobIds).not.toContain(closedId);
    const updated = await ctx.database.db.execute<{ id: string; updated_at: Date }>(sql`select id, updated_at from jobs where is_active`);
    for (const row of updated.rows) {
      const line = urls.find((url) => url.loc === `${ORIGIN}/jobs/${row.id}`);
      if (line) expect(line.lastmod).toBe(new Date(row.updated_at).toISOString());
    }
  });

  it('robots.txt points crawlers to it', async () => {
    expect((await visitor().get('/robots.txt')).body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('pages jobs files by keyset with no job twice or missed, when the limit (a parameter) is small', async () => {
    await ctx.database.db.execute(sql`
      insert into jobs (employer_id, title, description, industry, location, job_type, posted_at)
      select ${employerId}, 'Welder ' || g, 'Weld pipe.', 'construction', 'Houston, TX', 'full-time', now() - g * interval '1 minute'
      from generate_series(1, 20) g`);
    // Three at one instant: the id breaks the tie across a file's edge.
    await ctx.database.db.execute(sql`
      insert into jobs (employer_id, title, description, industry, location, job_type, posted_at)
      select ${employerId}, 'Fitter ' || g, 'Fit pipe.', 'construction', 'Houston, TX', 'full-time', timestamptz '2026-01-01T00:00:00Z'
      from generate_series(1, 3) g`);
    const db = ctx.app.db;
    const now = new Date();
    const plan = await planSitemap(db, now, 1, 7);
    expect(plan.kind).toBe('index');
    const files = plan.kind === 'index' ? plan.jobFiles : [];
    const listed = await listedJobIds();
    expect(files.map((file) => file.count)).toEqual([7, 7, 7, listed.length - 21]);
    const read: string[] = [];
    for (let number = 1; number <= files.length; number++) {
      let xml = '';
      for await (const part of (await jobFileWriter({ db, origin: ORIGIN, now, urlLimit: 7 }, number))!) xml += part;
      read.push(...urlsOf(parseSitemapXml(xml, 'urlset')).map((url) => jobIdOf(url.loc)!));
    }
    expect(read).toEqual(listed);
    expect(await jobFileWriter({ db, origin: ORIGIN, now, urlLimit: 7 }, files.length + 1)).toBeNull();
  });
});

// At its real size on PostgreSQL only: 50,000 rows take PGlite half a minute, and the small-limit test above already
// walks the same planner and writer on both databases.
describe.runIf(process.env.TEST_DATABASE_URL)(
  `GET /sitemap.xml past ${SITEMAP_URL_LIMIT.toLocaleString('en-US')} addresses (issue 53)`,
  () => {
    it('is an index of the pages file and jobs files of 50,000 jobs each, with lastmod, every listed job once, none expired', async () => {
      await ctx.database.db.execute(sql`
      insert into jobs (employer_id, title, description, industry, location, job_type, posted_at)
      select ${employerId}, 'Electrician ' || g, 'Pull wire.', 'construction', 'Dallas, TX', 'full-time', now() - g * interval '1 second'
      from generate_series(1, ${SITEMAP_URL_LIMIT}) g`);
      const listed = await listedJobIds();
      expect(listed.length).toBeGreaterThan(SITEMAP_URL_LIMIT);

      const index = parseSitemapXml(await getXml('/sitemap.xml'), 'sitemapindex');
      const entries = index.children.map((entry) => ({ loc: childText(entry, 'loc')!, lastmod: childText(entry, 'lastmod') }));
      expect(entries.map((entry) => entry.loc)).toEqual([
        `${ORIGIN}/sitemaps/pages.xml`,
        `${ORIGIN}/sitemaps/jobs-1.xml`,
        `${ORIGIN}/sitemaps/jobs-2.xml`,
      ]);
      for (const entry of entries) expect(entry.lastmod, entry.loc).toMatch(W3C_DATETIME);

      const pages = urlsOf(parseSitemapXml(await getXml('/sitemaps/pages.xml'), 'urlset')).map((url) => url.loc);
      expect(pages).toContain(`${ORIGIN}/`);
      expect(pages).toContain(`${ORIGIN}/companies/${employerId}`);

      const first = urlsOf(parseSitemapXml(await getXml('/sitemaps/jobs-1.xml'), 'urlset'));
      const second = urlsOf(parseSitemapXml(await getXml('/sitemaps/jobs-2.xml'), 'urlset'));
      expect(first).toHaveLength(SITEMAP_URL_LIMIT);
      const ids = [...first, ...second].map((url) => jobIdOf(url.loc));
      expect(ids).toEqual(listed);
      expect(ids).not.toContain(expiredId);
      expect((await visitor().get('/sitemaps/jobs-3.xml')).statusCode).toBe(404);
      expect((await visitor().get('/sitemaps/jobs-0.xml')).statusCode).toBe(404);
    }, 240_000);

    it('sends a jobs file gzipped to a crawler that accepts it', async () => {
      const res = await visitor().get('/sitemaps/jobs-2.xml', { headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      const { gunzipSync } = await import('node:zlib');
      parseSitemapXml(gunzipSync(res.rawPayload).toString('utf8'), 'urlset');
      // A HEAD says what a GET would send, without reading the file.
      const head = await ctx.app.inject({ method: 'HEAD', url: '/sitemaps/jobs-1.xml' });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toContain('application/xml');
      expect(head.body).toBe('');
    });
  },
);
