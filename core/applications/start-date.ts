import { z } from 'zod';
import { defineMessages } from '../shared/messages';

/** Issue 55: "Hire" names the worker's first day, a calendar day in the employer's time zone. */
export const START_DATE_MESSAGES = defineMessages('start_date', {
  invalid: 'Start date must be a date (YYYY-MM-DD).',
  past: 'Start date cannot be in the past.',
  onlyWhenHired: 'A start date can only be given when hiring.',
  required: 'Choose the first day of work.',
});

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
export function isCalendarDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

export const startDateSchema = z
  .string({ error: START_DATE_MESSAGES.invalid })
  .refine(isCalendarDay, { error: START_DATE_MESSAGES.invalid });

/** The Hire dialog's form: the first day is required there (the API keeps it optional for the pipeline board). */
export const hireRequestSchema = z.object({
  startDate: z.string().min(1, START_DATE_MESSAGES.required).pipe(startDateSchema),
});
export type HireRequest = z.infer<typeof hireRequestSchema>;

/** Today's calendar day (YYYY-MM-DD) as a clock in that zone reads it. */
export function todayInTimeZone(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** "Mon, Dec 7" / "lun, 7 de dic": a calendar day, the same in every zone, in the reader's language. */
export function formatStartDay(day: string, language: 'en' | 'es'): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  })
    .format(new Date(`${day}T00:00:00Z`))
    .replace(/\./g, '');
}
