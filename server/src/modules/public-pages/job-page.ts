import { findCredential } from '@core/credentials/catalogue';
import { jobPageMeta } from '@core/jobs/page-meta';
import { formatPay } from '@core/jobs/pay';
import type { JobDto, SimilarJobDto } from '@core/jobs/schemas';
import { ratingSummaryParams } from '@core/reviews/rating-text';
import { ROOT_ELEMENT_PATTERN } from '@core/shared/boot-script';
import type { Language } from '@core/shared/options';
import type { EmployerVerificationFields } from '@core/trust/employer-verification';
import { publicPageTexts, type Translate } from '../../lib/language';
import { companyOf, toJobPosting } from './job-posting';
import type { RenderedPage } from './page-renderer';

// The JobPosting moved to job-posting.ts; callers of this file keep finding it here.
export { toJobPosting };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** JSON safe inside a <script> element: no "</script>", "<!--" or line separators can end or bend it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The badge's words: how the employer was verified ("Verified: e-mail at acme.com", "Verified: domain acme.com", "Checked by CrewBridge"). */
function verificationText(job: Pick<JobDto, keyof EmployerVerificationFields>, t: Translate): string {
  if (job.employerVerification === 'operator') return t('jobPage.checkedByCrewBridge');
  if (job.employerVerification === 'email_domain' && job.employerVerifiedDomain) {
    return t('jobPage.verifiedByEmail', { domain: job.employerVerifiedDomain });
  }
  if (job.employerVerification === 'domain' && job.employerVerifiedDomain)
    return t('jobPage.verifiedByDomain', { domain: job.employerVerifiedDomain });
  return t('jobPage.verifiedEmployer');
}

/**
 * The verified employer's badge as the client draws it, so the page says it before the script
 * starts; nothing for an unverified employer. The whole text is escaped, the domain inside it too.
 */
export function verifiedEmployerLine(job: Pick<JobDto, keyof EmployerVerificationFields>, t: Translate): string {
  if (!job.employerVerified) return '';
  const text = escapeHtml(verificationText(job, t));
  return `<p><span class="inline-flex max-w-full items-center gap-1 rounded-full border border-transparent bg-blue-100 px-2.5 py-0.5 text-xs font-semibold text-blue-800 [overflow-wrap:anywhere]" data-testid="verified-employer">${text}</span></p>`;
}

/**
 * The employer's headline rating as the client's card and job page write it ("4.6 · 23 reviews from hires"), escaped,
 * linked to the company's page; nothing without shown reviews.
 */
export function employerRatingLine(job: Pick<JobDto, 'employerId' | 'employerRating'>, t: Translate): string {
  if (!job.employerRating) return '';
  const text = escapeHtml(t('rating.summary', ratingSummaryParams(job.employerRating)));
  return `<p><a href="/companies/${escapeHtml(job.employerId)}" data-testid="employer-rating"><span aria-hidden="true">★</span> ${text}</a></p>`;
}

/** Travel terms and credentials, as the client's job details list them. */
function termsOf(job: JobDto, t: Translate): string[] {
  const names = (ids: string[]) => ids.map((id) => findCredential(id)?.name ?? id).join(', ');
  return [
    job.perDiem ? t('jobPage.perDiem', { amount: `$${job.perDiem.toLocaleString('en-US')}` }) : null,
    job.lodgingProvided ? t('jobPage.lodging') : null,
    job.travelRequired ? t('jobPage.travel') : null,
    job.rotation ? t('jobPage.rotation', { rotation: job.rotation }) : null,
    job.overtimeExpected ? t('jobPage.overtime') : null,
    job.requiredCredentials.length > 0 ? t('jobPage.requiredCredentials', { names: names(job.requiredCredentials) }) : null,
    job.preferredCredentials.length > 0 ? t('jobPage.preferredCredentials', { names: names(job.preferredCredentials) }) : null,
  ].filter((term): term is string => term !== null);
}

export interface PageParts {
  title: string;
  description: string;
  canonicalUrl: string;
  head: string;
  body: string;
  /** The page's language (`<html lang>`); the template's when absent. */
  language?: Language;
  /** The app's own rendering of the page (page-renderer.ts), in place of `body` and the template's skeleton: the script hydrates it. */
  rendered?: RenderedPage | null;
}

