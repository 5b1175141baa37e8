import {
  APPLICATION_MESSAGES,
  type ApplicationStatus,
  type ContactCandidateRequest,
  type ContactCandidateResponse,
  type CreateApplicationRequest,
  type EmployerApplication,
  type UpdateApplicationRequest,
  type WorkerApplication,
} from '@core/applications/schemas';
import type { Interview } from '@core/interviews/schemas';
import { getWorkerProfileCompleteness, incompleteWorkerProfileMessage } from '@core/worker-profile/completeness';
import type { Database, Executor } from '../../db/client';
import type { EventBus } from '../../lib/event-bus';
import { isUuid } from '../../lib/ids';
import { emailTexts } from '../../lib/language';
import { AppError } from '../../plugins/errors';
import { startOrContinueConversation } from '../messaging/service';
import type { Notifier } from '../notifications/notifier';
import { notifyApplicationStatus, notifyNewApplication } from '../notifications/service';
import { recordPayPerHireFee } from '../payments/service';
import * as repo from './repository';

async function interviewsByApplication(db: Executor, applicationIds: string[]) {
  const grouped = new Map<string, Interview[]>();
  for (const row of await repo.listInterviewsForApplications(db, applicationIds)) {
    const list = grouped.get(row.applicationId) ?? [];
    list.push(repo.toInterviewDto(row));
    grouped.set(row.applicationId, list);
  }
  return grouped;
}

export async function applyToJob(db: Database, notifier: Notifier, workerId: string, input: CreateApplicationRequest) {
  const profile = await repo.findWorkerCompletenessInput(db, workerId);
  const completeness = getWorkerProfileCompleteness({ ...profile, preferredIndustries: profile?.preferredIndustries ?? [] });
  if (!completeness.isComplete) throw new AppError(403, incompleteWorkerProfileMessage(completeness.missing));

  const job = await repo.findJobWithCompany(db, input.jobId);
  if (!job) throw new AppError(404, APPLICATION_MESSAGES.jobNotFound);
  if (!job.isActive) throw new AppError(400, APPLICATION_MESSAGES.jobInactive);

  const row = await db.transaction(async (tx) => {
    const inserted = await repo.insertApplicationUnlessExists(tx, {
      jobId: job.id,
      workerId,
      employerId: job.employerId,
      jobTitle: job.title,
      companyName: job.companyName,
      jobLocation: job.location,
      status: 'pending',
      coverLetter: input.coverLetter ?? null,
      expectedSalary: input.expectedSalary ?? null,
      availability: input.availability ?? null,
    });
    if (inserted) await notifyNewApplication(tx, notifier, inserted);
    return inserted;
  });
  if (!row) throw new AppError(409, APPLICATION_MESSAGES.alreadyApplied);
  // Answered from the row written: a new application has no interviews yet.
  return toWorkerApplicationDto({ application: row, job, currentCompanyName: job.companyName }, []);
}

type WorkerApplicationRow = Awaited<ReturnType<typeof repo.listApplicationsForWorker>>[number];

function toWorkerApplicationDto(
  { application, job, currentCompanyName }: WorkerApplicationRow,
  interviews: Interview[],
): WorkerApplication {
  return {
    id: application.id,
    jobId: application.jobId,
    employerId: application.employerId,
    job: job
      ? { title: job.title, company: currentCompanyName ?? application.companyName, location: job.location }
      : { title: application.jobTitle, company: application.companyName, location: application.jobLocation },
    jobRemoved: job === null,
    status: application.status,
    appliedAt: application.appliedAt.toISOString(),
    coverLetter: application.coverLetter,
    expectedSalary: application.expectedSalary,
    availability: application.availability,
    interviews,
  };
}

export async function listWorkerApplications(db: Executor, workerId: string): Promise<WorkerApplication[]> {
  const rows = await repo.listApplicationsForWorker(db, workerId);
  const interviews = await interviewsByApplication(
    db,
    rows.map((row) => row.application.id),
  );
  return rows.map((row) => toWorkerApplicationDto(row, interviews.get(row.application.id) ?? []));
}

async function findWorkerApplication(db: Executor, workerId: string, id: string) {
  const row = isUuid(id) ? await repo.findApplicationById(db, id) : null;
  if (!row || row.workerId !== workerId) throw new AppError(404, APPLICATION_MESSAGES.notFound);
  return row;
}

export async function updateWorkerApplication(db: Executor, workerId: string, id: string, input: UpdateApplicationRequest) {
  await findWorkerApplication(db, workerId, id);
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  if (Object.keys(changes).length > 0) await repo.updateApplication(db, id, changes);
  return (await listWorkerApplications(db, workerId)).find((application) => application.id === id)!;
}

export async function deleteWorkerApplication(db: Executor, workerId: string, id: string) {
  await findWorkerApplication(db, workerId, id);
  await repo.deleteApplication(db, id);
}

/** The application when it was sent to this employer; 404 otherwise, so others' records stay invisible. */
export async function findEmployerApplication(db: Executor, employerId: string, id: string) {
  const row = isUuid(id) ? await repo.findApplicationById(db, id) : null;
  if (!row || row.employerId !== employerId) throw new AppError(404, APPLICATION_MESSAGES.notFound);
  return row;
}

