import { toMatchProfile, validCredentialIds, type MatchProfile } from '@core/jobs/match';
import { credentialCoverage, type HeldCredential } from '@core/credentials/coverage';
import { isoToday } from '@core/credentials/status';
import type { JobDto, JobSearch } from '@core/jobs/schemas';
import type { User } from '@core/auth/schemas';
import type { Executor } from '../../db/client';
import { coordinatesOf } from '../places/service';
import { loadWorkerMatchInputs, type MatchInputsStore, type WorkerMatchInputs } from '../worker-profile/service';

/** Best match's view of the asker: the worker's profile (null for anyone else), origin and valid credentials. */
export function toSearchMatchProfile(
  profile: WorkerMatchInputs['preferences'],
  user: User,
  query: JobSearch,
  heldIds: readonly string[],
): MatchProfile {
  const origin = coordinatesOf(query.location) ?? coordinatesOf(user.location);
  return toMatchProfile({
    trade: profile?.primaryTrade,
    skills: profile?.skills,
    industries: profile?.preferredIndustries,
    origin,
    travelMiles: profile?.travelDistanceMiles,
    credentialIds: heldIds,
    hourlyRate: profile?.hourlyRate,
  });
}

/** Where a search reads the asking worker's match inputs: the routes pass the per-instance store, others read the database. */
export type MatchInputsSource = Pick<MatchInputsStore, 'get'>;
export const readMatchInputs = (db: Executor): MatchInputsSource => ({ get: (userId) => loadWorkerMatchInputs(db, userId) });

/** The asking worker's match inputs; null for anyone else. */
export function loadMatchInputs(matchInputs: MatchInputsSource, user: User | null): Promise<WorkerMatchInputs | null> {
  return user?.userType === 'worker' ? matchInputs.get(user.id) : Promise.resolve(null);
}

/** The worker's wallet, as matching reads it. */
export function walletOf(inputs: WorkerMatchInputs | null) {
  if (!inputs) return null;
  const today = isoToday();
  return { held: inputs.held, today, validIds: validCredentialIds(inputs.held, today) };
}

export type Wallet = { held: HeldCredential[]; today: string };
/** Adds the worker's coverage to a DTO built for this answer (set in place). */
export function withCoverage<T extends JobDto>(job: T, wallet: Wallet | null): T {
  if (wallet) job.credentialCoverage = credentialCoverage(job.requiredCredentials, wallet.held, wallet.today);
  return job;
}
