import type { PublicCompany } from '@core/employer-profile/public-company';
import { ratingSummaryParams } from '@core/reviews/rating-text';
import type { Language } from '@core/shared/options';
import { publicPageTexts } from '../../lib/language';
import { escapeHtml, fillTemplate, verifiedEmployerLine } from './job-page';
import type { RenderedPage } from './page-renderer';

const DESCRIPTION_LENGTH = 155;

function pageDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > DESCRIPTION_LENGTH ? `${line.slice(0, DESCRIPTION_LENGTH - 1)}…` : line;
}

/**
 * /companies/{id} in the HTML, in the reader's language: the company, its rating and open jobs (its reviews' texts come
 * with the script, a page at a time). The app's own rendering takes the body's place when there is one.
 */
export function renderCompanyPage(
  template: string,
  company: PublicCompany,
  canonicalUrl: string,
  language: Language = 'en',
  rendered: RenderedPage | null = null,
): string {
  const t = publicPageTexts(language);
  const name = company.companyName || t('jobSearch.companyFallback');
  const jobs = company.openJobs
    .map((job) => `<li><a href="/jobs/${escapeHtml(job.id)}">${escapeHtml(job.title)}</a> · ${escapeHtml(job.location)}</li>`)
    .join('');
  const body = [
    '<main class="mx-auto grid max-w-3xl gap-4 px-4 py-8">',
    `<h1 class="text-2xl font-bold">${escapeHtml(name)}</h1>`,
    verifiedEmployerLine(company, t),
    company.headquarters ? `<p>${escapeHtml(company.headquarters)}</p>` : '',
    `<p data-testid="company-rating">${escapeHtml(company.rating ? t('rating.summary', ratingSummaryParams(company.rating)) : t('company.noReviews'))}</p>`,
    company.description ? `<div style="white-space:pre-line">${escapeHtml(company.description)}</div>` : '',
    `<h2 class="text-lg font-semibold">${escapeHtml(t('company.openJobs'))}</h2>`,
    jobs ? `<ul>${jobs}</ul>` : `<p>${escapeHtml(t('company.noOpenJobs'))}</p>`,
    '</main>',
  ].join('');
  return fillTemplate(template, {
    title: `${name} | CrewBridge`,
    description: pageDescription(company.description || t('company.description', { company: name })),
    canonicalUrl,
    language,
    head: '',
    body,
    rendered,
  });
}

/** An id that names no company: the reason in the reader's language and the way to open jobs, kept out of indexes. */
export function renderUnknownCompanyPage(template: string, message: string, canonicalUrl: string, language: Language = 'en'): string {
  const t = publicPageTexts(language);
  return fillTemplate(template, {
    title: `${message} | CrewBridge`,
    description: message,
    canonicalUrl,
    head: '<meta name="robots" content="noindex" />',
    language,
    body: [
      '<main class="mx-auto max-w-3xl px-4 py-8">',
      `<h1 class="text-2xl font-bold">${escapeHtml(message)}</h1>`,
      `<p><a href="/jobs">${escapeHtml(t('jobPage.searchJobs'))}</a></p>`,
      '</main>',
    ].join(''),
  });
}
