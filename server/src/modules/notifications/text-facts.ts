import { formatDateTime } from '@core/shared/date-time';
import { formatPhone } from '@core/shared/phone';
import type { Language } from '@core/shared/options';
import type { Translate } from '../../lib/language';
import type { EmailLocale, TextContent } from './notifier';

/**
 * The facts a text carries (issue 55): the words come from the catalogue and every user-written value (a job
 * title, a company, a place, a name) goes in as an interpolation value, never as a pattern.
 */

/** "Welder at Gulf Steel", or the title alone. */
export function jobLabel(t: Translate, jobTitle: string, companyName: string | null | undefined) {
  return companyName ? t('texts.facts.job_at', { jobTitle, companyName }) : jobTitle;
}

export interface InterviewFacts {
  jobTitle: string;
  companyName: string | null;
  scheduledAt: Date | string;
  type?: string | null;
  location: string | null;
  meetingLink: string | null;
}

/** "Interview for Welder at Gulf Steel: Tue, Dec 1, 2026, 2:00 PM CST. Place: ..." in the reader's zone and language. */
export function interviewLine(locale: EmailLocale, kind: 'scheduled' | 'changed' | 'reminder', interview: InterviewFacts) {
  const { t } = locale;
  const when = formatDateTime(interview.scheduledAt, locale);
  return [
    t(`texts.facts.interview_${kind}`, { job: jobLabel(t, interview.jobTitle, interview.companyName), when }),
    interview.location ? t('texts.facts.interview_place', { location: interview.location }) : null,
    interview.meetingLink ? t('texts.facts.interview_link', { link: interview.meetingLink }) : null,
    interview.type === 'phone' && !interview.location && !interview.meetingLink ? t('texts.facts.interview_phone') : null,
  ]
    .filter(Boolean)
    .join(' ');
}

const DATE_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** A calendar day ("2026-12-07") as people read it: "Mon, Dec 7, 2026" / "lun, 7 de dic de 2026"; no zone moves it. */
export function formatCalendarDay(day: string, language: Language) {
  const format = new Intl.DateTimeFormat(DATE_LOCALES[language], {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return format.format(new Date(`${day}T00:00:00Z`));
}

export interface HireFacts {
  jobTitle: string;
  companyName: string | null;
  /** The first day of work, when the employer gave one (YYYY-MM-DD). */
  startDate?: string | null;
  contact: { name: string | null; phone: string | null } | null;
}

/** Hired: the job, the start date when given, and who to call; without a number, the messages. */
export function hireText(locale: EmailLocale, hire: HireFacts, messagesUrl: string): TextContent {
  const { t, language } = locale;
  const phone = hire.contact?.phone ? formatPhone(hire.contact.phone) : null;
  const name = hire.contact?.name;
  const line = [
    t('texts.facts.hired', { job: jobLabel(t, hire.jobTitle, hire.companyName) }),
    hire.startDate ? t('texts.facts.start_date', { date: formatCalendarDay(hire.startDate, language) }) : null,
    phone ? (name ? t('texts.facts.call_name', { name, phone }) : t('texts.facts.call', { phone })) : t('texts.facts.ask_in_messages'),
  ]
    .filter(Boolean)
    .join(' ');
  return phone ? { line } : { line, action: { label: t('texts.facts.open_messages'), url: messagesUrl } };
}

export interface StartDateChangeFacts extends HireFacts {
  startDate: string;
  /** The day the worker was told before; null when the hire gave none. */
  previousStartDate: string | null;
}

/** A hired worker's first day moved (or was first given): the job, the new day, and who to call, as the hire's text says. */
export function startDateChangeText(locale: EmailLocale, change: StartDateChangeFacts, messagesUrl: string): TextContent {
  const { t, language } = locale;
  const phone = change.contact?.phone ? formatPhone(change.contact.phone) : null;
  const name = change.contact?.name;
  const values = { job: jobLabel(t, change.jobTitle, change.companyName), date: formatCalendarDay(change.startDate, language) };
  const line = [
    t(change.previousStartDate ? 'texts.facts.start_date_changed' : 'texts.facts.start_date_set', values),
    phone ? (name ? t('texts.facts.call_name', { name, phone }) : t('texts.facts.call', { phone })) : t('texts.facts.ask_in_messages'),
  ].join(' ');
  return phone ? { line } : { line, action: { label: t('texts.facts.open_messages'), url: messagesUrl } };
}
