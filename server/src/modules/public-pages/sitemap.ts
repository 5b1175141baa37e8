import { PAGE_ROUTES } from '@core/routes';
import type { Executor } from '../../db/client';
import { escapeHtml } from './job-page';
import {
  countListedJobs,
  findSitemapCursorBefore,
  listSitemapJobFiles,
  readSitemapJobBatch,
  type SitemapCursor,
  type SitemapJobFile,
} from './sitemap-repository';

/** The most addresses one sitemap file may hold (sitemaps.org), and the most files a sitemap index names. */
export const SITEMAP_URL_LIMIT = 50_000;
/** Jobs read per query while a file streams: memory holds one batch, never the file. */
const SITEMAP_BATCH = 5_000;

export interface SitemapCompany {
  employerId: string;
  lastPostedAt: Date;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';

/** One address, escaped, with its W3C datetime when known. */
function urlLine(loc: string, lastmod?: Date): string {
  return `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>\n`;
}

/** The client's pages that core/routes.ts lists for search engines (no data dates them, so no lastmod). */
function staticPageLines(origin: string): string[] {
  return PAGE_ROUTES.filter((route) => route.isInSitemap).map((route) => urlLine(origin + route.path));
}

// A company's page changes with its newest post (its reviews aside).
const companyLines = (origin: string, companies: SitemapCompany[]) =>
  companies.map((company) => urlLine(`${origin}/companies/${company.employerId}`, company.lastPostedAt));

/** Up to `limit` listed jobs after `after`, newest post first, read in keyset batches, each dated by its last change. */
async function* jobLines(db: Executor, origin: string, now: Date, after: SitemapCursor | null, limit: number): AsyncGenerator<string> {
  let cursor = after;
  let left = limit;
  while (left > 0) {
    const batch = await readSitemapJobBatch(db, now, cursor, Math.min(SITEMAP_BATCH, left));
    if (batch.length > 0) yield batch.map((job) => urlLine(`${origin}/jobs/${job.id}`, job.updatedAt)).join('');
    if (batch.length < Math.min(SITEMAP_BATCH, left)) return;
    left -= batch.length;
    cursor = batch[batch.length - 1]!.cursor;
  }
}

/** What /sitemap.xml is: one file of every address while they fit, else an index of files. */
export type SitemapPlan = { kind: 'urlset' } | { kind: 'index'; jobFiles: SitemapJobFile[] };

export async function planSitemap(db: Executor, now: Date, companyCount: number, urlLimit = SITEMAP_URL_LIMIT): Promise<SitemapPlan> {
  const total = staticPageLines('').length + companyCount + (await countListedJobs(db, now));
  if (total <= urlLimit) return { kind: 'urlset' };
  return { kind: 'index', jobFiles: await listSitemapJobFiles(db, now, urlLimit) };
}

export interface SitemapContext {
  db: Executor;
  origin: string;
  now: Date;
  urlLimit?: number;
}

/** The single sitemap: the public pages, company pages, then the listed jobs in the room left. */
export async function* writeUrlset({ db, origin, now, urlLimit = SITEMAP_URL_LIMIT }: SitemapContext, companies: SitemapCompany[]) {
  yield XML_DECLARATION + URLSET_OPEN;
  const pages = [...staticPageLines(origin), ...companyLines(origin, companies)];
  yield pages.join('');
  yield* jobLines(db, origin, now, null, Math.max(0, urlLimit - pages.length));
  yield '</urlset>\n';
}

/** /sitemaps/pages.xml under an index: the public pages and the company pages. */
export function writePagesUrlset(origin: string, companies: SitemapCompany[]): string {
  return XML_DECLARATION + URLSET_OPEN + [...staticPageLines(origin), ...companyLines(origin, companies)].join('') + '</urlset>\n';
}

/** The path of the index's `number`-th jobs file (from 1). */
export const jobFilePath = (number: number) => `/sitemaps/jobs-${number}.xml`;
export const PAGES_FILE_PATH = '/sitemaps/pages.xml';

/** /sitemap.xml past one file's limit: the pages file and one file per `urlLimit` jobs, each with its newest change. */
export function writeSitemapIndex(origin: string, companies: SitemapCompany[], jobFiles: SitemapJobFile[]): string {
  const newestCompany = companies.reduce<Date | undefined>(
    (newest, company) => (newest && newest > company.lastPostedAt ? newest : company.lastPostedAt),
    undefined,
  );
  const entry = (path: string, lastmod?: Date) =>
    `<sitemap><loc>${escapeHtml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</sitemap>\n`;
  return (
    XML_DECLARATION +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    entry(PAGES_FILE_PATH, newestCompany) +
    jobFiles.map((file, index) => entry(jobFilePath(index + 1), file.lastmod)).join('') +
    '</sitemapindex>\n'
  );
}

/**
 * The `number`-th jobs file (from 1): `urlLimit` listed jobs from the file's first, newest post first; null when
 * there is no such file (the first always exists, empty without jobs).
 */
export async function jobFileWriter({ db, origin, now, urlLimit = SITEMAP_URL_LIMIT }: SitemapContext, number: number) {
  const after = number === 1 ? null : await findSitemapCursorBefore(db, now, (number - 1) * urlLimit);
  if (number > 1 && !after) return null;
  return (async function* () {
    yield XML_DECLARATION + URLSET_OPEN;
    yield* jobLines(db, origin, now, after, urlLimit);
    yield '</urlset>\n';
  })();
}
