import type { ApplicantCredential, EmployerApplication } from '@core/applications/schemas';
import { meetsRequirements } from '@core/crews/rollup';
import type { CrewApplicant } from '@core/crews/schemas';
import { credentialCoverage } from '@core/credentials/coverage';
import type { WorkerCredential } from '@core/credentials/schemas';
import { isoToday } from '@core/credentials/status';
import { travelDistanceFromMiles } from '@core/worker-profile/schemas';
import type { Executor } from '../../db/client';
import { EMPTY_WORKER_RATINGS, summarizeWorkerRatings } from '../../lib/worker-ratings';
import { credentialsForWorkers } from '../credentials/service';
import { crewApplicantsByIds } from '../crews/service';
import { interviewsByApplication } from './application-interviews';
import { listCrewMemberApplications } from './crew-repository';
import type * as repo from './repository';

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

/**
 * Each crew application's crew with every member's row and his coverage of the job's required credentials
 * (issue 51): the employer reads the crew as one applicant, "5 of 6 meet the requirements".
 */
async function crewsByApplication(db: Executor, required: Map<string, string[]>, today: string): Promise<Map<string, CrewApplicant>> {
  if (required.size === 0) return new Map();
  const crewApplicationIds = [...required.keys()];
  const [crews, members] = [await crewApplicantsByIds(db, crewApplicationIds), await listCrewMemberApplications(db, crewApplicationIds)];
  const wallets = await credentialsForWorkers(db, [...new Set(members.map((member) => member.userId))]);
  return new Map(
    [...crews].map(([crewApplicationId, crew]) => {
      const own = members
        .filter((member) => member.crewApplicationId === crewApplicationId)
        .map(({ applicationId, userId, firstName, lastName, primaryTrade, status }) => ({
          applicationId,
          userId,
          firstName,
          lastName,
          primaryTrade,
          status,
          meetsRequirements: meetsRequirements(required.get(crewApplicationId) ?? [], wallets.get(userId) ?? [], today),
        }));
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
  const crews = await crewsByApplication(
    db,
    new Map(
      rows.flatMap((row) =>
        row.application.crewApplicationId ? [[row.application.crewApplicationId, row.jobRequiredCredentials ?? []]] : [],
      ),
    ),
    today,
  );
  const workerRatings = await summarizeWorkerRatings(
    db,
    rows.map((row) => row.worker.id),
    now,
  );
  return rows.map(({ application, currentJobTitle, jobRequiredCredentials, worker, profile, availableFrom, travelDistanceMiles }) => ({
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
    crew: application.crewApplicationId ? (crews.get(application.crewApplicationId) ?? null) : null,
    workerRatings: workerRatings.get(worker.id) ?? EMPTY_WORKER_RATINGS,
  }));
}
