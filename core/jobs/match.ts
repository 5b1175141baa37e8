import type { HeldCredential } from '../credentials/coverage';
import { credentialStatus } from '../credentials/status';
import { US_CITIES } from '../shared/cities';
import { formatTrade, TRADES, type Trade } from '../shared/options';
import { distanceMiles, geocodeLocation, type Coordinates } from './geo';

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
}

export type MatchReason =
  { type: 'trade' } | { type: 'skills'; count: number } | { type: 'industry' } | { type: 'distance'; miles: number };

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
}

export function toMatchProfile(input: {
  trade: string | null | undefined;
  skills: readonly string[] | null | undefined;
  industries: readonly string[] | null | undefined;
  origin: Coordinates | null;
  travelMiles?: number | null;
  credentialIds?: readonly string[];
}): MatchProfile {
  const trade = TRADES.find((known) => known === input.trade) ?? null;
  const skills = new Set((input.skills ?? []).map((skill) => skill.trim().toLowerCase()).filter(Boolean));
  const profile: MatchProfile = { trade, skills: [...skills], industries: [...(input.industries ?? [])], origin: input.origin };
  if (input.travelMiles) profile.travelMiles = input.travelMiles;
  if (input.credentialIds?.length) profile.credentialIds = [...new Set(input.credentialIds)].sort();
  return profile;
}

/** The phrase a job title must contain to match a trade: 'hvac-technician' -> 'hvac technician'. */
export function tradeTitlePhrase(trade: string | null | undefined): string | null {
  return trade ? formatTrade(trade).toLowerCase() : null;
}

export function isTradeMatch(jobTitle: string, trade: string | null | undefined): boolean {
  const phrase = tradeTitlePhrase(trade);
  return phrase !== null && jobTitle.toLowerCase().includes(phrase);
}

