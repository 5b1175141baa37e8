import type { ApplicationStatus } from '@core/applications/schemas';
import { formatDateTime } from '@core/shared/date-time';
import type { AccountType, Language } from '@core/shared/options';
import {
  DEFAULT_CHANNELS,
  DIGESTIBLE_TYPES,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPES_BY_ROLE,
  type NotificationPreferenceUpdate,
  type NotificationPreferences,
} from '@core/notifications/schemas';
import type { Interview } from '@core/interviews/schemas';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { SIGN_UP_CONSENT_SOURCE, SIGN_UP_CONSENT_WORDS } from '@core/channels/sign-up-consent';
import { recordChannelChoices } from '../channels/service';
import type { EmailLocale, Notifier } from './notifier';
import * as repo from './repository';
import { formatCalendarDay, hireText, interviewLine, jobLabel, startDateChangeText } from './text-facts';
import { verifyUnsubscribeToken } from './unsubscribe';

// For the app's wiring (infrastructure.ts).
export { createNotificationDelivery, type Clock, type DueTask, type Scheduler } from './delivery';
export type { Notifier } from './notifier';
export type { OutboxSender } from './outbox';

export async function getPreferences(db: Executor, userId: string, userType: AccountType): Promise<NotificationPreferences> {
  const stored = new Map((await repo.listPreferences(db, userId)).map((row) => [row.type, row]));
  return {
    preferences: NOTIFICATION_TYPES_BY_ROLE[userType].map((type) => ({
      type,
      enabled: stored.get(type)?.enabled ?? true,
      frequency: stored.get(type)?.frequency ?? 'instant',
      channels: { ...DEFAULT_CHANNELS, ...stored.get(type)?.channels },
    })),
  };
}

export async function updatePreferences(
  db: Database,
  user: { id: string; userType: AccountType; language: Language },
  preferences: NotificationPreferenceUpdate[],
  now: Date,
) {
  const { id: userId, userType } = user;
  for (const preference of preferences) {
    if (!NOTIFICATION_TYPES_BY_ROLE[userType].includes(preference.type)) throw new AppError(400, NOTIFICATION_MESSAGES.notForRole);
    if (preference.frequency === 'daily' && !DIGESTIBLE_TYPES.includes(preference.type)) {
      throw new AppError(400, NOTIFICATION_MESSAGES.dailyNotAvailable);
    }
  }
  const current = new Map((await getPreferences(db, userId, userType)).preferences.map((preference) => [preference.type, preference]));
  await db.transaction(async (tx) => {
    // Turning a text channel on needs a verified number; each switch changed is kept with the words shown (TCPA).
    const changes = preferences.flatMap(({ type, channels }) => {
      const before = current.get(type)?.channels ?? DEFAULT_CHANNELS;
      return channels ? [{ type, before, after: channels }] : [];
    });
    await recordChannelChoices(tx, user, changes, now);
    for (const preference of preferences) await repo.upsertPreference(tx, { userId, ...preference, updatedAt: now });
  });
  return getPreferences(db, userId, userType);
}

/**
 * Phone sign-up turns one text channel on for one type, in its transaction: `billing`, by the channel whose code the
 * worker just entered, so dunning reaches an account with no mailbox; he turns it off in settings. Its consent is
 * stored with the words the sign-up form showed (source `phone_sign_up`), not the settings card's.
 */
export async function turnOnTextChannel(
  tx: Executor,
  user: { id: string; userType: AccountType; language: Language },
  input: { type: NotificationPreferenceUpdate['type']; channel: 'sms' | 'whatsapp' },
  now: Date,
) {
  const current = (await getPreferences(tx, user.id, user.userType)).preferences.find((preference) => preference.type === input.type);
  const before = current?.channels ?? DEFAULT_CHANNELS;
  const after = { ...before, [input.channel]: true };
  const shown = { source: SIGN_UP_CONSENT_SOURCE, words: SIGN_UP_CONSENT_WORDS[user.language] };
  await recordChannelChoices(tx, user, [{ type: input.type, before, after }], now, shown);
  await repo.upsertPreference(tx, { userId: user.id, type: input.type, channels: after, updatedAt: now });
}

/** The one-click unsubscribe: turns off one type for the token's user, no sign-in needed. */
export async function unsubscribe(db: Executor, secret: string, token: string, now: Date) {
  const target = verifyUnsubscribeToken(secret, token);
  const recipient = target ? await repo.findRecipient(db, target.userId) : null;
  if (!target || !recipient) throw new AppError(400, NOTIFICATION_MESSAGES.invalidUnsubscribe);
  await repo.upsertPreference(db, { userId: target.userId, type: target.type, enabled: false, updatedAt: now });
  return target;
}

export async function notifyNewApplication(
  db: Executor,
  notifier: Notifier,
  application: { id: string; employerId: string; workerId: string; jobTitle: string },
) {
  const workerName = await repo.findDisplayName(db, application.workerId);
  await notifier.notify(db, {
    userId: application.employerId,
    type: 'new_application',
    applicationId: application.id,
    text: ({ t }) => ({ line: t('texts.facts.new_application', { workerName, jobTitle: application.jobTitle }) }),
    compose: ({ t }) => ({
      subject: t('new_application.subject', { jobTitle: application.jobTitle }),
      content: {
        heading: t('new_application.heading', { workerName, jobTitle: application.jobTitle }),
        paragraphs: [t('new_application.body')],
        action: { label: t('new_application.action'), url: notifier.url('/employer-dashboard?tab=candidates') },
      },
    }),
  });
}

