import { formatPay } from '@core/jobs/pay';
import type { JobCountResponse, JobDto, PublicJobSearch } from '@core/jobs/schemas';
import type { Language } from '@core/shared/options';
import type { Translate } from '../../lib/language';
import { employerRatingLine, escapeHtml, fillTemplate, verifiedEmployerLine } from './job-page';
import type { RenderedPage } from './page-renderer';

/** The query's filters a search engine may index apart (no cursor or page size): the canonical URL and the title read them. */
const INDEXED_PARAMS = [
  'q',
  'location',
  'radiusMiles',
  'industry',
  'jobType',
  'experienceLevel',
  'minPay',
  'payUnit',
  'perDiem',
  'lodging',
] as const;

/** /jobs with the search's filters in a fixed order, the sort when not the default, and the language when asked for by ?lang. */
export function canonicalSearchPath(query: PublicJobSearch, lang: Language | undefined): string {
  const params = new URLSearchParams();
  for (const key of INDEXED_PARAMS) {
    const value = query[key];
    if (value !== undefined && value !== false) params.set(key, String(value));
  }
  if (query.sort !== 'newest') params.set('sort', query.sort);
  if (lang) params.set('lang', lang);
  const search = params.toString();
  return search ? `/jobs?${search}` : '/jobs';
}

interface SearchPage {
  query: PublicJobSearch;
  jobs: JobDto[];
  language: Language;
  canonicalUrl: string;
  /** How many jobs the search finds (its "N jobs"). */
  count: JobCountResponse;
  /** The app's own rendering (page-renderer.ts), in place of the plain list. */
  rendered?: RenderedPage | null;
}

/** "1,000+ jobs", "12 jobs", "1 job": US digits in either language, as the page's client writes them. */
export function jobCountText({ total, isCapped }: JobCountResponse, t: Translate): string {
  const countText = total.toLocaleString('en-US');
  return isCapped ? t('jobSearch.countCapped', { countText }) : t('jobSearch.count', { count: total, countText });
}

/** The public job search's first page in the HTML: what a search engine indexes and a phone shows before the script takes over. */
export function renderJobSearchPage(template: string, page: SearchPage, t: Translate): string {
  const searchWords = [page.query.q, page.query.location].filter(Boolean).join(', ');
  const title = `${searchWords ? t('jobSearch.titleFor', { search: searchWords }) : t('jobSearch.title')} | CrewBridge`;
  const distance = (job: JobDto) =>
    job.distanceMiles == null ? '' : ` (${escapeHtml(t('jobSearch.milesAway', { miles: job.distanceMiles }))})`;
  const items = page.jobs.map((job) => {
    const pay = formatPay(job.salaryMin, job.salaryMax, job.payUnit, page.language);
    const company = job.companyName || t('jobSearch.companyFallback');
    return [
      '<li class="rounded-lg border bg-white p-4">',
      `<h2 class="text-lg font-semibold"><a href="/jobs/${escapeHtml(job.id)}">${escapeHtml(job.title)}</a></h2>`,
      `<p>${escapeHtml(company)} · ${escapeHtml(job.location)}${distance(job)}${pay ? ` · ${escapeHtml(pay)}` : ''}</p>`,
      verifiedEmployerLine(job, t),
      employerRatingLine(job, t),
      '</li>',
    ].join('');
  });
  const body = [
    '<main class="mx-auto grid max-w-3xl gap-4 px-4 py-8">',
    `<h1 class="text-2xl font-bold">${escapeHtml(t('jobSearch.heading'))}</h1>`,
    `<p role="status">${escapeHtml(jobCountText(page.count, t))}</p>`,
    items.length > 0 ? `<ul class="grid gap-4">${items.join('')}</ul>` : `<p>${escapeHtml(t('jobSearch.empty'))}</p>`,
    '</main>',
  ].join('');
  return fillTemplate(template, {
    title,
    description: t('jobSearch.description'),
    canonicalUrl: page.canonicalUrl,
    head: '',
    body,
    language: page.language,
    rendered: page.rendered,
  });
}
