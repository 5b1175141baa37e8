import { describe, expect, it } from 'vitest';
import type { Language } from './options';
import { usDate, usDateTime, usTime, type DateStyle } from './us-dates';

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };
const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  medium: { dateStyle: 'medium' },
  numeric: { year: 'numeric', month: 'numeric', day: 'numeric' },
  monthDay: { month: 'short', day: 'numeric' },
};
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
const formatters = new Map<string, Intl.DateTimeFormat>();
/** Intl's text for `date`, one formatter per locale and options (building one is the slow part). */
function intl(language: Language, options: Intl.DateTimeFormatOptions, date: Date) {
  const key = `${language}${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(LOCALES[language], options)));
  return plain(formatter.format(date));
}

// Every month, both ends of the day and every hour's edge, across three years: as Intl writes them.
const dates = Array.from(
  { length: 400 },
  (_, index) => new Date(2025 + (index % 3), index % 12, 1 + ((index * 7) % 28), (index * 5) % 24, (index * 13) % 60),
);

describe('US dates without Intl', () => {
  for (const language of ['en', 'es'] as const) {
    it(`writes every style as Intl's ${LOCALES[language]} does`, () => {
      for (const date of dates) {
        for (const [style, options] of Object.entries(STYLES) as Array<[DateStyle, Intl.DateTimeFormatOptions]>) {
          expect(usDate(date, style, language)).toBe(intl(language, options, date));
          expect(usDate(date, style, language, true)).toBe(intl(language, { ...options, timeZone: 'UTC' }, date));
        }
        expect(usTime(date, language)).toBe(
          plain(new Intl.DateTimeFormat(LOCALES[language], { hour: 'numeric', minute: '2-digit' }).format(date)),
        );
        expect(usDateTime(date, language)).toBe(
          plain(new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' }).format(date)),
        );
      }
    });
  }

  it('leaves a date it does not cover to Intl', () => {
    expect(usDate(new Date(Number.NaN), 'medium', 'en')).toBeNull();
    expect(usDate(new Date(-62e12), 'numeric', 'es')).toBeNull();
    expect(usTime(new Date(Number.NaN), 'en')).toBeNull();
    expect(usDateTime(new Date(Number.NaN), 'es')).toBeNull();
  });
});