/**
 * The built index.html with the page's title, description and content: React replaces #root's content when it starts.
 * Replacer functions, never replacement strings: in those `$&`, "$`", `$'` and `$1` of a job's text would be patterns
 * that copy the document into itself (eslint.config.js refuses a computed replacement string).
 */
export function fillTemplate(template: string, parts: PageParts): string {
  const { language, rendered } = parts;
  const withHead = template
    .replace(/<html lang="[^"]*"/, (tag) => (language ? `<html lang="${language}"` : tag))
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(parts.title)}</title>`)
    .replace(/<meta\s+name="description"[\s\S]*?\/>/, () => `<meta name="description" content="${escapeHtml(parts.description)}" />`)
    .replace('</head>', () => `<link rel="canonical" href="${escapeHtml(parts.canonicalUrl)}" />${parts.head}</head>`);
  if (!rendered) return withHead.replace('<div id="root">', () => `<div id="root">${parts.body}`);
  // main.tsx hydrates a page rendered in the language it starts in (data-rendered) with this data.
  return withHead.replace(
    ROOT_ELEMENT_PATTERN,
    (_, end: string) =>
      `<div id="root" data-rendered="${language ?? 'en'}">${rendered.html}</div>` +
      `<script type="application/json" id="rendered-state">${jsonForScript(rendered.state)}</script>${end}`,
  );
}

/** The job in the HTML, in the reader's language (the job's own words as the employer wrote them). */
export function renderJobPage(
  template: string,
  { job, expiresAt }: { job: JobDto; expiresAt: string },
  canonicalUrl: string,
  language: Language = 'en',
  rendered: RenderedPage | null = null,
): string {
  const t = publicPageTexts(language);
  const pay = formatPay(job.salaryMin, job.salaryMax, job.payUnit, language);
  const terms = termsOf(job, t);
  const body = [
    '<main class="mx-auto max-w-3xl px-4 py-8">',
    `<h1 class="text-2xl font-bold">${escapeHtml(job.title)}</h1>`,
    verifiedEmployerLine(job, t),
    employerRatingLine(job, t),
    `<p>${escapeHtml(companyOf(job, t))} · ${escapeHtml(job.location)} · <time datetime="${escapeHtml(job.postedAt)}">${job.postedAt.slice(0, 10)}</time></p>`,
    pay ? `<p>${escapeHtml(pay)}</p>` : '',
    terms.length > 0 ? `<ul>${terms.map((term) => `<li>${escapeHtml(term)}</li>`).join('')}</ul>` : '',
    `<div style="white-space:pre-line">${escapeHtml(job.description)}</div>`,
    '</main>',
  ].join('');
  return fillTemplate(template, {
    ...jobPageMeta(job, companyOf(job, t), language),
    canonicalUrl,
    language,
    head: `<script type="application/ld+json">${jsonForScript(toJobPosting(job, expiresAt))}</script>`,
    body,
    rendered,
  });
}

/**
 * The page of a closed or unknown job, in the reader's language (`message` already is): its reason, why, a link to
 * the job search and to open jobs, and kept out of search indexes.
 */
export function renderUnavailableJobPage(
  template: string,
  message: string,
  similarJobs: SimilarJobDto[],
  canonicalUrl: string,
  language: Language = 'en',
): string {
  const t = publicPageTexts(language);
  const links = similarJobs
    .map((job) => `<li><a href="/jobs/${job.id}">${escapeHtml(job.title)}</a> · ${escapeHtml(job.location)}</li>`)
    .join('');
  return fillTemplate(template, {
    title: `${message} | CrewBridge`,
    description: message,
    canonicalUrl,
    head: '<meta name="robots" content="noindex" />',
    language,
    body: [
      '<main class="mx-auto max-w-3xl px-4 py-8">',
      `<h1 class="text-2xl font-bold">${escapeHtml(message)}</h1>`,
      `<p>${escapeHtml(t('jobPage.goneExplanation'))}</p>`,
      `<p><a href="/jobs">${escapeHtml(t('jobPage.searchJobs'))}</a></p>`,
      links ? `<ul>${links}</ul>` : '',
      '</main>',
    ].join(''),
  });
}
