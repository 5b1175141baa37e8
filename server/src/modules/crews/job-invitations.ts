import type { User } from '@core/auth/schemas';
import {
  CREW_JOB_INVITATION_MESSAGES,
  CREW_JOB_INVITATIONS_PER_DAY,
  type CrewJobInvitationRequest,
  type CrewJobInvitationResponse,
} from '@core/crews/job-invitations';
import { CREW_MESSAGES } from '@core/crews/schemas';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../plugins/errors';
import type { Notifier } from '../notifications/service';
import { findCrew } from './crew-access';
import * as repo from './job-invitations-repository';
import * as crewRepo from './repository';

/** A crew an employer may see: listed as looking for work, or applied to one of his jobs; 404 otherwise, so unlisted crews stay unseen. */
export async function findCrewForEmployer(db: Executor, employerId: string, crewId: string) {
  const crew = await findCrew(db, crewId);
  if (!crew.isLookingForWork && !(await crewRepo.hasAppliedToEmployer(db, crew.id, employerId))) {
    throw new AppError(404, CREW_MESSAGES.notFound);
  }
  return crew;
}

/**
 * The employer invites a crew to apply to one of his open jobs (issue 51): only the job's owner, a job with more
 * than one opening the crew has not applied to, each crew once per job, and at most CREW_JOB_INVITATIONS_PER_DAY a
 * UTC day. In one transaction: the invitation (unique per crew and job), the day's slot (one conditional upsert)
 * and the foreman's notification, by his channels and in his language, with a link to the job; a refusal rolls
 * all of it back.
 */
export async function inviteCrewToJob(
  db: Database,
  notifier: Notifier,
  employer: User,
  crewId: string,
  input: CrewJobInvitationRequest,
  now: Date,
): Promise<CrewJobInvitationResponse> {
  const crew = await findCrewForEmployer(db, employer.id, crewId);
  const job = await repo.findJobForInvitation(db, input.jobId, now);
  if (!job) throw new AppError(404, CREW_JOB_INVITATION_MESSAGES.jobNotFound);
  if (job.employerId !== employer.id) throw new AppError(403, CREW_JOB_INVITATION_MESSAGES.notYourJob);
  if (!job.isOpen) throw new AppError(400, CREW_JOB_INVITATION_MESSAGES.jobClosed);
  if (job.positions <= 1) throw new AppError(400, CREW_JOB_INVITATION_MESSAGES.singlePosition);
  if (await repo.hasCrewApplied(db, crew.id, job.id)) throw new AppError(409, CREW_MESSAGES.crewAlreadyApplied);
  const foremanId = await repo.findForemanId(db, crew.id);
  if (!foremanId) throw new AppError(404, CREW_MESSAGES.notFound);

  const day = now.toISOString().slice(0, 10);
  const texts = { companyName: job.companyName ?? 'A CrewBridge employer', crewName: crew.name, jobTitle: job.title };
  return db.transaction(async (tx) => {
    const invitation = await repo.insertInvitationOnce(tx, {
      crewId: crew.id,
      jobId: job.id,
      employerId: employer.id,
      foremanId,
      createdAt: now,
    });
    if (!invitation) throw new AppError(409, CREW_JOB_INVITATION_MESSAGES.alreadyInvited);
    const sent = await repo.takeInvitationSlot(tx, employer.id, day, CREW_JOB_INVITATIONS_PER_DAY);
    if (sent === null) throw new AppError(429, CREW_JOB_INVITATION_MESSAGES.dailyCap);
    // A job alert by kind: the foreman hears of it as he chose for jobs, and a text carries the job's link.
    await notifier.notify(tx, {
      userId: foremanId,
      type: 'job_alert',
      compose: ({ t }) => ({
        subject: t('crew_job_invitation.subject', texts),
        content: {
          heading: t('crew_job_invitation.heading', texts),
          paragraphs: [t('crew_job_invitation.body', texts)],
          action: { label: t('crew_job_invitation.action'), url: notifier.url(`/jobs/${job.id}`) },
        },
      }),
    });
    return {
      message: CREW_JOB_INVITATION_MESSAGES.invited,
      id: invitation.id,
      crewId: crew.id,
      jobId: job.id,
      createdAt: invitation.createdAt.toISOString(),
      remainingToday: CREW_JOB_INVITATIONS_PER_DAY - sent,
    };
  });
}
