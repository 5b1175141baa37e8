import type { ApplicationStatus } from '@core/applications/schemas';
import type { UserType } from '@core/shared/options';
import {
  DIGESTIBLE_TYPES,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPES_BY_ROLE,
  type NotificationPreference,
  type NotificationPreferences,
} from '@core/notifications/schemas';
import type { Interview } from '@core/interviews/schemas';
import type { Executor } from '../../db/client';
import { AppError } from '../../plugins/errors';
import type { Notifier } from './notifier';
import * as repo from './repository';
import { verifyUnsubscribeToken } from './unsubscribe';

const STATUS_TEXT: Record<ApplicationStatus, string> = {
  pending: 'is pending',
  reviewed: 'has been reviewed',
  interview: 'moved to the interview stage',
  accepted: 'was accepted',
  rejected: 'was not selected',
};

export async function getPreferences(db: Executor, userId: string, userType: UserType): Promise<NotificationPreferences> {
  const stored = new Map((await repo.listPreferences(db, userId)).map((row) => [row.type, row]));
  return {
    preferences: NOTIFICATION_TYPES_BY_ROLE[userType].map((type) => ({
      type,
      enabled: stored.get(type)?.enabled ?? true,
      frequency: stored.get(type)?.frequency ?? 'instant',
    })),
  };
}

export async function updatePreferences(
  db: Executor,
  userId: string,
  userType: UserType,
  preferences: NotificationPreference[],
  now: Date,
) {
  for (const preference of preferences) {
    if (!NOTIFICATION_TYPES_BY_ROLE[userType].includes(preference.type)) throw new AppError(400, NOTIFICATION_MESSAGES.notForRole);
    if (preference.frequency === 'daily' && !DIGESTIBLE_TYPES.includes(preference.type)) {
      throw new AppError(400, NOTIFICATION_MESSAGES.dailyNotAvailable);
    }
  }
  for (const preference of preferences) await repo.upsertPreference(db, { userId, ...preference, updatedAt: now });
  return getPreferences(db, userId, userType);
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
    subject: `New application for ${application.jobTitle}`,
    applicationId: application.id,
    content: {
      heading: `${workerName} applied for ${application.jobTitle}`,
      paragraphs: ['Review the application while the candidate is still available.'],
      action: { label: 'Review applications', url: notifier.url('/employer-dashboard?tab=candidates') },
    },
  });
}

export async function notifyApplicationStatus(
  db: Executor,
  notifier: Notifier,
  application: { id: string; workerId: string; jobTitle: string; companyName: string | null },
  status: ApplicationStatus,
) {
  const at = application.companyName ? ` at ${application.companyName}` : '';
  await notifier.notify(db, {
    userId: application.workerId,
    type: 'application_status',
    subject: `Your application for ${application.jobTitle} ${STATUS_TEXT[status]}`,
    applicationId: application.id,
    content: {
      heading: `Your application for ${application.jobTitle}${at} ${STATUS_TEXT[status]}`,
      paragraphs: ['Open your applications to see the details.'],
      action: { label: 'View my applications', url: notifier.url('/worker-dashboard?tab=applications') },
    },
  });
}

export async function notifyInterview(
  db: Executor,
  notifier: Notifier,
  input: {
    application: { id: string; workerId: string; jobTitle: string; companyName: string | null };
    interview: Interview;
    calendar: string;
    isChange: boolean;
  },
) {
  const { application, interview } = input;
  const at = application.companyName ? ` with ${application.companyName}` : '';
  const when = new Date(interview.scheduledAt).toUTCString().replace('GMT', 'UTC');
  await notifier.notify(db, {
    userId: application.workerId,
    type: 'interview',
    subject: `${input.isChange ? 'Interview changed' : 'Interview scheduled'}: ${application.jobTitle}`,
    applicationId: application.id,
    content: {
      heading: `${input.isChange ? 'Your interview changed' : 'You have an interview'}${at}`,
      paragraphs: [
        `${application.jobTitle}: ${when}.`,
        ...(interview.location ? [`Location: ${interview.location}`] : []),
        ...(interview.meetingLink ? [`Join: ${interview.meetingLink}`] : []),
        'The attached calendar file adds it to your calendar.',
      ],
      action: { label: 'View my applications', url: notifier.url('/worker-dashboard?tab=applications') },
    },
    attachments: [{ filename: 'interview.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: input.calendar }],
  });
}