/** Case-insensitive count of the worker's skills the job lists. */
export function countSkillMatches(jobSkills: readonly string[], workerSkills: readonly string[]): number {
  const wanted = new Set(workerSkills.map((skill) => skill.trim().toLowerCase()));
  return new Set(jobSkills.map((skill) => skill.trim().toLowerCase()).filter((skill) => wanted.has(skill))).size;
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

/** The listed cities that earn distance points from `origin`, with their points (the database ranks by city). */
export function cityDistancePoints(origin: Coordinates, travelMiles?: number): { cityKey: string; points: number }[] {
  return US_CITIES.map((city) => {
    const miles = distanceMiles(origin, city);
    return { cityKey: city.name.toLowerCase(), points: distancePoints(miles, isWithin(miles, travelMiles)) };
  }).filter((city) => city.points > 0);
}

/** The cities that earn this worker distance points (none without an origin). */
export function profileCityPoints(profile: MatchProfile): { cityKey: string; points: number }[] {
  return profile.origin ? cityDistancePoints(profile.origin, profile.travelMiles) : [];
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

/** The most points credentials can give this worker on any job. */
export function credentialMaxPoints(profile: MatchProfile): number {
  const w = MATCH_WEIGHTS;
  const held = profile.credentialIds?.length ?? 0;
  return (
    Math.min(held, w.maxRequiredCredentials) * w.perRequiredCredential +
    Math.min(held, w.maxPreferredCredentials) * w.perPreferredCredential
  );
}

/** The most points each signal can give this worker. */
function signalMaxima(profile: MatchProfile) {
  const w = MATCH_WEIGHTS;
  return {
    trade: profile.trade ? w.trade : 0,
    skills: Math.min(profile.skills.length, w.maxSkills) * w.perSkill,
    industry: profile.industries.length > 0 ? w.industry : 0,
    distance: Math.max(0, ...profileCityPoints(profile).map((city) => city.points)),
    credentials: credentialMaxPoints(profile),
  };
}

/** What a job must have to be worth ranking: trade and industry matches, distance points, a shared skill. */
export interface MatchRequirement {
  trade: boolean;
  industry: boolean;
  /** Distance points the job's city must earn (0: any city). */
  minDistancePoints: number;
  sharesSkill: boolean;
}

const isWeakerOrEqual = (a: MatchRequirement, b: MatchRequirement) =>
  (!a.trade || b.trade) && (!a.industry || b.industry) && a.minDistancePoints <= b.minDistancePoints && (!a.sharesSkill || b.sharesSkill);

/**
 * Every job that scores at least `minScore` for this worker meets one of the returned
 * requirements (each an index lookup), so the database ranks those jobs instead of every row.
 * null: any job may reach the score; []: none can.
 */
export function matchRequirements(profile: MatchProfile, minScore: number): MatchRequirement[] | null {
  if (minScore <= 0) return null;
  const max = signalMaxima(profile);
  const found: MatchRequirement[] = [];
  for (const trade of max.trade > 0 ? [true, false] : [false]) {
    for (const industry of max.industry > 0 ? [true, false] : [false]) {
      // What distance and shared skills must still add.
      const rest = minScore - (trade ? max.trade : 0) - (industry ? max.industry : 0);
      const base = { trade, industry, minDistancePoints: 0, sharesSkill: false };
      if (rest <= 0) found.push(base);
      else if (rest > max.distance + max.skills) continue;
      else if (rest > max.skills || rest > max.distance) {
        found.push({ ...base, minDistancePoints: Math.max(0, rest - max.skills), sharesSkill: rest > max.distance });
      } else {
        if (max.distance > 0) found.push({ ...base, minDistancePoints: 1 });
        if (max.skills > 0) found.push({ ...base, sharesSkill: true });
      }
    }
  }
  // A requirement inside a weaker one adds no jobs.
  return found.filter(
    (requirement, index) =>
      !found.some(
        (other, otherIndex) =>
          otherIndex !== index && isWeakerOrEqual(other, requirement) && (!isWeakerOrEqual(requirement, other) || otherIndex < index),
      ),
  );
}

/**
 * The first minimum score best match tries: one skill below the best reachable score (or below
 * `below`, the score a page after a cursor cannot exceed). High first, so the jobs read stay few
 * however many jobs there are; a try that finds too few costs a cheap index lookup.
 */
export function firstBestMatchThreshold(profile: MatchProfile, below: number | null): number {
  const max = signalMaxima(profile);
  const best = max.trade + max.skills + max.industry + max.distance + max.credentials;
  return Math.max(0, Math.min(best - MATCH_WEIGHTS.perSkill, below ?? Infinity));
}

/**
 * The next minimum after a try that did not settle the page. After a full page whose last job
 * scored `fullPageLast`, the answer's last job scores at least that much, so that minimum
 * settles it; one skill lower is tried first when it is narrower.
 */
export function nextBestMatchThreshold(minScore: number, fullPageLast: number | null): number {
  return Math.max(0, minScore - MATCH_WEIGHTS.perSkill, fullPageLast ?? 0);
}

/** One job's signals for a worker: the reasons on its card. */
export function matchSignals(
  job: {
    title: string;
    skills: readonly string[];
    industry: string;
    location: string;
    requiredCredentials?: readonly string[];
    preferredCredentials?: readonly string[];
  },
  profile: MatchProfile,
): MatchSignals {
  const city = profile.origin ? geocodeLocation(job.location) : null;
  const miles = profile.origin && city ? distanceMiles(profile.origin, city) : null;
  return {
    isTradeMatch: isTradeMatch(job.title, profile.trade),
    skillMatches: countSkillMatches(job.skills, profile.skills),
    isIndustryMatch: profile.industries.includes(job.industry),
    distanceMiles: miles,
    isWithinTravel: isWithin(miles, profile.travelMiles),
    requiredCredentialMatches: countCredentialMatches(job.requiredCredentials ?? [], profile.credentialIds),
    preferredCredentialMatches: countCredentialMatches(job.preferredCredentials ?? [], profile.credentialIds),
  };
}

/**
 * Integer best-match score: trade 40, 10 per shared skill (up to 3), preferred industry 20, up to
 * 20 for nearness (at least 10 within the worker's travel distance), 10 per required credential
 * held (up to 3) and 5 per preferred one (up to 2).
 */
export function scoreMatch(signals: MatchSignals): number {
  const w = MATCH_WEIGHTS;
  return (
    (signals.isTradeMatch ? w.trade : 0) +
    Math.min(signals.skillMatches, w.maxSkills) * w.perSkill +
    (signals.isIndustryMatch ? w.industry : 0) +
    distancePoints(signals.distanceMiles, signals.isWithinTravel) +
    Math.min(signals.requiredCredentialMatches ?? 0, w.maxRequiredCredentials) * w.perRequiredCredential +
    Math.min(signals.preferredCredentialMatches ?? 0, w.maxPreferredCredentials) * w.perPreferredCredential
  );
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
  return reasons;
}
