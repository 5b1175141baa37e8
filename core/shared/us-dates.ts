import type { Language } from './options';

/**
 * Dates and times of day as Intl's en-US and es-US write them ("Nov 29, 2026", "29 nov 2026",
 * "3:05 PM", "3:05 p.m."), with plain spaces. Written here rather than with Intl because a browser's
 * first Intl date format loads its locale's date patterns: 50-150 ms of the main thread on a fast
 * machine, four times that on a phone, in the middle of a dashboard's first render. A date outside
 * the years 1000-9999 (or not a date) returns null and the caller uses Intl.
 */

/** medium: "Nov 23, 2026"; numeric: "11/23/2026" ("23/11/2026" in Spanish); monthDay: "Nov 23". */
export type DateStyle = 'medium' | 'numeric' | 'monthDay';

const SHORT_MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
};

const DAY_PERIODS: Record<Language, readonly [string, string]> = { en: ['AM', 'PM'], es: ['a.m.', 'p.m.'] };

/** A date's calendar fields, in the runtime's own zone or (`inUtc`) in UTC; null outside the years 1000-9999. */
function fieldsOf(date: Date, inUtc: boolean) {
  const year = inUtc ? date.getUTCFullYear() : date.getFullYear();
  if (!(year >= 1000 && year <= 9999)) return null;
  return inUtc
    ? { year, month: date.getUTCMonth(), day: date.getUTCDate(), hour: date.getUTCHours(), minute: date.getUTCMinutes() }
    : { year, month: date.getMonth(), day: date.getDate(), hour: date.getHours(), minute: date.getMinutes() };
}

/** The day of `date` in `style` (`inUtc`: a calendar date stored as UTC midnight, the same day everywhere). */
export function usDate(date: Date, style: DateStyle, language: Language, inUtc = false): string | null {
  const fields = fieldsOf(date, inUtc);
  if (!fields) return null;
  const { year, month, day } = fields;
  const name = SHORT_MONTHS[language][month]!;
  if (style === 'numeric') return language === 'es' ? `${day}/${month + 1}/${year}` : `${month + 1}/${day}/${year}`;
  if (style === 'monthDay') return language === 'es' ? `${day} ${name}` : `${name} ${day}`;
  return language === 'es' ? `${day} ${name} ${year}` : `${name} ${day}, ${year}`;
}

/** "3:05 PM" / "3:05 p.m.": the time of day on a 12-hour clock, in the runtime's zone. */
export function usTime(date: Date, language: Language): string | null {
  const fields = fieldsOf(date, false);
  if (!fields) return null;
  const hour = fields.hour % 12 === 0 ? 12 : fields.hour % 12;
  return `${hour}:${String(fields.minute).padStart(2, '0')} ${DAY_PERIODS[language][fields.hour < 12 ? 0 : 1]}`;
}

/** "Nov 23, 2026, 3:05 PM" / "23 nov 2026, 3:05 p.m.". */
export function usDateTime(date: Date, language: Language): string | null {
  const day = usDate(date, 'medium', language);
  const time = usTime(date, language);
  return day && time && `${day}, ${time}`;
}
