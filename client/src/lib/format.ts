import { formatTimeWithZone } from '@core/shared/date-time';
import { DEFAULT_TIME_ZONE } from '@core/shared/time-zone';
import { usDate, usDateTime, usTime, type DateStyle } from '@core/shared/us-dates';
import { groupedInteger, usDollars } from '@core/shared/us-numbers';
import i18n from './i18n';
import { browserTimeZone } from './time-zone';

// The one place the client turns money, dates and numbers into text. The language is read at
// call time, so a language switch reformats on the next render.

type DateInput = string | number | Date;

/** auto: "$99" for whole dollars, "$14.99" otherwise; dollars: rounded to "$12,346"; cents: always "$45.00". */
export type MoneyPrecision = 'auto' | 'dollars' | 'cents';

export type { DateStyle };

const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  medium: { dateStyle: 'medium' },
  numeric: { year: 'numeric', month: 'numeric', day: 'numeric' },
  monthDay: { month: 'short', day: 'numeric' },
};

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/**
 * The users are in the US: Spanish reads US money and numbers ("$70,000", not "70.000 US$"); whole numbers and cents,
 * dates and times are written without Intl (core/shared/us-numbers.ts, us-dates.ts), which costs a phone a long task.
 */
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

/** The language dates are written in: Spanish, else English. */
const textLanguage = () => (i18n.language === 'es' ? 'es' : 'en');

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
  const written = usDate(date, style, textLanguage(), isCalendarDate);
  if (written !== null) return written;
  return cached(
    `date|${style}|${isCalendarDate}`,
    (language) => new Intl.DateTimeFormat(language, { ...DATE_STYLES[style], ...(isCalendarDate ? { timeZone: 'UTC' } : {}) }),
  ).format(date);
}

/** "3:05 PM" */
export function formatTime(value: DateInput): string {
  const written = usTime(new Date(value), textLanguage());
  if (written !== null) return written;
  return cached('time', (language) => new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' })).format(new Date(value));
}

/** "Nov 23, 2026, 3:05 PM" */
export function formatDateTime(value: DateInput): string {
  const written = usDateTime(new Date(value), textLanguage());
  if (written !== null) return written;
  return cached('date-time', (language) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })).format(
    new Date(value),
  );
}

/** "2:05 PM CST": a time someone must be at (an interview) names its zone, as the e-mail about it does. */
export function formatTimeAndZone(value: DateInput): string {
  return formatTimeWithZone(new Date(value), { language: textLanguage(), timeZone: browserTimeZone() ?? DEFAULT_TIME_ZONE });
}