export async function listEmployerApplications(db: Executor, employerId: string): Promise<EmployerApplication[]> {
  const rows = await repo.listApplicationsForEmployer(db, employerId);
  const interviews = await interviewsByApplication(
    db,
    rows.map((row) => row.application.id),
  );
  return rows.map(({ application, currentJobTitle, worker, profile }) => ({
    id: application.id,
    jobId: application.jobId,
    jobTitle: currentJobTitle ?? application.jobTitle,
    jobRemoved: application.jobId === null,
    status: application.status,
    appliedAt: application.appliedAt.toISOString(),
    coverLetter: application.coverLetter,
    expectedSalary: application.expectedSalary,
    availability: application.availability,
    worker: { id: worker.id, email: worker.email },
    workerProfile: {
      firstName: worker.firstName,
      lastName: worker.lastName,
      phone: worker.phone,
      location: worker.location,
      experienceLevel: profile?.yearsExperience ?? null,
      bio: profile?.bio ?? null,
      skills: profile?.skills ?? [],
      resumeUrl: profile?.resumeUrl ?? null,
      primaryTrade: profile?.primaryTrade ?? null,
    },
    interviews: interviews.get(application.id) ?? [],
  }));
}

// Interviews are stored with their application (db/schema/applications); the interviews module maps them here.
export { toInterviewDto, type InterviewRow } from './repository';

/** Scheduling an interview moves its application to the interview stage, in the caller's transaction. */
export async function moveToInterviewStage(db: Executor, application: repo.ApplicationRow): Promise<boolean> {
  if (application.status === 'interview') return false;
  await repo.updateApplication(db, application.id, { status: 'interview' });
  return true;
}

export async function findEmployerCompanyName(db: Executor, employerId: string) {
  return (await repo.findEmployerContact(db, employerId))?.companyName ?? null;
}

export async function publishStatusChange(
  events: EventBus,
  application: { id: string; workerId: string; jobTitle: string },
  status: ApplicationStatus,
) {
  await events.publish({
    userId: application.workerId,
    type: 'application.status',
    payload: { applicationId: application.id, jobTitle: application.jobTitle, status },
  });
}

export async function updateApplicationStatus(
  db: Database,
  events: EventBus,
  notifier: Notifier,
  employerId: string,
  id: string,
  status: ApplicationStatus,
) {
  const updated = await db.transaction((tx) => changeApplicationStatus(tx, notifier, employerId, id, status));
  if (updated) await publishStatusChange(events, updated, status);
  return (await listEmployerApplications(db, employerId)).find((application) => application.id === id)!;
}

/** One status change with its side effects (fee, notification), in the caller's transaction; null when unchanged. */
async function changeApplicationStatus(tx: Executor, notifier: Notifier, employerId: string, id: string, status: ApplicationStatus) {
  const application = await findEmployerApplication(tx, employerId, id);
  if (application.status === status) return null;
  const row = await repo.updateApplication(tx, id, { status });
  if (status === 'accepted') await recordPayPerHireFee(tx, id);
  await notifyApplicationStatus(tx, notifier, row, status);
  return row;
}

/** Every application changes in one transaction, or none: an id that is not this employer's is a 404 and rolls all back. */
export async function bulkUpdateApplicationStatus(
  db: Database,
  events: EventBus,
  notifier: Notifier,
  employerId: string,
  applicationIds: string[],
  status: ApplicationStatus,
) {
  const updated = await db.transaction(async (tx) => {
    const rows = [];
    for (const id of applicationIds) {
      const row = await changeApplicationStatus(tx, notifier, employerId, id, status);
      if (row) rows.push(row);
    }
    return rows;
  });
  for (const row of updated) await publishStatusChange(events, row, status);
  const ids = new Set(applicationIds);
  return (await listEmployerApplications(db, employerId)).filter((application) => ids.has(application.id));
}

export async function getApplicationResume(db: Executor, employerId: string, id: string) {
  const application = await findEmployerApplication(db, employerId, id);
  const resumeUrl = await repo.findWorkerResumeUrl(db, application.workerId);
  if (!resumeUrl) throw new AppError(404, APPLICATION_MESSAGES.resumeNotAvailable);
  return { resumeUrl };
}

export async function contactCandidate(
  db: Database,
  events: EventBus,
  employerId: string,
  id: string,
  input: ContactCandidateRequest,
): Promise<ContactCandidateResponse> {
  const application = await findEmployerApplication(db, employerId, id);
  if (input.contactMethod === 'internal') {
    const { conversationId } = await startOrContinueConversation(db, events, {
      fromUserId: employerId,
      toUserId: application.workerId,
      content: `${input.subject}\n\n${input.message}`,
    });
    return { message: APPLICATION_MESSAGES.messageSent, contactMethod: 'internal', conversationId };
  }

  const mailbox = await repo.findUserMailbox(db, application.workerId);
  if (!mailbox?.email) throw new AppError(400, APPLICATION_MESSAGES.candidateEmailMissing);
  const employer = await repo.findEmployerContact(db, employerId);
  const t = emailTexts(mailbox.language);
  const sender = employer?.companyName ?? application.companyName ?? t('candidate_contact.an_employer');
  await repo.insertEmailOutbox(db, {
    toEmail: mailbox.email,
    replyTo: employer?.contactEmail ?? employer?.email ?? null,
    // The employer's own words go as written; only the signature line is ours.
    subject: input.subject,
    body: `${input.message}\n\n--\n${t('candidate_contact.signature', { sender, jobTitle: application.jobTitle })}`,
    status: 'queued',
    senderId: employerId,
    applicationId: application.id,
    kind: 'candidate_contact',
  });
  return { message: APPLICATION_MESSAGES.messageQueued, contactMethod: 'email' };
}
