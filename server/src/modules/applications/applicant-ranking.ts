import {
  describeApplicantMatch,
  scoreApplicant,
  type ApplicantMatchReason,
  type ReliabilitySignals,
} from '@core/applications/applicant-match';
import { isQualified, type HeldCredential } from '@core/credentials/coverage';
import { isoToday } from '@core/credentials/status';
import { matchSignals, toMatchProfile, validCredentialIds, type MatchSignals } from '@core/jobs/match';
import type { Executor } from '../../db/client';
import { heldCredentials } from '../credentials/service';
import { coordinatesOf } from '../places/service';
import { encodeApplicantCursor, type RankedApplicant } from './applicant-cursor';
import { reliabilityOfWorkers } from './applicant-reliability';
import * as repo from './repository';

type ApplicantMatchInput = Awaited<ReturnType<typeof repo.listApplicantMatchInputs>>[number];

/** The jobs search's best-match signals of this worker for the job applied to; null once the job is removed. */
function fitOf(
  { job, trade, skills, industries, location, travelMiles, hourlyRate }: ApplicantMatchInput,
  credentialIds: string[],
): MatchSignals | null {
  if (!job) return null;
  const profile = toMatchProfile({ trade, skills, industries, origin: coordinatesOf(location), travelMiles, credentialIds, hourlyRate });
  return matchSignals({ ...job, coordinates: coordinatesOf(job.location) }, profile);
}

const NO_FIT: MatchSignals = { isTradeMatch: false, skillMatches: 0, isIndustryMatch: false, distanceMiles: null };
const NO_RECORD: ReliabilitySignals = { verifiedHires: 0, reliability: { average: null, count: 0 }, confirmedJobs: 0 };

/** The applicants' wallets, as matching reads them. */
async function walletsOf(db: Executor, inputs: ApplicantMatchInput[]) {
  const workerIds = [...new Set(inputs.map((input) => input.workerId))];
  return workerIds.length > 0 ? heldCredentials(db, workerIds) : new Map<string, HeldCredential[]>();
}

/** The applications whose worker holds every required credential of the job applied to, valid today. */
export async function qualifiedApplicationIds(db: Executor, filter: repo.ApplicantFilter): Promise<string[]> {
  const inputs = await repo.listApplicantMatchInputs(db, filter);
  const wallets = await walletsOf(db, inputs);
  const today = isoToday();
  return inputs
    .filter((input) => isQualified(input.job?.requiredCredentials ?? [], wallets.get(input.workerId) ?? [], today))
    .map((input) => input.id);
}

/** Best match first, then newest, then id: a total order, so a cursor finds its place again. */
function compareRanked(a: RankedApplicant, b: RankedApplicant): number {
  return b.score - a.score || b.appliedAtMs - a.appliedAtMs || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/**
 * A page of the applicants by best match: the job fit and the worker's record (core/applications/applicant-match.ts),
 * with each one's reasons for the card. A removed job's applicants keep only their record's points.
 */
export async function rankedApplicantPage(
  db: Executor,
  filter: repo.ApplicantFilter,
  after: RankedApplicant | null,
  limit: number | undefined,
  now: Date,
) {
  const inputs = await repo.listApplicantMatchInputs(db, filter);
  const wallets = await walletsOf(db, inputs);
  const records = await reliabilityOfWorkers(
    db,
    inputs.map((input) => input.workerId),
    now,
  );
  const today = isoToday();
  const ranked = inputs
    .map((input) => {
      const fit = fitOf(input, validCredentialIds(wallets.get(input.workerId) ?? [], today)) ?? NO_FIT;
      const record = records.get(input.workerId) ?? NO_RECORD;
      return { score: scoreApplicant(fit, record), appliedAtMs: input.appliedAt.getTime(), id: input.id, fit, record };
    })
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
    reasons: new Map<string, ApplicantMatchReason[]>(page.map(({ id, fit, record }) => [id, describeApplicantMatch(fit, record)])),
    nextCursor: last && start + page.length < ranked.length ? encodeApplicantCursor({ sort: 'match', after: last }) : null,
  };
}
