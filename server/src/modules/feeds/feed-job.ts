import { educationCategoryOf, parseJobLocation } from '@core/jobs/posting-facts';
import { INDUSTRY_LABELS, type Industry } from '@core/shared/options';
import type { FeedJobRow } from './repository';
import { escapeXml } from './xml';

/** A job in the words job boards read, its text still raw: each feed format escapes it where it writes it. */
export interface FeedJob {
  id: string;
  title: string;
  company: string;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  /** An HTML description (the job's plain text, escaped, lines kept), e-mail addresses removed. */
  descriptionHtml: string;
  salary: string | null;
  jobType: string;
  category: string;
  experience: string | null;
  /** The schooling the job's required lines ask for ("High school"), as its JobPosting says; null when none. */
  education: string | null;
  postedAt: Date;
  expiresAt: Date;
}

const EMAIL_ADDRESS = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;

/** A job without a company name on its profile is listed as a CrewBridge employer's (the public page says the same). */
export const COMPANY_FALLBACK = 'CrewBridge employer';

const EXPERIENCE_LABELS: Record<string, string> = {
  entry: 'Entry level',
  'entry-level': 'Entry level',
  mid: 'Mid level',
  'mid-level': 'Mid level',
  senior: 'Senior level',
  'senior-level': 'Senior level',
  lead: 'Lead',
  'executive-level': 'Executive',
};

const JOB_TYPE_LABELS: Record<string, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  temporary: 'Temporary',
  internship: 'Internship',
};

const UNIT_WORDS = { hour: 'per hour', day: 'per day', year: 'per year' } as const;

/** The job's text without e-mail addresses: boards want applicants to apply through the job's page. */
export function withoutEmailAddresses(text: string): string {
  return text.replace(EMAIL_ADDRESS, () => '');
}

/** "$38 - $45 per hour", "From $38 per hour", "Up to $45 per hour"; null without pay. */
export function salaryText(min: number | null, max: number | null, unit: keyof typeof UNIT_WORDS): string | null {
  const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;
  const words = UNIT_WORDS[unit];
  if (min !== null && max !== null) return min === max ? `${dollars(min)} ${words}` : `${dollars(min)} - ${dollars(max)} ${words}`;
  if (min !== null) return `From ${dollars(min)} ${words}`;
  if (max !== null) return `Up to ${dollars(max)} ${words}`;
  return null;
}

function educationText(row: FeedJobRow): string | null {
  const category = educationCategoryOf(row.requirements, row.required_credentials);
  return category ? category.charAt(0).toUpperCase() + category.slice(1) : null;
}

function descriptionHtml(row: FeedJobRow): string {
  const paragraphs = withoutEmailAddresses(row.description)
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeXml(paragraph).replace(/\r?\n/g, () => '<br>')}</p>`);
  const requirements = row.requirements.map((requirement) => withoutEmailAddresses(requirement).trim()).filter(Boolean);
  if (requirements.length > 0) {
    paragraphs.push(`<p><strong>Requirements</strong></p><ul>${requirements.map((item) => `<li>${escapeXml(item)}</li>`).join('')}</ul>`);
  }
  return paragraphs.join('');
}

export function toFeedJob(row: FeedJobRow): FeedJob {
  return {
    id: row.id,
    title: row.title,
    company: row.company_name?.trim() || COMPANY_FALLBACK,
    ...parseJobLocation(row.location),
    descriptionHtml: descriptionHtml(row),
    salary: salaryText(row.salary_min, row.salary_max, row.pay_unit),
    jobType: JOB_TYPE_LABELS[row.job_type] ?? row.job_type,
    category: INDUSTRY_LABELS[row.industry as Industry] ?? row.industry,
    experience: row.experience_level ? (EXPERIENCE_LABELS[row.experience_level] ?? null) : null,
    education: educationText(row),
    postedAt: row.posted_at,
    expiresAt: row.expires_at,
  };
}
