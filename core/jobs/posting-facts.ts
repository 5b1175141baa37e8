/**
 * Facts a job's own words hold that job boards and search engines read as fields (issue 53): where it
 * is, the experience and the schooling it asks for. A job stores its location and requirements as the
 * employer typed them ("Dallas, TX 75201", "4+ years commercial electrical experience", "High school
 * diploma or GED"); nothing here is guessed beyond what those words say.
 */

const POSTAL_CODE = /\b(\d{5})(?:-\d{4})?\b/;
const STATE_CODE = /^([A-Za-z]{2})\b/;

export interface JobPlace {
  city: string | null;
  /** The two-letter state (or DC) code, upper-cased; else the state as written ("Texas"). */
  state: string | null;
  /** Five-digit ZIP code, when the location names one. */
  postalCode: string | null;
}

/** "City, ST 77002", "City, ST" or a bare ZIP code, as employers type a location. */
export function parseJobLocation(location: string): JobPlace {
  const postalCode = POSTAL_CODE.exec(location)?.[1] ?? null;
  const [first = '', second = ''] = location.split(',').map((part) => part.trim());
  const city = first.replace(POSTAL_CODE, '').trim() || null;
  const state = STATE_CODE.exec(second)?.[1]?.toUpperCase() ?? (second.replace(POSTAL_CODE, '').trim() || null);
  return { city, state, postalCode };
}

// A requirement the employer only prefers is not one: it never sets the minimum.
const PREFERRED = /\b(preferred|a plus|nice to have|deseable|preferible)\b/i;
const YEARS = /(\d{1,2})\s*\+?\s*(?:years?|yrs?|años?)\b/gi;
const MONTHS = /(\d{1,3})\s*\+?\s*(?:months?|mos?|meses)\b/gi;

const required = (requirements: readonly string[]) => requirements.filter((line) => !PREFERRED.test(line));

/**
 * The fewest months of experience the job asks for: the longest span a required line states in years
 * or months ("8+ years construction experience, 3+ on mission-critical projects": 96); null when no
 * required line states one.
 */
export function experienceMonthsOf(requirements: readonly string[]): number | null {
  let months: number | null = null;
  for (const line of required(requirements)) {
    for (const match of line.matchAll(YEARS)) months = Math.max(months ?? 0, Number(match[1]) * 12);
    for (const match of line.matchAll(MONTHS)) months = Math.max(months ?? 0, Number(match[1]));
  }
  return months;
}

/** Google's education levels (JobPosting educationRequirements.credentialCategory), lowest first. */
export const EDUCATION_CATEGORIES = [
  'high school',
  'associate degree',
  'bachelor degree',
  'professional certificate',
  'postgraduate degree',
] as const;
export type EducationCategory = (typeof EDUCATION_CATEGORIES)[number];

const SCHOOLING: Array<[EducationCategory, RegExp]> = [
  ['postgraduate degree', /\b(master'?s|mba|ph\.?d|doctorate|postgraduate|maestr[ií]a|doctorado)\b/i],
  ['bachelor degree', /\b(bachelor'?s?|b\.?s\.?|b\.?a\.?|licenciatura|four-year degree|4-year degree)\b/i],
  ['associate degree', /\b(associate'?s?\s+degree|associate of|two-year degree|2-year degree)\b/i],
  ['high school', /\b(high school|ged|hs diploma|preparatoria|secundaria)\b/i],
];

/**
 * The schooling the job requires: the highest degree a required line names, else a professional
 * certificate when the job requires a credential of the catalogue (a license, a card, a certification),
 * else null.
 */
export function educationCategoryOf(requirements: readonly string[], requiredCredentials: readonly string[]): EducationCategory | null {
  const lines = required(requirements);
  for (const [category, pattern] of SCHOOLING) {
    if (lines.some((line) => pattern.test(line))) return category;
  }
  return requiredCredentials.length > 0 ? 'professional certificate' : null;
}
