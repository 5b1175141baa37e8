import {
  APPLICANT_PAGE_SIZE,
  APPLICATION_MESSAGES,
  APPLICATION_STATUSES,
  type ApplicantCredential,
  type ApplicantSort,
  type ApplicationReviewRequest,
  type ApplicationStageCounts,
  type ApplicationStatus,
  type ContactCandidateRequest,
  type ContactCandidateResponse,
  type CreateApplicationRequest,
  type EmployerApplication,
  type EmployerApplicationsFilter,
  type EmployerApplicationsPage,
  type UpdateApplicationRequest,
  type WorkerApplication,
} from '@core/applications/schemas';
import type { Interview } from '@core/interviews/schemas';
import { geocodeLocation } from '@core/jobs/geo';
import { credentialCoverage, isQualified, type HeldCredential } from '@core/credentials/coverage';
import type { WorkerCredential } from '@core/credentials/schemas';
import { isoToday } from '@core/credentials/status';
import { matchSignals, scoreMatch, toMatchProfile, validCredentialIds } from '@core/jobs/match';
import { travelDistanceFromMiles, travelDistanceToMiles } from '@core/worker-profile/schemas';
import { getWorkerProfileCompleteness, incompleteWorkerProfileMessage } from '@core/worker-profile/completeness';
import type { Database, Executor } from '../../db/client';
import type { EventBus } from '../../lib/event-bus';
import { isUuid } from '@core/shared/ids';
import { emailTexts } from '../../lib/language';
import { AppError } from '../../plugins/errors';
import { credentialsForWorkers, heldCredentials } from '../credentials/service';
import { startOrContinueConversation } from '../messaging/service';
import type { Notifier } from '../notifications/notifier';
import { notifyApplicationStatus, notifyNewApplication } from '../notifications/service';
import { recordPayPerHireFee, voidPayPerHireFee } from '../payments/service';
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

type EmployerApplicationRow = Awaited<ReturnType<typeof repo.listApplicationsForEmployer>>[number];

/** Each required credential of the job with the applicant's coverage and the wallet record behind it (latest expiry first). */
function applicantCredentials(required: string[], wallet: WorkerCredential[], today: string): ApplicantCredential[] {
  const held = wallet.filter((record) => !record.inProgress && record.credentialId !== null);
  const coverage = credentialCoverage(required, held, today);
  return required.map((credentialId) => {
    const [record] = held
      .filter((entry) => entry.credentialId === credentialId)
      .sort((a, b) => (b.expiresAt ?? '9999-12-31').localeCompare(a.expiresAt ?? '9999-12-31'));
    const state = coverage.has.includes(credentialId) ? 'has' : coverage.expired.includes(credentialId) ? 'expired' : 'missing';
    return { credentialId, state, expiresAt: record?.expiresAt ?? null, evidenceUrl: record?.evidenceUrl ?? null };
  });
}

async function toEmployerApplicationDtos(db: Executor, rows: EmployerApplicationRow[]): Promise<EmployerApplication[]> {
  const interviews = await interviewsByApplication(
    db,
    rows.map((row) => row.application.id),
  );
  const needsWallet = rows.filter((row) => (row.jobRequiredCredentials ?? []).length > 0).map((row) => row.worker.id);
  const wallets =
    needsWallet.length > 0 ? await credentialsForWorkers(db, [...new Set(needsWallet)]) : new Map<string, WorkerCredential[]>();
  const today = isoToday();
  return rows.map(({ application, currentJobTitle, jobRequiredCredentials, worker, profile, availableFrom, travelDistanceMiles }) => ({
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
      availableFrom,
      travelDistance: travelDistanceFromMiles(travelDistanceMiles),
    },
    requiredCredentials: applicantCredentials(jobRequiredCredentials ?? [], wallets.get(worker.id) ?? [], today),
    interviews: interviews.get(application.id) ?? [],
    review: { note: application.employerNote, rating: application.employerRating },
  }));
}