export async function notifyApplicationStatus(
  db: Executor,
  notifier: Notifier,
  application: {
    id: string;
    workerId: string;
    jobTitle: string;
    companyName: string | null;
    /** A hire's text names whom to call: the employer's name and the company's phone. */
    employerId?: string;
    /** The first day of work, when the employer gave one (YYYY-MM-DD). */
    startDate?: string | null;
  },
  status: ApplicationStatus,
  previousStatus: ApplicationStatus,
) {
  const { jobTitle, companyName } = application;
  const contact = status === 'accepted' && application.employerId ? await repo.findEmployerContact(db, application.employerId) : null;
  // Quick changes collapse into one e-mail with the final status (notifier statusChange).
  await notifier.notify(db, {
    userId: application.workerId,
    type: 'application_status',
    applicationId: application.id,
    statusChange: { from: previousStatus, to: status },
    text: (locale) => {
      const { t } = locale;
      if (status === 'accepted') {
        return hireText(
          locale,
          { jobTitle, companyName, startDate: application.startDate, contact },
          notifier.url('/worker-dashboard?tab=messages'),
        );
      }
      const line = t(`texts.facts.status_${status}`, { job: jobLabel(t, jobTitle, companyName) });
      return status === 'rejected' ? { line, action: { label: t('texts.facts.find_jobs'), url: notifier.url('/jobs') } } : { line };
    },
    compose: ({ t, language }) => {
      const texts = { jobTitle, status: t(`application_status.status.${status}`) };
      // A hire with a first day says it (issue 55), as its text does.
      const startDate =
        status === 'accepted' && application.startDate
          ? [t('texts.facts.start_date', { date: formatCalendarDay(application.startDate, language) })]
          : [];
      return {
        subject: t('application_status.subject', texts),
        content: {
          heading: companyName ? t('application_status.heading_at', { ...texts, companyName }) : t('application_status.heading', texts),
          paragraphs: [t('application_status.body'), ...startDate],
          action: { label: t('application_status.action'), url: notifier.url('/worker-dashboard?tab=applications') },
        },
      };
    },
  });
}

/**
 * A hired worker's first day changed (issue 55): told the same way as the hire (his channels, his language), with
 * the new day and whom to call. No status change: it does not collapse into the hire's held message but is sent
 * after it, in the order of the application's texts.
 */
export async function notifyStartDateChange(
  db: Executor,
  notifier: Notifier,
  application: {
    id: string;
    workerId: string;
    employerId: string;
    jobTitle: string;
    companyName: string | null;
    startDate: string;
    previousStartDate: string | null;
  },
) {
  const { jobTitle, companyName, startDate, previousStartDate } = application;
  const contact = await repo.findEmployerContact(db, application.employerId);
  const facts = { jobTitle, companyName, startDate, previousStartDate, contact };
  await notifier.notify(db, {
    userId: application.workerId,
    type: 'application_status',
    applicationId: application.id,
    followUpKind: 'application_start_date',
    text: (locale) => startDateChangeText(locale, facts, notifier.url('/worker-dashboard?tab=messages')),
    compose: (locale) => {
      const { t, language } = locale;
      const text = startDateChangeText(locale, facts, notifier.url('/worker-dashboard?tab=messages'));
      const subjectKey = previousStartDate ? 'start_date_change.subject_changed' : 'start_date_change.subject_set';
      return {
        subject: t(subjectKey, { jobTitle, date: formatCalendarDay(startDate, language) }),
        content: {
          heading: t(subjectKey, { jobTitle, date: formatCalendarDay(startDate, language) }),
          paragraphs: [text.line],
          action: { label: t('application_status.action'), url: notifier.url('/worker-dashboard?tab=applications') },
        },
      };
    },
  });
}

export async function notifyInterview(
  db: Executor,
  notifier: Notifier,
  input: {
    application: { id: string; workerId: string; jobTitle: string; companyName: string | null; jobLocation: string | null };
    interview: Interview;
    /** The .ics file in the recipient's language. */
    calendar: (locale: EmailLocale) => string;
    isChange: boolean;
  },
) {
  const { application, interview } = input;
  const { jobTitle, companyName } = application;
  const kind = input.isChange ? 'changed' : 'scheduled';
  await notifier.notify(db, {
    userId: application.workerId,
    type: 'interview',
    applicationId: application.id,
    placeOfEvent: application.jobLocation,
    text: (locale) => ({ line: interviewLine(locale, kind, { ...interview, jobTitle, companyName }) }),
    compose: (locale) => {
      const { t } = locale;
      return {
        subject: t(`interview.subject_${kind}`, { jobTitle }),
        content: {
          heading: companyName ? t(`interview.heading_${kind}_with`, { companyName }) : t(`interview.heading_${kind}`),
          paragraphs: [
            t('interview.when', { jobTitle, when: formatDateTime(interview.scheduledAt, locale) }),
            ...(interview.location ? [t('interview.location', { location: interview.location })] : []),
            ...(interview.meetingLink ? [t('interview.join', { link: interview.meetingLink })] : []),
            t('interview.calendar'),
          ],
          action: { label: t('interview.action'), url: notifier.url('/worker-dashboard?tab=applications') },
        },
        attachments: [
          { filename: 'interview.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: input.calendar(locale) },
        ],
      };
    },
  });
}
