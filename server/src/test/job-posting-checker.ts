/**
 * A structured-data check of a JobPosting as Google's job search reads it (Search Central, "Job posting
 * structured data": required, recommended and beta properties), offline. Errors: a required property
 * missing or of the wrong type, or any property with a value Google does not allow. Warnings: a
 * recommended property missing while the job has the data for it (`facts`), as the Rich Results Test
 * reports "missing field" for what the page could have said.
 */

export interface JobPostingFacts {
  hasPay: boolean;
  hasCity: boolean;
  hasRegion: boolean;
  hasPostalCode: boolean;
  hasExperience: boolean;
  hasEducation: boolean;
  /** Whether the job can be done remotely (CrewBridge jobs cannot: they have no such field). */
  isRemote: boolean;
}

export interface JobPostingCheck {
  errors: string[];
  warnings: string[];
}

const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'];
const UNIT_TEXTS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];
const CREDENTIAL_CATEGORIES = ['high school', 'associate degree', 'bachelor degree', 'professional certificate', 'postgraduate degree'];
// ISO 8601 date or date-time (with seconds' fraction and a zone when timed).
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isDate = (value: unknown): value is string => typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value));
const hasType = (value: unknown, type: string): value is Json => isObject(value) && value['@type'] === type;

function checkSalary(salary: unknown, errors: string[]) {
  if (!hasType(salary, 'MonetaryAmount')) return errors.push('baseSalary: not a MonetaryAmount');
  if (!isText(salary.currency) || !/^[A-Z]{3}$/.test(salary.currency)) errors.push('baseSalary.currency: not an ISO 4217 code');
  const amount = salary.value;
  if (!hasType(amount, 'QuantitativeValue')) return errors.push('baseSalary.value: not a QuantitativeValue');
  const figures = ['value', 'minValue', 'maxValue'].filter((key) => key in amount);
  if (figures.length === 0) errors.push('baseSalary.value: neither value nor minValue/maxValue');
  for (const key of figures)
    if (!isNumber(amount[key]) || (amount[key] as number) < 0) errors.push(`baseSalary.value.${key}: not a number`);
  if ('value' in amount && ('minValue' in amount || 'maxValue' in amount)) errors.push('baseSalary.value: both value and a range');
  if (isNumber(amount.minValue) && isNumber(amount.maxValue) && amount.minValue > amount.maxValue)
    errors.push('baseSalary.value: minValue > maxValue');
  if (!UNIT_TEXTS.includes(amount.unitText as string))
    errors.push(`baseSalary.value.unitText: ${String(amount.unitText)} is not one of ${UNIT_TEXTS.join(', ')}`);
}

function checkLocation(posting: Json, facts: JobPostingFacts, errors: string[], warnings: string[]) {
  const places = Array.isArray(posting.jobLocation) ? posting.jobLocation : [posting.jobLocation];
  if (posting.jobLocation === undefined) {
    if (!facts.isRemote) errors.push('jobLocation: missing');
    return;
  }
  for (const place of places) {
    if (!hasType(place, 'Place')) {
      errors.push('jobLocation: not a Place');
      continue;
    }
    const address = place.address;
    if (!hasType(address, 'PostalAddress')) {
      errors.push('jobLocation.address: not a PostalAddress');
      continue;
    }
    if (!isText(address.addressCountry) || !/^[A-Z]{2}$/.test(address.addressCountry))
      errors.push('jobLocation.address.addressCountry: not an ISO 3166-1 alpha-2 code');
    for (const [key, has] of [
      ['addressLocality', facts.hasCity],
      ['addressRegion', facts.hasRegion],
      ['postalCode', facts.hasPostalCode],
    ] as const) {
      if (key in address && !isText(address[key])) errors.push(`jobLocation.address.${key}: not text`);
      else if (!(key in address) && has) warnings.push(`jobLocation.address.${key}: missing`);
    }
    if (!('addressLocality' in address) && !('addressRegion' in address) && !('postalCode' in address)) {
      errors.push('jobLocation.address: no locality, region or postal code');
    }
  }
}