export async function listEmployerApplications(db: Executor, employerId: string): Promise<EmployerApplication[]> {
  return toEmployerApplicationDtos(db, await repo.listApplicationsForEmployer(db, employerId));
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

/**
 * One status change with its side effects (fee, or voiding it when a hire is undone; the worker's
 * e-mail), in the caller's transaction; null when unchanged.
 */
async function changeApplicationStatus(tx: Executor, notifier: Notifier, employerId: string, id: string, status: ApplicationStatus) {
  const application = await findEmployerApplication(tx, employerId, id);
  if (application.status === status) return null;
  const row = await repo.updateApplication(tx, id, { status });
  if (status === 'accepted') await recordPayPerHireFee(tx, id);
  if (application.status === 'accepted') await voidPayPerHireFee(tx, id);
  await notifyApplicationStatus(tx, notifier, row, status, application.status);
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

type ApplicantMatchInput = Awaited<ReturnType<typeof repo.listApplicantMatchInputs>>[number];

/** The jobs search's best-match score of this worker for the job applied to; 0 once the job is removed. */
function scoreApplicant({ job, trade, skills, industries, location, travelMiles }: ApplicantMatchInput, credentialIds: string[]): number {
  if (!job) return 0;
  const city = geocodeLocation(location);
  const origin = city ? { lat: city.lat, lng: city.lng } : null;
  return scoreMatch(matchSignals(job, toMatchProfile({ trade, skills, industries, origin, travelMiles, credentialIds })));
}

/** The applicants' wallets, as matching reads them. */
async function walletsOf(db: Executor, inputs: ApplicantMatchInput[]) {
  const workerIds = [...new Set(inputs.map((input) => input.workerId))];
  return workerIds.length > 0 ? heldCredentials(db, workerIds) : new Map<string, HeldCredential[]>();
}

/** The applications whose worker holds every required credential of the job applied to, valid today. */
async function qualifiedApplicationIds(db: Executor, filter: repo.ApplicantFilter): Promise<string[]> {
  const inputs = await repo.listApplicantMatchInputs(db, filter);
  const wallets = await walletsOf(db, inputs);
  const today = isoToday();
  return inputs
    .filter((input) => isQualified(input.job?.requiredCredentials ?? [], wallets.get(input.workerId) ?? [], today))
    .map((input) => input.id);
}

interface RankedApplicant {
  score: number;
  appliedAtMs: number;
  id: string;
}

/** Best match first, then newest, then id: a total order, so a cursor finds its place again. */
function compareRanked(a: RankedApplicant, b: RankedApplicant): number {
  return b.score - a.score || b.appliedAtMs - a.appliedAtMs || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

type DecodedCursor = { sort: 'match'; after: RankedApplicant } | { sort: 'newest' | 'oldest'; after: repo.ApplicantCursor };

function encodeApplicantCursor(cursor: DecodedCursor): string {
  const key =
    cursor.sort === 'match' ? [cursor.after.score, cursor.after.appliedAtMs, cursor.after.id] : [cursor.after.appliedAt, cursor.after.id];
  return Buffer.from(JSON.stringify([cursor.sort, ...key])).toString('base64url');
}

/** A cursor of this sort, or a 400: a cursor is only valid for the order that wrote it. */
function decodeApplicantCursor(value: string, sort: ApplicantSort): DecodedCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed[0] === sort) {
      if (sort === 'match' && parsed.length === 4) {
        const [, score, appliedAtMs, id] = parsed;
        if (Number.isInteger(score) && Number.isFinite(appliedAtMs) && typeof id === 'string' && isUuid(id)) {
          return { sort, after: { score, appliedAtMs, id } };
        }
      }
      if (sort !== 'match' && parsed.length === 3) {
        const [, appliedAt, id] = parsed;
        if (typeof appliedAt === 'string' && !Number.isNaN(Date.parse(appliedAt)) && typeof id === 'string' && isUuid(id)) {
          return { sort, after: { appliedAt, id } };
        }
      }
    }
  } catch {
    // Not base64url JSON: answered below like any other cursor this list did not write.
  }
  throw new AppError(400, APPLICATION_MESSAGES.invalidCursor);
}

