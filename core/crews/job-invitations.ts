import { z } from 'zod';
import { defineMessages } from '../shared/messages';
import { uuidSchema } from '../shared/ids';

/** Crews one employer may invite to apply in a day (UTC): each invitation texts or e-mails a foreman. */
export const CREW_JOB_INVITATIONS_PER_DAY = 20;

export const CREW_JOB_INVITATION_MESSAGES = defineMessages('crew_job_invitations', {
  jobIdInvalid: 'Choose one of your open jobs to invite the crew to.',
  jobNotFound: 'That job was not found.',
  notYourJob: 'Only the job’s employer can invite a crew to it.',
  jobClosed: 'This job is no longer open. Invite the crew to an open job.',
  singlePosition: 'A crew can only be invited to a job with more than one position.',
  alreadyInvited: 'This crew has already been invited to this job.',
  dailyCap: 'You have invited 20 crews today, the most a day allows. Try again tomorrow.',
  invited: 'Invitation sent to the crew’s foreman',
});

/** POST /api/crews/{id}/job-invitations: the employer invites a crew to apply to one of his open jobs. */
export const crewJobInvitationRequestSchema = z.object({ jobId: uuidSchema(CREW_JOB_INVITATION_MESSAGES.jobIdInvalid) });
export type CrewJobInvitationRequest = z.infer<typeof crewJobInvitationRequestSchema>;

export const crewJobInvitationResponseSchema = z.object({
  message: z.string(),
  id: z.string(),
  crewId: z.string(),
  jobId: z.string(),
  createdAt: z.string(),
  /** Invitations the employer has left today. */
  remainingToday: z.number().int(),
});
export type CrewJobInvitationResponse = z.infer<typeof crewJobInvitationResponseSchema>;
