import { INTERVIEW_DURATION_MINUTES, INTERVIEW_MESSAGES, toScheduledAt, type ScheduleInterviewRequest } from '@core/interviews/schemas';
import { buildInterviewCalendar } from '@core/interviews/ics';
import type { User } from '@core/auth/schemas';
import type { Database, Executor } from '../../db/client';
import type { EventBus } from '../../lib/event-bus';
import { isUuid } from '@core/shared/ids';
import { formatDateTime } from '@core/shared/date-time';
import { readerTimeZone } from '@core/shared/time-zone';
import { emailTexts } from '../../lib/language';
import { AppError } from '../../plugins/errors';
import {
  findEmployerApplication,
  findEmployerCompanyName,
  moveToInterviewStage,
  publishStatusChange,
  toInterviewDto,
  type InterviewRow,
} from '../applications/service';
import type { EmailLocale, Notifier } from '../notifications/notifier';
import { notifyInterview } from '../notifications/service';
import * as repo from './repository';

// Brand names stay as they are in every language.
const PLATFORM_NAMES = { zoom: 'Zoom', teams: 'Microsoft Teams', meet: 'Google Meet' } as const;

export async function scheduleInterview(
  db: Database,
  events: EventBus,
  notifier: Notifier,
  employerId: string,
  applicationId: string,
  input: ScheduleInterviewRequest,
) {
  // The schema has already checked that date and time form a real instant.
  const scheduledAt = toScheduledAt(input.date!, input.time!, input.timezoneOffsetMinutes)!;
  const { application, interview, statusChanged } = await db.transaction(async (tx) => {
    const application = await findEmployerApplication(tx, employerId, applicationId);
    const interview = await repo.insertInterview(tx, {
      applicationId: application.id,
      type: input.type,
      scheduledAt,
      durationMinutes: INTERVIEW_DURATION_MINUTES,
      location: input.location,
      meetingLink: input.meetingLink,
      meetingPlatform: input.type === 'video' ? input.meetingPlatform : null,
      notes: input.notes,
    });
    const statusChanged = await moveToInterviewStage(tx, application, notifier);
    const dto = toInterviewDto(interview);
    const companyName = await findEmployerCompanyName(tx, application.employerId);
    // An application already at the interview stage is being rescheduled. The status e-mail is left
    // out: the interview e-mail (with its calendar file) says it all.
    await notifyInterview(tx, notifier, {
      application,
      interview: dto,
      calendar: (locale) => buildCalendar(interview, application, companyName, locale),
      isChange: !statusChanged,
    });
    return { application, interview: dto, statusChanged };
  });

  await events.publish({
    userId: application.workerId,
    type: 'interview.scheduled',
    payload: { applicationId: application.id, jobTitle: application.jobTitle, interview },
  });
  if (statusChanged) await publishStatusChange(events, application, 'interview');
  return interview;
}

/** The .ics file of an interview, for the employer who scheduled it or the worker invited. */
export async function getInterviewCalendar(db: Executor, user: User, interviewId: string) {
  const row = isUuid(interviewId) ? await repo.findInterviewWithApplication(db, interviewId) : null;
  if (!row || (row.application.employerId !== user.id && row.application.workerId !== user.id)) {
    throw new AppError(404, INTERVIEW_MESSAGES.notFound);
  }
  const { language } = user;
  const locale = { language, t: emailTexts(language), timeZone: readerTimeZone(user, row.application.jobLocation) };
  return buildCalendar(row.interview, row.application, row.currentCompanyName, locale);
}

function buildCalendar(
  interview: InterviewRow,
  application: { jobTitle: string; companyName: string | null },
  currentCompanyName: string | null,
  locale: EmailLocale,
) {
  const { t } = locale;
  const companyName = currentCompanyName ?? application.companyName;
  const { jobTitle } = application;
  const platform = interview.meetingPlatform;
  // DTSTART stays UTC (calendars place it themselves); the description reads in the reader's zone.
  const details = [
    t('interview.ics_when', { when: formatDateTime(interview.scheduledAt, locale) }),
    t(`interview.ics_type.${interview.type}`),
    platform
      ? t('interview.ics_platform', { platform: platform === 'other' ? t('interview.ics_other_platform') : PLATFORM_NAMES[platform] })
      : null,
    interview.meetingLink ? t('interview.join', { link: interview.meetingLink }) : null,
    interview.location ? t('interview.location', { location: interview.location }) : null,
    interview.notes ? t('interview.ics_notes', { notes: interview.notes }) : null,
  ].filter(Boolean);
  return buildInterviewCalendar({
    uid: `${interview.id}@crewbridge`,
    start: interview.scheduledAt,
    end: new Date(interview.scheduledAt.getTime() + interview.durationMinutes * 60_000),
    stamp: interview.createdAt,
    summary: companyName ? t('interview.ics_summary_at', { jobTitle, companyName }) : t('interview.ics_summary', { jobTitle }),
    description: details.join('\n'),
    location: interview.location ?? (interview.type === 'video' ? interview.meetingLink : null),
    url: interview.meetingLink,
  });
}
