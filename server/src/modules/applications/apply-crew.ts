import { APPLICATION_CREATED_EVENT, type NewApplicationEvent } from '@core/applications/events';
import { APPLICATION_MESSAGES, type CreateApplicationRequest } from '@core/applications/schemas';
import type { User } from '@core/auth/schemas';
import { meetsRequirements } from '@core/crews/rollup';
import { CREW_MESSAGES, type CrewApplicationResponse } from '@core/crews/schemas';
import { isoToday } from '@core/credentials/status';
import { getWorkerProfileCompleteness } from '@core/worker-profile/completeness';
import type { Database, Executor } from '../../db/client';
import type { EventBus } from '../../lib/event-bus';
import { AppError } from '../../plugins/errors';
import { credentialsForWorkers } from '../credentials/service';
import { findCrewForApplication, lockCrewForApplication, recordCrewApplication } from '../crews/service';
import type { Notifier } from '../notifications/notifier';
import { notifyNewApplication } from '../notifications/service';
import { newApplicationRow, payFromHourlyRate } from './application-row';
import * as crewRepo from './crew-repository';
import * as repo from './repository';

const fullName = (user: { firstName: string | null; lastName: string | null }) => [user.firstName, user.lastName].filter(Boolean).join(' ');

/** Each member's profile must hold what a worker applying alone needs (trade, years, phone, location): the employer reads the same details. */
async function completeProfiles(db: Executor, memberIds: string[]) {
  const profiles = new Map<string, { hourlyRate: number | null; availability: string | null }>();
  for (const memberId of memberIds) {
    const profile = await repo.findWorkerCompletenessInput(db, memberId);
    const completeness = getWorkerProfileCompleteness({ ...profile, preferredIndustries: profile?.preferredIndustries ?? [] });
    if (!profile || !completeness.canApply) throw new AppError(400, CREW_MESSAGES.memberIncomplete);
    profiles.set(memberId, { hourlyRate: profile.hourlyRate, availability: profile.availability });
  }
  return profiles;
}

/** Each member chosen is told, by the channels he chose for application news and in his language. */
async function notifyMember(
  db: Executor,
  notifier: Notifier,
  application: { id: string; workerId: string; jobTitle: string },
  texts: { foremanName: string; crewName: string },
) {
  const values = { ...texts, jobTitle: application.jobTitle };
  await notifier.notify(db, {
    userId: application.workerId,
    type: 'application_status',
    applicationId: application.id,
    compose: ({ t }) => ({
      subject: t('crew_application.subject', values),
      content: {
        heading: t('crew_application.heading', values),
        paragraphs: [t('crew_application.body')],
        action: { label: t('crew_application.action'), url: notifier.url('/worker-dashboard?tab=applications') },
      },
    }),
  });
}

/**
 * The foreman applies with members of his crew (issue 51): one crew application and one ordinary application
 * per member, so each sees it on his dashboard. Under the job's row lock: the crew applies once per job (the
 * unique constraint), with no more members than open positions; any refusal rolls every row back.
 */
export async function applyAsCrew(
  db: Database,
  events: EventBus,
  notifier: Notifier,
  foreman: User,
  input: CreateApplicationRequest,
  now: Date,
): Promise<CrewApplicationResponse> {
  if (!input.crewId) throw new AppError(400, CREW_MESSAGES.crewIdInvalid);
  if (!input.memberIds) throw new AppError(400, CREW_MESSAGES.membersRequired);
  const { crewId, memberIds } = input;
  const { crew, memberIds: crewMemberIds } = await findCrewForApplication(db, crewId, foreman.id);
  if (memberIds.some((id) => !crewMemberIds.has(id))) throw new AppError(400, CREW_MESSAGES.membersOutsideCrew);
  const job = await repo.findJobWithCompany(db, input.jobId, now);
  if (!job) throw new AppError(404, APPLICATION_MESSAGES.jobNotFound);
  if (!job.isActive) throw new AppError(400, APPLICATION_MESSAGES.jobInactive);
  const profiles = await completeProfiles(db, memberIds);

  const { rows, requiredCredentials } = await db.transaction(async (tx) => {
    // Checked again under the crew's lock (then the job's: always in that order), as a member may have left meanwhile.
    const locked = await lockCrewForApplication(tx, crewId, foreman.id);
    if (memberIds.some((id) => !locked.memberIds.has(id))) throw new AppError(400, CREW_MESSAGES.membersOutsideCrew);
    const opening = await crewRepo.lockJobPositions(tx, job.id);
    if (!opening) throw new AppError(404, APPLICATION_MESSAGES.jobNotFound);
    if (opening.positions <= 1) throw new AppError(400, CREW_MESSAGES.singlePositionJob);
    if (memberIds.length > opening.positions - (await crewRepo.countHires(tx, job.id)))
      throw new AppError(409, CREW_MESSAGES.tooManyMembers);
    const crewApplication = await recordCrewApplication(tx, {
      crewId: crew.id,
      jobId: job.id,
      employerId: job.employerId,
      foremanId: foreman.id,
      createdAt: now,
    });
    if (!crewApplication) throw new AppError(409, CREW_MESSAGES.crewAlreadyApplied);
    const inserted = [];
    for (const workerId of memberIds) {
      const row = await repo.insertApplicationUnlessExists(tx, {
        ...newApplicationRow(job, workerId, input.coverLetter ?? null),
        // A member's expected pay is his own profile's rate, as Apply Now takes it for a worker alone.
        ...payFromHourlyRate(profiles.get(workerId)?.hourlyRate ?? null, job.payUnit),
        availability: input.availability ?? profiles.get(workerId)?.availability ?? null,
        crewApplicationId: crewApplication.id,
        source: input.source ?? null,
      });
      if (!row) throw new AppError(409, CREW_MESSAGES.memberAlreadyApplied);
      inserted.push(row);
    }
    // The employer is told once, of the crew's first row; each member of his own.
    await notifyNewApplication(tx, notifier, inserted[0]!);
    for (const row of inserted) await notifyMember(tx, notifier, row, { foremanName: fullName(foreman), crewName: crew.name });
    return {
      rows: inserted.map((row) => ({ ...row, crewApplicationId: crewApplication.id })),
      requiredCredentials: opening.requiredCredentials,
    };
  });

  const payload: NewApplicationEvent = { applicationId: rows[0]!.id, jobId: job.id, jobTitle: job.title };
  await events.publish({ userId: job.employerId, type: APPLICATION_CREATED_EVENT, payload });
  const wallets = await credentialsForWorkers(db, memberIds);
  const today = isoToday(now);
  const applications = rows.map((row) => ({
    applicationId: row.id,
    workerId: row.workerId,
    meetsRequirements: meetsRequirements(requiredCredentials, wallets.get(row.workerId) ?? [], today),
  }));
  return {
    crewApplicationId: rows[0]!.crewApplicationId,
    crewId: crew.id,
    jobId: job.id,
    applications,
    requirements: {
      required: requiredCredentials,
      membersMeeting: applications.filter((application) => application.meetsRequirements).length,
      members: applications.length,
    },
  };
}
