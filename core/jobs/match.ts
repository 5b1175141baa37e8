import type { HeldCredential } from '../credentials/coverage';
import { credentialStatus } from '../credentials/status';
import { formatTrade, TRADES, type Trade } from '../shared/options';
import { distanceMiles, type Coordinates } from './geo';
import { annualPay } from './pay';

/** Points per signal of the best-match ranking; the database query ranks with the same numbers. */
export const MATCH_WEIGHTS = {
  trade: 40,
  perSkill: 10,
  maxSkills: 3,
  industry: 20,
  distance: 20,
  /** Distance points fall linearly to zero at this many miles. */
  distanceRangeMiles: 200,
  /** A city within the worker's travel distance earns at least these distance points. */
  withinTravel: 10,
  /** Per required credential of the job the worker holds valid (up to maxRequiredCredentials). */
  perRequiredCredential: 10,
  maxRequiredCredentials: 3,
  /** Per preferred credential of the job the worker holds valid (up to maxPreferredCredentials). */
  perPreferredCredential: 5,
  maxPreferredCredentials: 2,
  /** A job whose top pay a year reaches the worker's hourly rate a year (2,080 hours: core/jobs/pay.ts). */
  payFit: 10,
} as const;

/** What a job has in common with a worker, measured per job. */
export interface MatchSignals {
  isTradeMatch: boolean;
  skillMatches: number;
  isIndustryMatch: boolean;
  distanceMiles: number | null;
  /** The job's city lies within the worker's travel distance. */
  isWithinTravel?: boolean;
  /** How many of the job's required / preferred credentials the worker holds valid. */
  requiredCredentialMatches?: number;
  preferredCredentialMatches?: number;
  /** The job states pay and its top pay a year reaches the worker's rate a year. */
  isPayFit?: boolean;
}

export type MatchReason =
  { type: 'trade' } | { type: 'skills'; count: number } | { type: 'industry' } | { type: 'distance'; miles: number } | { type: 'pay' };

/** A worker's side of best match, read once per search from the profile. */
export interface MatchProfile {
  /** Only a trade of the list: the database indexes titles by these. */
  trade: Trade | null;
  /** Lower-cased, trimmed, no duplicates. */
  skills: string[];
  industries: string[];
  origin: Coordinates | null;
  /** How far the worker will travel (core TRAVEL_ANYWHERE_MILES: anywhere); absent: not said. */
  travelMiles?: number;
  /** Catalogue ids the worker holds valid today, sorted; absent: none. */
  credentialIds?: string[];
  /** The worker's hourly rate as whole dollars a year (2,080 hours); absent: no rate (or 0), no pay points. */
  payFloorYearly?: number;
}

export function toMatchProfile(input: {
  trade: string | null | undefined;
  skills: readonly string[] | null | undefined;
  industries: readonly string[] | null | undefined;
  origin: Coordinates | null;
  travelMiles?: number | null;
  credentialIds?: readonly string[];
  /** Whole dollars an hour (the worker profile's hourlyRate). */
  hourlyRate?: number | null;
}): MatchProfile {
  const trade = TRADES.find((known) => known === input.trade) ?? null;
  const skills = new Set((input.skills ?? []).map((skill) => skill.trim().toLowerCase()).filter(Boolean));
  const profile: MatchProfile = { trade, skills: [...skills], industries: [...(input.industries ?? [])], origin: input.origin };
  if (input.travelMiles) profile.travelMiles = input.travelMiles;
  if (input.credentialIds?.length) profile.credentialIds = [...new Set(input.credentialIds)].sort();
  // A rate of 0 would call every job a fit, even one without pay: no floor is said.
  if (input.hourlyRate) profile.payFloorYearly = annualPay(input.hourlyRate, 'hour');
  return profile;
}

const titlePhraseOf = (trade: string) => formatTrade(trade).toLowerCase();
// Read for every card best match describes: the catalogue's trades worked out once.
const TITLE_PHRASES = new Map<string, string>(TRADES.map((trade) => [trade, titlePhraseOf(trade)]));

/** The phrase a job title must contain to match a trade: 'hvac-technician' -> 'hvac technician'. */
export function tradeTitlePhrase(trade: string | null | undefined): string | null {
  return trade ? (TITLE_PHRASES.get(trade) ?? titlePhraseOf(trade)) : null;
}

export function isTradeMatch(jobTitle: string, trade: string | null | undefined): boolean {
  const phrase = tradeTitlePhrase(trade);
  return phrase !== null && jobTitle.toLowerCase().includes(phrase);
}

const skillKey = (skill: string) => skill.trim().toLowerCase();
// A worker's skills as compared, once per list: every card of a best-match page counts against the same one.
const skillSets = new WeakMap<readonly string[], ReadonlySet<string>>();
function skillSetOf(skills: readonly string[]): ReadonlySet<string> {
  let set = skillSets.get(skills);
  if (!set) skillSets.set(skills, (set = new Set(skills.map(skillKey))));
  return set;
}

/** Case-insensitive count of the worker's skills the job lists. */
export function countSkillMatches(jobSkills: readonly string[], workerSkills: readonly string[]): number {
  const wanted = skillSetOf(workerSkills);
  const found = new Set<string>();
  for (const skill of jobSkills) {
    const key = skillKey(skill);
    if (wanted.has(key)) found.add(key);
  }
  return found.size;
}

/** Nearness points; a job within the worker's travel distance earns at least MATCH_WEIGHTS.withinTravel. */
export function distancePoints(distanceMiles: number | null, isWithinTravel = false): number {
  if (distanceMiles === null) return 0;
  const closeness = Math.max(0, 1 - distanceMiles / MATCH_WEIGHTS.distanceRangeMiles);
  const nearness = Math.floor(MATCH_WEIGHTS.distance * closeness + 0.5);
  return isWithinTravel ? Math.max(nearness, MATCH_WEIGHTS.withinTravel) : nearness;
}

