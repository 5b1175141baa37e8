/**
 * Pay as the trades quote it (issue 34): a job's salaryMin/salaryMax are whole dollars per its
 * `payUnit`. Search compares jobs across units on one yearly figure: 2,080 working hours a year,
 * 8 hours a day (so 260 days).
 */
import { groupedInteger } from '../shared/us-numbers';

export const PAY_UNITS = ['hour', 'day', 'year'] as const;
export type PayUnit = (typeof PAY_UNITS)[number];

/** What a job posted before pay units (and a post that names none) is paid in. */
export const DEFAULT_PAY_UNIT: PayUnit = 'year';

export const HOURS_PER_YEAR = 2080;
export const HOURS_PER_DAY = 8;
export const UNITS_PER_YEAR: Readonly<Record<PayUnit, number>> = { hour: HOURS_PER_YEAR, day: HOURS_PER_YEAR / HOURS_PER_DAY, year: 1 };

/** Highest hourly and daily figures a post may state; yearly ones keep the spec's caps (schemas.ts). */
export const PAY_CAP_PER_HOUR = 1_000;
export const PAY_CAP_PER_DAY = 10_000;

/** Whole dollars in `unit` as whole dollars a year. */
export const annualPay = (amount: number, unit: PayUnit): number => amount * UNITS_PER_YEAR[unit];

type PayLanguage = 'en' | 'es';
const PAY_WORDS: Record<PayLanguage, { suffix: Record<PayUnit, string>; from: string; upTo: string }> = {
  en: { suffix: { hour: '/hr', day: '/day', year: '/yr' }, from: 'From', upTo: 'Up to' },
  es: { suffix: { hour: '/h', day: '/día', year: '/año' }, from: 'Desde', upTo: 'Hasta' },
};

// US number formats in every language (docs/decisions.md): the pay is in US dollars, whole and not
// negative (the job schemas' rule), grouped by thousands: "85,000".
const usNumber = (amount: number) => groupedInteger(Math.round(amount)) ?? String(amount);

const wordsFor = (locale: string) => PAY_WORDS[locale.toLowerCase().startsWith('es') ? 'es' : 'en'];

/** One figure in its unit: "$40/hr", "$350/día" (a minimum-pay filter's line). */
export function formatPayAmount(amount: number, unit: PayUnit, locale: string): string {
  return `$${usNumber(amount)}${wordsFor(locale).suffix[unit]}`;
}

/**
 * The one text of a job's pay, wherever it shows (cards, job pages, the public page, e-mails):
 * "$38-45/hr", "$350/day", "$85,000-120,000/yr"; in Spanish "/h", "/día", "/año". Null without pay.
 */
export function formatPay(min: number | null, max: number | null, unit: PayUnit, locale: string): string | null {
  const words = wordsFor(locale);
  const suffix = words.suffix[unit];
  if (min !== null && max !== null) return min === max ? `$${usNumber(min)}${suffix}` : `$${usNumber(min)}-${usNumber(max)}${suffix}`;
  if (min !== null) return `${words.from} $${usNumber(min)}${suffix}`;
  if (max !== null) return `${words.upTo} $${usNumber(max)}${suffix}`;
  return null;
}