/** Google's list applied to one JobPosting object (the parsed JSON-LD). */
export function checkJobPosting(posting: unknown, facts: JobPostingFacts): JobPostingCheck {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (!isObject(posting)) return { errors: ['not an object'], warnings };
  if (posting['@type'] !== 'JobPosting') errors.push('@type: not JobPosting');
  if (typeof posting['@context'] !== 'string' || !/^https?:\/\/schema\.org\/?$/.test(posting['@context']))
    errors.push('@context: not schema.org');

  // Required.
  if (!isText(posting.title)) errors.push('title: missing');
  if (!isText(posting.description)) errors.push('description: missing');
  else if (posting.description === posting.title) errors.push('description: the same as the title');
  if (!isDate(posting.datePosted)) errors.push('datePosted: missing or not ISO 8601');
  const organization = posting.hiringOrganization;
  if (!hasType(organization, 'Organization') || !isText(organization.name))
    errors.push('hiringOrganization: not an Organization with a name');
  else if (organization.aggregateRating !== undefined) {
    const rating = organization.aggregateRating;
    if (!hasType(rating, 'AggregateRating') || !isNumber(rating.ratingValue) || !isNumber(rating.reviewCount) || rating.reviewCount < 1) {
      errors.push('hiringOrganization.aggregateRating: not an AggregateRating with ratingValue and reviewCount');
    } else if (rating.ratingValue < ((rating.worstRating as number) ?? 1) || rating.ratingValue > ((rating.bestRating as number) ?? 5)) {
      errors.push('hiringOrganization.aggregateRating.ratingValue: outside worstRating..bestRating');
    }
  }
  checkLocation(posting, facts, errors, warnings);

  // Recommended.
  if (posting.validThrough === undefined) warnings.push('validThrough: missing');
  else if (!isDate(posting.validThrough)) errors.push('validThrough: not ISO 8601');
  else if (isDate(posting.datePosted) && Date.parse(posting.validThrough) <= Date.parse(posting.datePosted))
    errors.push('validThrough: not after datePosted');
  if (posting.employmentType === undefined) warnings.push('employmentType: missing');
  else {
    const types = Array.isArray(posting.employmentType) ? posting.employmentType : [posting.employmentType];
    for (const type of types)
      if (!EMPLOYMENT_TYPES.includes(type as string)) errors.push(`employmentType: ${String(type)} is not one of Google's`);
  }
  if (posting.identifier === undefined) warnings.push('identifier: missing');
  else if (!hasType(posting.identifier, 'PropertyValue') || !isText(posting.identifier.name) || !isText(posting.identifier.value)) {
    errors.push('identifier: not a PropertyValue with name and value');
  }
  if (posting.directApply === undefined) warnings.push('directApply: missing');
  else if (typeof posting.directApply !== 'boolean') errors.push('directApply: not a boolean');
  if (posting.baseSalary === undefined) {
    if (facts.hasPay) warnings.push('baseSalary: missing');
  } else checkSalary(posting.baseSalary, errors);
  if (facts.isRemote) {
    if (posting.jobLocationType !== 'TELECOMMUTE') warnings.push('jobLocationType: missing TELECOMMUTE');
    if (posting.applicantLocationRequirements === undefined) warnings.push('applicantLocationRequirements: missing');
  } else if (posting.jobLocationType !== undefined) errors.push('jobLocationType: set on a job that is not remote');
  if (posting.jobLocationType !== undefined && posting.jobLocationType !== 'TELECOMMUTE')
    errors.push('jobLocationType: only TELECOMMUTE is allowed');

  // Beta: experience and education.
  if (posting.experienceRequirements === undefined) {
    if (facts.hasExperience) warnings.push('experienceRequirements: missing');
  } else if (
    !hasType(posting.experienceRequirements, 'OccupationalExperienceRequirements') ||
    !isNumber(posting.experienceRequirements.monthsOfExperience) ||
    posting.experienceRequirements.monthsOfExperience < 0
  ) {
    errors.push('experienceRequirements: not OccupationalExperienceRequirements with monthsOfExperience');
  }
  if (posting.educationRequirements === undefined) {
    if (facts.hasEducation) warnings.push('educationRequirements: missing');
  } else if (
    !hasType(posting.educationRequirements, 'EducationalOccupationalCredential') ||
    !CREDENTIAL_CATEGORIES.includes(posting.educationRequirements.credentialCategory as string)
  ) {
    errors.push(`educationRequirements: credentialCategory is not one of ${CREDENTIAL_CATEGORIES.join(', ')}`);
  }
  return { errors, warnings };
}

/** The one JSON-LD block of a page, parsed: exactly one, or the test fails here. */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as unknown);
}