const isWithin = (miles: number | null, travelMiles: number | undefined) =>
  miles !== null && travelMiles !== undefined && miles <= travelMiles;

/** A place's distance points for this worker (none without an origin or the place's coordinates). */
export function placeDistancePoints(profile: MatchProfile, place: Coordinates | null): number {
  if (!profile.origin || !place) return 0;
  const miles = distanceMiles(profile.origin, place);
  return distancePoints(miles, isWithin(miles, profile.travelMiles));
}

/** How many distinct ids of `jobIds` the worker holds (`heldIds`: valid today). */
export function countCredentialMatches(jobIds: readonly string[], heldIds: readonly string[] | undefined): number {
  const held = new Set(heldIds);
  return new Set(jobIds.filter((id) => held.has(id))).size;
}

/** The catalogue ids a wallet holds valid (or expiring) on `today`: what matching counts. */
export function validCredentialIds(held: readonly HeldCredential[], today: string): string[] {
  const ids = held.filter((credential) => credential.credentialId && credentialStatus(credential.expiresAt, today) !== 'expired');
  return [...new Set(ids.map((credential) => credential.credentialId!))].sort();
}

/** Whether a job's top pay a year (jobs.pay_rank; 0 or absent: no pay stated) reaches the worker's floor. */
export function isPayFit(payYearly: number | null | undefined, payFloorYearly: number | undefined): boolean {
  // A floor above 0 also keeps out a job without pay (0).
  return payFloorYearly !== undefined && payFloorYearly > 0 && (payYearly ?? 0) >= payFloorYearly;
}

/** One job's signals for a worker: the reasons on its card. */
export function matchSignals(
  job: {
    title: string;
    skills: readonly string[];
    industry: string;
    /** Where the job is (the server geocodes its location); null: unknown, no distance. */
    coordinates: Coordinates | null;
    requiredCredentials?: readonly string[];
    preferredCredentials?: readonly string[];
    /** The job's top pay a year whatever its unit (jobs.pay_rank); 0 or absent: no pay stated. */
    payYearly?: number | null;
  },
  profile: MatchProfile,
): MatchSignals {
  const miles = profile.origin && job.coordinates ? distanceMiles(profile.origin, job.coordinates) : null;
  return {
    isTradeMatch: isTradeMatch(job.title, profile.trade),
    skillMatches: countSkillMatches(job.skills, profile.skills),
    isIndustryMatch: profile.industries.includes(job.industry),
    distanceMiles: miles,
    isWithinTravel: isWithin(miles, profile.travelMiles),
    requiredCredentialMatches: countCredentialMatches(job.requiredCredentials ?? [], profile.credentialIds),
    preferredCredentialMatches: countCredentialMatches(job.preferredCredentials ?? [], profile.credentialIds),
    isPayFit: isPayFit(job.payYearly, profile.payFloorYearly),
  };
}

/** A job's signals with its distance already turned into points (the search index precomputes them per place). */
export interface MatchPoints {
  isTradeMatch: boolean;
  skillMatches: number;
  isIndustryMatch: boolean;
  distancePoints: number;
  requiredCredentialMatches: number;
  preferredCredentialMatches: number;
  isPayFit: boolean;
}

/** The one best-match sum: scoreMatch below and the in-memory ranking both add up points here. */
export function sumMatchPoints(points: MatchPoints): number {
  const w = MATCH_WEIGHTS;
  return (
    (points.isTradeMatch ? w.trade : 0) +
    Math.min(points.skillMatches, w.maxSkills) * w.perSkill +
    (points.isIndustryMatch ? w.industry : 0) +
    points.distancePoints +
    Math.min(points.requiredCredentialMatches, w.maxRequiredCredentials) * w.perRequiredCredential +
    Math.min(points.preferredCredentialMatches, w.maxPreferredCredentials) * w.perPreferredCredential +
    (points.isPayFit ? w.payFit : 0)
  );
}

/**
 * Integer best-match score: trade 40, 10 per shared skill (up to 3), preferred industry 20, up to
 * 20 for nearness (at least 10 within the worker's travel distance), 10 per required credential
 * held (up to 3), 5 per preferred one (up to 2) and 10 when the job's top pay a year reaches the
 * worker's hourly rate a year (a job without pay, or a worker without a rate, earns none).
 */
export function scoreMatch(signals: MatchSignals): number {
  return sumMatchPoints({
    isTradeMatch: signals.isTradeMatch,
    skillMatches: signals.skillMatches,
    isIndustryMatch: signals.isIndustryMatch,
    distancePoints: distancePoints(signals.distanceMiles, signals.isWithinTravel),
    requiredCredentialMatches: signals.requiredCredentialMatches ?? 0,
    preferredCredentialMatches: signals.preferredCredentialMatches ?? 0,
    isPayFit: signals.isPayFit ?? false,
  });
}

/** Why a job matched, strongest first; a distance is a reason only inside the scoring range. */
export function describeMatch(signals: MatchSignals): MatchReason[] {
  const reasons: MatchReason[] = [];
  if (signals.isTradeMatch) reasons.push({ type: 'trade' });
  if (signals.skillMatches > 0) reasons.push({ type: 'skills', count: signals.skillMatches });
  if (signals.isIndustryMatch) reasons.push({ type: 'industry' });
  if (signals.distanceMiles !== null && signals.distanceMiles < MATCH_WEIGHTS.distanceRangeMiles) {
    reasons.push({ type: 'distance', miles: Math.round(signals.distanceMiles) });
  }
  if (signals.isPayFit) reasons.push({ type: 'pay' });
  return reasons;
}
