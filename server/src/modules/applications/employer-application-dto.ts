import { hasNoMailbox } from '@core/auth/phone-sign-in-schemas';
import type { ApplicantCredential, EmployerApplication, EmployerCrewApplicant } from '@core/applications/schemas';
import { meetsRequirements } from '@core/crews/rollup';
import { credentialCoverage } from '@core/credentials/coverage';
import type { WorkerCredential } from '@core/credentials/schemas';
import { isoToday } from '@core/credentials/status';
import type { WorkerRatingSummary } from '@core/reviews/schemas';
import { distanceMiles } from '@core/jobs/geo';
import { travelDistanceFromMiles } from '@core/worker-profile/schemas';
import type { Executor } from '../../db/client';
import { EMPTY_WORKER_RATINGS, summarizeWorkerRatings } from '../../lib/worker-ratings';
import { credentialsForWorkers } from '../credentials/service';
import { crewApplicantsByIds } from '../crews/service';
import { coordinatesOf } from '../places/service';
import { contactOfWorkers, NO_CONTACT } from './applicant-contact';
import { interviewsByApplication } from './application-interviews';
import { listCrewMemberApplications } from './crew-repository';
import type * as repo from './repository';

type EmployerApplicationRow = Awaited<ReturnType<typeof repo.listApplicationsForEmployer>>[number];

/** Whole miles from the worker's place to the job's; null when either place is unknown or the job is removed. */
function milesToJob(workerLocation: string | null, jobLocation: string | null): number | null {
  const from = coordinatesOf(workerLocation);
  const to = coordinatesOf(jobLocation);
  return from && to ? Math.round(distanceMiles(from, to)) : null;
}

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

type CrewMemberRow = Awaited<ReturnType<typeof listCrewMemberApplications>>[number];

/** Each crew application's crew and its members' rows, read before the ratings so one grouped query sums everyone's. */
async function loadCrews(db: Executor, crewApplicationIds: string[]) {
  return { crews: await crewApplicantsByIds(db, crewApplicationIds), members: await listCrewMemberApplications(db, crewApplicationIds) };
}

/**
 * Each crew application's crew with every member's row, his coverage of the job's required credentials (issue 51)
 * and his ratings from past hires (issue 52): the employer reads the crew as one applicant, "5 of 6 meet the
 * requirements".
 */
async function crewsByApplication(
  db: Executor,
  loaded: Awaited<ReturnType<typeof loadCrews>>,
  crewJobs: Map<string, { required: string[]; location: string | null }>,
  ratings: Map<string, WorkerRatingSummary>,
  today: string,
): Promise<Map<string, EmployerCrewApplicant>> {
  if (loaded.crews.size === 0) return new Map();
  const wallets = await credentialsForWorkers(db, [...new Set(loaded.members.map((member) => member.userId))]);
  const memberDto = (member: CrewMemberRow, job: { required: string[]; location: string | null }) => {
    const { applicationId, userId, firstName, lastName, primaryTrade, status } = member;
    const wallet = wallets.get(userId) ?? [];
    const held = wallet.filter((record) => !record.inProgress && record.credentialId !== null);
    return {
      applicationId,
      userId,
      firstName,
      lastName,
      primaryTrade,
      status,
      meetsRequirements: meetsRequirements(job.required, wallet, today),
      workerRatings: ratings.get(userId) ?? EMPTY_WORKER_RATINGS,
      // The facts line each member shows on the crew's card (issue 55), from this one answer.
      facts: {
        experienceLevel: member.yearsExperience ?? null,
        distanceMiles: milesToJob(member.location, job.location),
        credentialsHeld: credentialCoverage(job.required, held, today).has.length,
        language: member.language,
      },
    };
  };
  return new Map(
    [...loaded.crews].map(([crewApplicationId, crew]) => {
      const job = crewJobs.get(crewApplicationId) ?? { required: [], location: null };
      const own = loaded.members.filter((member) => member.crewApplicationId === crewApplicationId).map((member) => memberDto(member, job));
      const membersMeeting = own.filter((member) => member.meetsRequirements).length;
      return [crewApplicationId, { ...crew, members: own, requirements: { membersMeeting, members: own.length } }];
    }),
  );
}

export async function toEmployerApplicationDtos(db: Executor, rows: EmployerApplicationRow[], now: Date): Promise<EmployerApplication[]> {
  const interviews = await interviewsByApplication(
    db,
    rows.map((row) => row.application.id),
  );
  const needsWallet = rows.filter((row) => (row.jobRequiredCredentials ?? []).length > 0).map((row) => row.worker.id);
  const wallets =
    needsWallet.length > 0 ? await credentialsForWorkers(db, [...new Set(needsWallet)]) : new Map<string, WorkerCredential[]>();
  const today = isoToday();
  const crewJobs = new Map(
    rows.flatMap((row) =>
      row.application.crewApplicationId
        ? [[row.application.crewApplicationId, { required: row.jobRequiredCredentials ?? [], location: row.jobLocation }]]
        : [],
    ),
  );
  const loaded = await loadCrews(db, [...crewJobs.keys()]);
  // One grouped query for the page: the applicants' own ratings and every listed crew member's.
  const workerRatings = await summarizeWorkerRatings(
    db,
    [...rows.map((row) => row.worker.id), ...loaded.members.map((member) => member.userId)],
    now,
  );
  const crews = await crewsByApplication(db, loaded, crewJobs, workerRatings, today);
  const contacts = await contactOfWorkers(
    db,
    rows.map((row) => row.worker.id),
  );
  return rows.map(
    ({ application, currentJobTitle, jobRequiredCredentials, jobLocation, worker, profile, availableFrom, travelDistanceMiles }) => ({
      id: application.id,
      jobId: application.jobId,
      jobTitle: currentJobTitle ?? application.jobTitle,
      jobRemoved: application.jobId === null,
      status: application.status,
      appliedAt: application.appliedAt.toISOString(),
      coverLetter: application.coverLetter,
      expectedSalary: application.expectedSalary,
      expectedPayUnit: application.expectedPayUnit,
      availability: application.availability,
      // Empty for a worker who joined by phone without an e-mail (issue 55): employers reach them by phone.
      worker: { id: worker.id, email: hasNoMailbox(worker.email) ? '' : worker.email },
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
      crew: application.crewApplicationId ? (crews.get(application.crewApplicationId) ?? null) : null,
      workerRatings: workerRatings.get(worker.id) ?? EMPTY_WORKER_RATINGS,
      startDate: application.status === 'accepted' ? application.startDate : null,
      facts: { distanceMiles: milesToJob(worker.location, jobLocation), language: worker.language },
      contact: contacts.get(worker.id) ?? NO_CONTACT,
    }),
  );
}
