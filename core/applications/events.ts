/**
 * The live event the job's employer gets when a worker applies, on the web or by replying to a
 * text (a plain string, so the client's live updates load no zod). Payload: NewApplicationEvent.
 */
export const APPLICATION_CREATED_EVENT = 'application.created';

export interface NewApplicationEvent {
  applicationId: string;
  jobId: string;
  jobTitle: string;
}