async function rankedApplicantPage(db: Executor, filter: repo.ApplicantFilter, after: RankedApplicant | null, limit: number | undefined) {
  const inputs = await repo.listApplicantMatchInputs(db, filter);
  const wallets = await walletsOf(db, inputs);
  const today = isoToday();
  const ranked = inputs
    .map((input) => ({
      score: scoreApplicant(input, validCredentialIds(wallets.get(input.workerId) ?? [], today)),
      appliedAtMs: input.appliedAt.getTime(),
      id: input.id,
    }))
    .sort(compareRanked);
  const firstAfter = after ? ranked.findIndex((applicant) => compareRanked(applicant, after) > 0) : 0;
  const start = firstAfter === -1 ? ranked.length : firstAfter;
  const page = ranked.slice(start, limit === undefined ? undefined : start + limit);
  const rows =
    page.length > 0 ? await repo.listApplicationsForEmployer(db, filter.employerId, { filter, ids: page.map(({ id }) => id) }) : [];
  const rowById = new Map(rows.map((row) => [row.application.id, row]));
  const last = page.at(-1);
  return {
    rows: page.map(({ id }) => rowById.get(id)!),
    nextCursor: last && start + page.length < ranked.length ? encodeApplicantCursor({ sort: 'match', after: last }) : null,
  };
}

async function applicantPage(
  db: Executor,
  filter: repo.ApplicantFilter,
  sort: ApplicantSort,
  cursor: string | undefined,
  limit: number | undefined,
) {
  const decoded = cursor === undefined ? null : decodeApplicantCursor(cursor, sort);
  if (sort === 'match') return rankedApplicantPage(db, filter, decoded?.sort === 'match' ? decoded.after : null, limit);
  const after = decoded && decoded.sort !== 'match' ? decoded.after : null;
  // One row more than the page says whether another page follows.
  const rows = await repo.listApplicationsForEmployer(db, filter.employerId, {
    filter,
    order: sort,
    after,
    limit: limit === undefined ? undefined : limit + 1,
  });
  const page = limit === undefined ? rows : rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor:
      last && rows.length > page.length
        ? encodeApplicantCursor({ sort, after: { appliedAt: last.appliedAtKey, id: last.application.id } })
        : null,
  };
}

async function countApplicationStages(db: Executor, employerId: string, jobId: string | undefined): Promise<ApplicationStageCounts> {
  const counts = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as ApplicationStageCounts;
  for (const { status, count } of await repo.countApplicationsByStatus(db, { employerId, jobId })) counts[status] = count;
  return counts;
}

/**
 * The employer's applicants, filtered and sorted. Without `limit` or `cursor` the answer is the
 * plain list 002 section 9 fixes; with either it is a page with the next cursor and the counts per stage.
 */
export async function searchEmployerApplications(
  db: Executor,
  employerId: string,
  query: EmployerApplicationsFilter,
): Promise<EmployerApplication[] | EmployerApplicationsPage> {
  if (query.jobId && !(await repo.findEmployerJobId(db, employerId, query.jobId)))
    throw new AppError(404, APPLICATION_MESSAGES.jobNotFound);
  const filter: repo.ApplicantFilter = {
    employerId,
    jobId: query.jobId,
    status: query.status,
    q: query.q,
    availableBy: query.availableBy,
    minTravelMiles: travelDistanceToMiles(query.willTravel) ?? undefined,
  };
  if (query.qualified) filter.onlyIds = await qualifiedApplicationIds(db, filter);
  const isPaged = query.limit !== undefined || query.cursor !== undefined;
  const { rows, nextCursor } = await applicantPage(
    db,
    filter,
    query.sort,
    query.cursor,
    isPaged ? (query.limit ?? APPLICANT_PAGE_SIZE) : undefined,
  );
  const applications = await toEmployerApplicationDtos(db, rows);
  if (!isPaged) return applications;
  return { applications, nextCursor, counts: await countApplicationStages(db, employerId, query.jobId) };
}

/** The employer's private note and rating on an application sent to them; fields not sent stay as they are. */
export async function reviewApplication(
  db: Executor,
  employerId: string,
  id: string,
  input: ApplicationReviewRequest,
): Promise<EmployerApplication> {
  await findEmployerApplication(db, employerId, id);
  await repo.updateApplication(db, id, { employerNote: input.note, employerRating: input.rating });
  const [application] = await toEmployerApplicationDtos(db, await repo.listApplicationsForEmployer(db, employerId, { ids: [id] }));
  return application!;
}
