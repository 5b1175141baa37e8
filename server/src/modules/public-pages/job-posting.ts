import { educationCategoryOf, experienceMonthsOf, parseJobLocation } from '@core/jobs/posting-facts';
import type { PayUnit } from '@core/jobs/pay';
import type { JobDto } from '@core/jobs/schemas';
import { ratingSummaryParams } from '@core/reviews/rating-text';
import type { JobType } from '@core/shared/options';
import { publicPageTexts, type Translate } from '../../lib/language';

/** Google's employment types (JobPosting employmentType). */
export const GOOGLE_EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
] as const;
type GoogleEmploymentType = (typeof GOOGLE_EMPLOYMENT_TYPES)[number];

// Every job type the app has; a type stored before these lists (or a new one) is OTHER.
const EMPLOYMENT_TYPES: Record<JobType, GoogleEmploymentType> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
};

/** Google's pay periods (QuantitativeValue unitText), one for every pay unit of core/jobs/pay.ts. */
const UNIT_TEXTS: Record<PayUnit, 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR'> = { hour: 'HOUR', day: 'DAY', year: 'YEAR' };

/** The name the JobPosting's identifier is issued under. */
export const IDENTIFIER_NAME = 'CrewBridge';

// The JSON-LD's organisation name is read by search engines, not people: in English whatever the page's language.
export const companyOf = (job: JobDto, t: Translate = publicPageTexts('en')) => job.companyName || t('jobPage.companyFallback');

/** schema.org's AggregateRating of the hiring organization (1-5 points), from the shown reviews of its hires. */
function aggregateRatingOf(job: JobDto) {
  if (!job.employerRating) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: Number(ratingSummaryParams(job.employerRating).average),
    reviewCount: job.employerRating.count,
    bestRating: 5,
    worstRating: 1,
  };
}

function baseSalaryOf(job: JobDto) {
  if (job.salaryMin == null && job.salaryMax == null) return undefined;
  return {
    '@type': 'MonetaryAmount',
    currency: 'USD',
    value: {
      '@type': 'QuantitativeValue',
      ...(job.salaryMin != null && { minValue: job.salaryMin }),
      ...(job.salaryMax != null && { maxValue: job.salaryMax }),
      unitText: UNIT_TEXTS[job.payUnit],
    },
  };
}

function jobLocationOf(job: JobDto) {
  const { city, state, postalCode } = parseJobLocation(job.location);
  return {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      ...(city && { addressLocality: city }),
      ...(state && { addressRegion: state }),
      ...(postalCode && { postalCode }),
      addressCountry: 'US',
    },
  };
}

function experienceRequirementsOf(job: JobDto) {
  const months = experienceMonthsOf(job.requirements);
  return months === null ? undefined : { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: months };
}

function educationRequirementsOf(job: JobDto) {
  const category = educationCategoryOf(job.requirements, job.requiredCredentials);
  return category === null ? undefined : { '@type': 'EducationalOccupationalCredential', credentialCategory: category };
}

/**
 * The schema.org JobPosting search engines' job listings read: Google's required properties and every
 * recommended one a CrewBridge job has data for. It is valid through the end of the post (`expiresAt`,
 * ISO), applied to on CrewBridge itself (directApply), and built as data: the page writes it with
 * jsonForScript, so no text of the job can end its <script>. A job has no remote option (it names one
 * place), so jobLocationType and applicantLocationRequirements are never written.
 */
export function toJobPosting(job: JobDto, expiresAt: string) {
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    identifier: { '@type': 'PropertyValue', name: IDENTIFIER_NAME, value: job.id },
    datePosted: job.postedAt,
    validThrough: expiresAt,
    employmentType: Object.hasOwn(EMPLOYMENT_TYPES, job.jobType) ? EMPLOYMENT_TYPES[job.jobType as JobType] : 'OTHER',
    directApply: true,
    hiringOrganization: { '@type': 'Organization', name: companyOf(job), aggregateRating: aggregateRatingOf(job) },
    jobLocation: jobLocationOf(job),
    ...(job.positions > 1 && { totalJobOpenings: job.positions }),
    baseSalary: baseSalaryOf(job),
    experienceRequirements: experienceRequirementsOf(job),
    educationRequirements: educationRequirementsOf(job),
  };
}
