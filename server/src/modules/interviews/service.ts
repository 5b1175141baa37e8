import { INTERVIEW_DURATION_MINUTES, INTERVIEW_MESSAGES, toScheduledAt, type ScheduleInterviewRequest } from '@core/interviews/schemas';
import { buildInterviewCalendar } from '@core/interviews/ics';
import type { User } from '@core/auth/schemas';
import type { Database, Executor } from '../../db/client';
import type { EventBus } from '../../lib/event-bus';
import { isUuid } from '../../lib/ids';
import { AppError } from '../../plugins/errors';
import {
  findEmployerApplication,
  findEmployerCompanyName,
  moveToInterviewStage,
  publishStatusChange,
  toInterviewDto,
  type InterviewRow,
} from '../applications/service';
import type { Notifier } from '../notifications/notifier';
import { notifyInterview } from '../notifications/service';
import * as repo from './repository';

const TYPE_LABELS = { video: 'Video interview', 'in-person': 'In-person interview', phone: 'Phone interview' } as const;
const PLATFORM_LABELS = { zoom: 'Zoom', teams: 'Microsoft Teams', meet: 'Google Meet', other: 'Other' } as const;

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
    const statusChanged = await moveToInterviewStage(tx, application);
    const dto = toInterviewDto(interview);
    const companyName = await findEmployerCompanyName(tx, application.employerId);
    // An application already at the interview stage is being rescheduled. The status e-mail is left
    // out: the interview e-mail (with its calendar file) says it all.
    await notifyInterview(tx, notifier, {
      application,
      interview: dto,
      calendar: buildCalendar(interview, application, companyName),
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
  return buildCalendar(row.interview, row.application, row.currentCompanyName);
}

function buildCalendar(
  interview: InterviewRow,
  application: { jobTitle: string; companyName: string | null },
  currentCompanyName: string | null,
) {
  const company = currentCompanyName ?? application.companyName;
  const details = [
    TYPE_LABELS[interview.type],
    interview.meetingPlatform ? `Platform: ${PLATFORM_LABELS[interview.meetingPlatform]}` : null,
    interview.meetingLink ? `Join: ${interview.meetingLink}` : null,
    interview.location ? `Location: ${interview.location}` : null,
    interview.notes ? `Notes: ${interview.notes}` : null,
  ].filter(Boolean);
  return buildInterviewCalendar({
    uid: `${interview.id}@crewbridge`,
    start: interview.scheduledAt,
    end: new Date(interview.scheduledAt.getTime() + interview.durationMinutes * 60_000),
    stamp: interview.createdAt,
    summary: `Interview: ${application.jobTitle}${company ? ` at ${company}` : ''}`,
    description: details.join('\n'),
    location: interview.location ?? (interview.type === 'video' ? interview.meetingLink : null),
    url: interview.meetingLink,
  });
}
