import { credentialCoverage } from '@core/credentials/coverage';
import { describeMatch, matchSignals, type MatchProfile } from '@core/jobs/match';
import { distanceMiles, type Coordinates } from '@core/jobs/geo';
import type { JobDto } from '@core/jobs/schemas';
import type { EmployerVerificationFields } from '@core/trust/employer-verification';
import { coordinatesOf } from '../places/service';
import type * as repo from './repository';
import type { IndexHit } from './search-index';
import type { Wallet } from './search-match';

/** What a search adds to a job's stored card: its company's name and verification, whether it is boosted, best match's score and reasons, the worker's coverage. */
type SearchFields = Pick<
  JobDto,
  | 'companyName'
  | keyof EmployerVerificationFields
  | 'isBoosted'
  | 'distanceMiles'
  | 'score'
  | 'matchReasons'
  | 'credentialCoverage'
  | 'matchedTerms'
>;

/** A job's card as PostgreSQL keeps it, with this search's fields added: JSON text, parsed by nobody on the way out. */
export function toSearchCard(
  row: repo.SearchCardRow,
  hit: IndexHit,
  match: MatchProfile | null,
  wallet: Wallet | null,
  { matchedTerms, coordinates }: { matchedTerms: readonly string[]; coordinates?: Coordinates | null } = { matchedTerms: [] },
  /** The searched place: without best match, each card still says how far it is from it ("12 mi"). */
  searchedPlace: Coordinates | null = null,
): string {
  const fields: SearchFields = { companyName: row.companyName, ...row.verification, isBoosted: hit.phase === 1 };
  if (matchedTerms.length > 0) fields.matchedTerms = [...matchedTerms];
  if (match) {
    // The index's coordinates for the job (the ones its score used); geocoded here only for a job it does not hold.
    const signals = matchSignals(
      { ...row.terms, coordinates: coordinates === undefined ? coordinatesOf(row.terms.location) : coordinates },
      match,
    );
    if (signals.distanceMiles !== null) fields.distanceMiles = Math.round(signals.distanceMiles);
    fields.score = hit.key;
    fields.matchReasons = describeMatch(signals);
  } else if (searchedPlace) {
    const at = coordinates === undefined ? coordinatesOf(row.terms.location) : coordinates;
    if (at) fields.distanceMiles = Math.round(distanceMiles(searchedPlace, at));
  }
  if (wallet) fields.credentialCoverage = credentialCoverage(row.terms.requiredCredentials, wallet.held, wallet.today);
  return `${row.card.slice(0, -1)},${JSON.stringify(fields).slice(1)}`;
}

/** A search page with each job as JSON text (toSearchCard): the route sends it as it is (searchResponseJson). */
export interface SearchCardPage {
  cards: string[];
  nextCursor: string | null;
}

/** The page as the response body (JobSearchResponse). */
export const searchResponseJson = (page: SearchCardPage) =>
  `{"jobs":[${page.cards.join(',')}],"nextCursor":${JSON.stringify(page.nextCursor)}}`;
