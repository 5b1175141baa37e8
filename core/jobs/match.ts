import { formatTrade } from '../shared/options';

/** Points per signal of the best-match ranking; the database query ranks with the same numbers. */
export const MATCH_WEIGHTS = {
  trade: 40,
  perSkill: 10,
  maxSkills: 3,
  industry: 20,
  distance: 20,
  /** Distance points fall linearly to zero at this many miles. */
  distanceRangeMiles: 200,
} as const;

/** What a job has in common with a worker, measured per job. */
export interface MatchSignals {
  isTradeMatch: boolean;
  skillMatches: number;
  isIndustryMatch: boolean;
  distanceMiles: number | null;
}

export type MatchReason =
  | { type: 'trade' }
  | { type: 'skills'; count: number }
  | { type: 'industry' }
  | { type: 'distance'; miles: number };

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

export function distancePoints(distanceMiles: number | null): number {
  if (distanceMiles === null) return 0;
  const closeness = Math.max(0, 1 - distanceMiles / MATCH_WEIGHTS.distanceRangeMiles);
  return Math.floor(MATCH_WEIGHTS.distance * closeness + 0.5);
}

/** Integer best-match score: trade 40, 10 per shared skill (up to 3), preferred industry 20, up to 20 for nearness. */
export function scoreMatch(signals: MatchSignals): number {
  return (
    (signals.isTradeMatch ? MATCH_WEIGHTS.trade : 0) +
    Math.min(signals.skillMatches, MATCH_WEIGHTS.maxSkills) * MATCH_WEIGHTS.perSkill +
    (signals.isIndustryMatch ? MATCH_WEIGHTS.industry : 0) +
    distancePoints(signals.distanceMiles)
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
