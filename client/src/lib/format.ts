import { formatTimeWithZone } from '@core/shared/date-time';
import { DEFAULT_TIME_ZONE } from '@core/shared/time-zone';
import { groupedInteger, usDollars } from '@core/shared/us-numbers';
import i18n from './i18n';
import { browserTimeZone } from './time-zone';

// The one place the client turns money, dates and numbers into text. The language is read at
// call time, so a language switch reformats on the next render.

type DateInput = string | number | Date;

/** auto: "$99" for whole dollars, "$14.99" otherwise; dollars: rounded to "$12,346"; cents: always "$45.00". */
export type MoneyPrecision = 'auto' | 'dollars' | 'cents';

/** medium: "Nov 23, 2026"; numeric: "11/23/2026"; monthDay: "Nov 23". */
export type DateStyle = 'medium' | 'numeric' | 'monthDay';

const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  medium: { dateStyle: 'medium' },
  numeric: { year: 'numeric', month: 'numeric', day: 'numeric' },
  monthDay: { month: 'short', day: 'numeric' },
};

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** The users are in the US: Spanish reads US money and numbers ("$70,000", not "70.000 US$"); whole numbers and cents are written without Intl (core/shared/us-numbers.ts). */
const INTL_LOCALES: Record<string, string> = { en: 'en-US', es: 'es-US' };

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: (language: string) => T): T {
  const language = i18n.language || 'en';
  const fullKey = `${language}|${key}`;
  let formatter = formatters.get(fullKey);
  if (!formatter) {
    formatter = create(INTL_LOCALES[language] ?? language);
    formatters.set(fullKey, formatter);
  }
  return formatter as T;
}

/** Integer cents as US dollars in the active language. */
export function formatMoney(cents: number, precision: MoneyPrecision = 'auto'): string {
  const dollars = cents / 100;
  const digits = precision === 'dollars' || (precision === 'auto' && Number.isInteger(dollars)) ? 0 : 2;
  const written = usDollars(cents, digits === 2);
  if (written !== null) return written;
  return cached(
    `money|${digits}`,
    (language) =>
      new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits }),
  ).format(dollars);
}

export function formatNumber(value: number): string {
  const written = groupedInteger(value);
  if (written !== null) return written;
  return cached('number', (language) => new Intl.NumberFormat(language)).format(value);
}

/** A calendar date ("2026-11-23") is the same day everywhere; a timestamp shows the local day. */
export function formatDate(value: DateInput, style: DateStyle = 'medium'): string {
  const isCalendarDate = typeof value === 'string' && CALENDAR_DATE.test(value);
  const date = isCalendarDate ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return cached(
    `date|${style}|${isCalendarDate}`,
    (language) => new Intl.DateTimeFormat(language, { ...DATE_STYLES[style], ...(isCalendarDate ? { timeZone: 'UTC' } : {}) }),
  ).format(date);
}

/** "3:05 PM" */
export function formatTime(value: DateInput): string {
  return cached('time', (language) => new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' })).format(new Date(value));
}

/** "Nov 23, 2026, 3:05 PM" */
export function formatDateTime(value: DateInput): string {
  return cached('date-time', (language) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })).format(
    new Date(value),
  );
}

/** "2:05 PM CST": a time someone must be at (an interview) names its zone, as the e-mail about it does. */
export function formatTimeAndZone(value: DateInput): string {
  const language = i18n.language === 'es' ? 'es' : 'en';
  return formatTimeWithZone(new Date(value), { language, timeZone: browserTimeZone() ?? DEFAULT_TIME_ZONE });
}
